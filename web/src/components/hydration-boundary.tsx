import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React may hydrate apart from the rest (a Suspense boundary, which
 * waits for nothing here). Without boundaries the whole page hydrated as one commit, a single task of 35-45
 * ms on a laptop and four times that on Lighthouse's phone; with them the work is split into shorter commits
 * (the longest on the landing page and the directory measured about 22 ms) and input is handled in between.
 * A click on a part not yet hydrated makes React hydrate that part first and then replay the click. It adds
 * no element to the page.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
