import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, then true through a transition: what waits for it is drawn after
 * the first paint, in a render React interrupts for a click or a key, so the first screen's own
 * content shows and answers sooner.
 */
export const useDeferredMount = () => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted;
};
