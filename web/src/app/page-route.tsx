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
  /**
   * The clientLoader of a page rendered in the browser only: it waits for the page's code. A route that exports it
   * without a server loader is rendered by the server as its HydrateFallback (the loading bar), and by the browser
   * once the app runs.
   */
  clientLoader: () => Promise<null>;
}

/**
 * The page `pick` takes from the module `load` imports. In the browser the fetch starts as soon as the route
 * module itself is evaluated (hydration or navigation), not when React first renders the page. Once the code is
 * in, the page renders at once: React.lazy would suspend its first render even then, and on a client-side
 * navigation that first render is where the router restores the window's scroll position, which a page
 * showing the loading bar instead cannot hold.
 */
export function pageChunk<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): PageChunk {
  let loaded: ComponentType | undefined;
  const loadPage = () =>
    load().then((module) => {
      loaded = pick(module);
      return loaded;
    });
  if (typeof document !== 'undefined') {
    loadPage().catch(() => {
      // Reported where it matters: the page's render (or its clientLoader) throws to the route's error boundary.
    });
  }
  const LazyPage = lazy(async () => ({ default: await loadPage() }));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  return {
    Page,
    load: loadPage,
    clientLoader: async () => {
      await loadPage();
      return null;
    },
  };
}

/** The `meta` of the page whose route pattern is `pattern` (config/paths.ts), from the site table. */
export function siteMeta(pattern: string): MetaFunction {
  const page = sitePage(pattern);
  return ({ matches }) => staticPageMeta(page, appUrlOf(matches));
}
