/**
 * Keyboard shortcuts belong to the topmost open form: a list's record modal, then each popup
 * above it. Forms register on mount; only the last registered handler sees the keys.
 */
type Handler = (event: KeyboardEvent) => void;

const stack: Handler[] = [];

const dispatch = (event: KeyboardEvent) => stack.at(-1)?.(event);

export const pushKeyHandler = (handler: Handler) => {
  if (stack.length === 0) window.addEventListener('keydown', dispatch);
  stack.push(handler);
  return () => {
    const index = stack.lastIndexOf(handler);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length === 0) window.removeEventListener('keydown', dispatch);
  };
};
