import { useMemo, useState, type ReactNode } from 'react';
import { data, Links, Meta, Scripts, ScrollRestoration, useMatches, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { appInfoKey } from '../api/app-info';
import { currentUserKey } from '../features/auth/api/get-current-user';
import { AppProviders } from './App';
import { AppLayout } from './layout/app-layout';
import { appUrlOf, pageCachingHeaders, pageHeaders, swrFallback, type RootData, type SwrSeed } from './page-data';
import { staticPageMeta } from './page-head';
import { RouteError } from './routes/route-error';
import { useScriptNonce } from './script-nonce';
import { DEFAULT_DESCRIPTION, SITE_NAME } from './site-pages';

/** The font every page uses, fetched with the HTML rather than after the CSS that names it. */
export const links = () => [{ rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const, href: interLatin }];

/**
 * What the layout needs on every page: the server's facts (demo mode, billing) and, for a visitor, the session
 * (none: the browser need not ask). A member's session is asked for by the browser after the page has started
 * (docs/decisions/0031-react-router-framework-mode.md).
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const server = context.server;
  const seeds: SwrSeed[] = [];
  if (server) {
    seeds.push([appInfoKey, await server.reads.appInfo()]);
    if (server.visitor) seeds.push([currentUserKey, null]);
  }
  return data<RootData>({ seeds, appUrl: server?.appUrl ?? new URL(request.url).origin }, { headers: pageCachingHeaders(server) });
}

/** Neither the session nor the server's facts change with the address: the root's data is read once per page load. */
export const shouldRevalidate = () => false;

export const headers = pageHeaders;

/** The head of a page whose route sets none (an error in the layout itself). */
export const meta: MetaFunction = ({ matches }) => staticPageMeta({ path: '/', title: SITE_NAME, description: DEFAULT_DESCRIPTION, private: true }, appUrlOf(matches));

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useScriptNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root">{children}</div>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The SWR fallback of the routes on screen, the same object for as long as their data is the same. */
function useSeedsOnScreen(): Record<string, unknown> {
  const pages = useMatches().map((match) => match.loaderData);
  const [kept, setKept] = useState(() => ({ pages, fallback: swrFallback(pages) }));
  // A new object would be a context change for every hook below, and React drops the server markup of a part still
  // waiting for its code when a change reaches it.
  if (kept.pages.length !== pages.length || kept.pages.some((page, i) => page !== pages[i])) {
    const next = { pages, fallback: swrFallback(pages) };
    setKept(next);
    return next.fallback;
  }
  return kept.fallback;
}

/** Theme, data cache and layout; the SWR cache starts from the seeds of every route on screen. */
export default function App() {
  const fallback = useSeedsOnScreen();
  const swr = useMemo(() => ({ fallback }), [fallback]);
  return (
    <AppProviders swr={swr}>
      <AppLayout />
    </AppProviders>
  );
}

/** An error the layout itself threw (a page's own errors stay inside the layout: PageErrorBoundary). */
export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <AppProviders>
      <RouteError error={error} />
    </AppProviders>
  );
}
