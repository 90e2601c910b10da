/**
 * The shape of the menu (app/menu.ts builds it), here below the screens that add items to it
 * (accounting, reports) and the app that shows it.
 */
export interface MenuNode {
  key: string;
  label: string;
  /** Leaf: where it goes. */
  path?: string;
  children?: MenuNode[];
  /** Long groups scroll (the accounting reports menu at 400px). */
  scroll?: boolean;
}

/** Items other parts of the app add to a group (pattern-driven transactions, reports). */
export interface MenuContribution {
  group: string;
  order: number;
  node: MenuNode;
}
