/**
 * A `data-testid` to spread into a props object (a modal's `okButtonProps`, say): TypeScript
 * types hyphenated attributes in JSX only, and Ant Design passes the object's rest to the button.
 */
export const testIdProps = (id: string): { 'data-testid': string } => ({ 'data-testid': id });
