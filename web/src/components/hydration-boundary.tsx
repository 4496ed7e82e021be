import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React may hydrate apart from the rest (a Suspense boundary, which
 * waits for nothing here). Without boundaries the whole page hydrates as one long commit, a task that
 * blocks input on a slow phone; with them the work is split into shorter commits and input is handled in between.
 * A click on a part not yet hydrated makes React hydrate that part first and then replay the click. It adds
 * no element to the page.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
