import { type ReactNode, Suspense, startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * A part whose code arrives after the first render: `Suspense` with a stand-in of the part's size. On a page the
 * server drew (decision 129), the server and the browser that hydrates it both draw the stand-in, and the part
 * follows as it does on a page the browser draws, where a press on the stand-in is kept for it. Drawn by the
 * server, the part would stay a picture until its code arrived, where the stand-in answers at once. The part
 * follows in a transition, so React yields to the browser while it renders it: an update forced by the end of
 * hydration would be one long task (decision 130).
 */
export const LaterPart = ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) => {
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [drawnByTheBrowser, setDrawnByTheBrowser] = useState(!hydrating);
  useEffect(() => {
    if (!drawnByTheBrowser) startTransition(() => setDrawnByTheBrowser(true));
  }, [drawnByTheBrowser]);
  // The stand-in alone until then: a boundary would be hydrated later than the page around it, and might wait.
  return drawnByTheBrowser ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
};
