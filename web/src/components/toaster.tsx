import { lazy, Suspense, useEffect, useState } from 'react';

const ToasterHost = lazy(() => import('./toaster-host'));

let mount: (() => void) | null = null;
let requested = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/**
 * Resolves once the toast host is on the page, mounting it on first call. Toasts come after something a
 * person did, so the toast library (and the styles it injects) loads with the first toast instead of with
 * every page.
 */
export function toasterReady(): Promise<void> {
  requested = true;
  mount?.();
  return mounted;
}

/** The slot the toast host mounts into, once a toast is asked for (rendered once, by AppProviders). */
export function Toaster() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    mount = () => setShown(true);
    // A toast asked for before this effect ran (a child's effect runs first) finds no mount to call.
    // Setting state in the effect is deliberate: that request is only known here.
    if (requested) setShown(true);
    return () => {
      mount = null;
    };
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <ToasterHost onMounted={markMounted} />
    </Suspense>
  ) : null;
}
