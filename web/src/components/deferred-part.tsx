import type { ComponentType } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { HydrationBoundary } from './hydration-boundary';

/** Every deferred part's loader, so that the server's prerender can load them all before it renders. */
const loaders = new Set<() => Promise<unknown>>();

/**
 * A part of a page that the page does not need in order to start (below the fold: the landing page's lower
 * sections, the footer), with its code in a chunk of its own. It renders inside its own HydrationBoundary:
 * - in a prerendered page, React keeps the server's markup of the part and hydrates it once its code has
 *   arrived, while the rest of the page is already answering input;
 * - in a page the browser renders itself, the part shows once its code has arrived (the chunk is requested
 *   on first render, alongside the page's data).
 * `load` resolves to the part's component; a chunk that fails to load reaches the page's error boundary, as
 * a page chunk does.
 */
export function deferredPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Part = lazyComponent(load);
  loaders.add(Part.load);
  return function DeferredPart(props: Props) {
    return (
      <HydrationBoundary>
        <Part {...props} />
      </HydrationBoundary>
    );
  };
}

/** Loads the code of every deferred part defined so far (the server's prerender, before it renders a page). */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
