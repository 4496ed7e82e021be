import { lazy, type ComponentType } from 'react';
import type { MetaFunction } from 'react-router';
import { appUrlOf } from './page-data';
import { staticPageMeta } from './page-head';
import { sitePage } from './site-pages';

/** A page of src/features in a chunk of its own: the component to render, and a way to fetch its code ahead. */
export interface PageChunk {
  /** React.lazy of the page: suspends until its code is in; a chunk that fails to load throws to the route's error boundary. */
  Page: ComponentType;
  /** Fetches the page's code (a route's clientLoader waits for it, so a navigation shows the page complete). */
  load: () => Promise<unknown>;
}

/**
 * The page `pick` takes from the module `load` imports. In the browser the fetch starts as soon as the route
 * module itself is evaluated (hydration or navigation), not when React first renders the page.
 */
export function pageChunk<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): PageChunk {
  if (typeof document !== 'undefined') {
    load().catch(() => {
      // Reported where it matters: the page's render (or its clientLoader) throws to the route's error boundary.
    });
  }
  return { Page: lazy(async () => ({ default: pick(await load()) })), load };
}

/** The `meta` of the page whose route pattern is `pattern` (config/paths.ts), from the site table. */
export function siteMeta(pattern: string): MetaFunction {
  const page = sitePage(pattern);
  return ({ matches }) => staticPageMeta(page, appUrlOf(matches));
}
