import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` (a lazy component: a modal, the toast viewport) from the first time `shown`
 * holds, so a page's first paint does not load its code. Once shown it stays mounted: closing then
 * animates, announces and returns focus like any mounted component.
 */
export function MountWhenShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [wasShown, setWasShown] = useState(false);
  if (shown && !wasShown) setWasShown(true);
  if (!shown && !wasShown) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
