/**
 * The server's prerender of public pages (docs/decisions/0029): the same routes, components and API calls as
 * the browser, rendered to HTML for a visitor without a session, so the page paints before any script
 * runs and crawlers read its content. Built by `vite build --ssr` into web/dist-server/entry-server.cjs
 * and loaded by the API's WebDelivery (src/api/web/page-prerender.ts).
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { PRERENDER_API_ORIGIN, setPrerenderFetch } from '../api/client';
import { AppProviders } from './App';
import { loadDeferredParts } from '../components/deferred-part';
import { AppRoutes, loadPageFor } from './router';
import { PRERENDERED_GLOBAL_STYLES_ATTRIBUTE, PRERENDERED_STYLES_ATTRIBUTE, PRERENDER_STATE_ID, type PrerenderState } from './prerender-state';
import { deviceClassOf, deviceTheme, type DeviceClass } from './theme/device-theme';

export { deviceClassOf, PRERENDER_API_ORIGIN, PRERENDER_STATE_ID };

const themes: Record<DeviceClass, ReturnType<typeof deviceTheme>> = { phone: deviceTheme('phone'), desktop: deviceTheme('desktop') };

/** A rendered page: the markup of `#root`, the style tags its markup needs, and the data it was rendered from. */
export interface PrerenderedPage {
  html: string;
  styleTags: string;
  state: PrerenderState;
}

/**
 * The page's styles as `<style>` elements: component ones under PRERENDERED_STYLES_ATTRIBUTE, global ones under
 * PRERENDERED_GLOBAL_STYLES_ATTRIBUTE. Every style the render produced goes in, not only those of elements in
 * the markup: a closed overlay (menu, drawer, tooltip) renders its styled root, which then renders nothing,
 * and the browser would otherwise compile and insert those rules while it hydrates (about 150 rules, 10 ms).
 */
function styleTags(cache: EmotionCache): string {
  const components: { ids: string[]; css: string } = { ids: [], css: '' };
  const globals: string[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string' || css === '') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      components.ids.push(id);
      components.css += css;
    } else {
      globals.push(`<style ${PRERENDERED_GLOBAL_STYLES_ATTRIBUTE}="${id}">${css}</style>`);
    }
  }
  // Component styles after the global ones, as emotion orders them.
  return `${globals.join('')}<style ${PRERENDERED_STYLES_ATTRIBUTE}="${components.ids.join(' ')}">${components.css}</style>`;
}

/** How many times a page is rendered at most to collect data that appears only once other data is in. */
const MAX_PASSES = 4;

/**
 * Renders `url` (path and query) as a visitor without a session sees it. Data comes from the API through
 * `fetchApi` (the app's own address): every render records the SWR keys its components ask for, the
 * missing ones are fetched, and the page is rendered again until nothing new is asked. A call that fails
 * is left to the browser (its component renders as loading, as in the browser).
 */
export async function renderPage(url: string, device: DeviceClass, fetchApi: (request: Request) => Promise<Response>): Promise<PrerenderedPage> {
  setPrerenderFetch(fetchApi);
  // The page's code, and then its parts deferred in the browser, so that they render in full here.
  await loadPageFor(new URL(url, PRERENDER_API_ORIGIN).pathname);
  await loadDeferredParts();
  const data = new Map<string, unknown>();
  const failed = new Set<string>();
  for (let pass = 1; ; pass += 1) {
    const wanted = new Map<string, () => Promise<unknown>>();
    const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
      const serialised = unstable_serialize(key);
      if (serialised && fetcher && !data.has(serialised) && !failed.has(serialised)) wanted.set(serialised, () => Promise.resolve(fetcher(key)));
      return useSWRNext(key, fetcher, config);
    };
    const swr: SWRConfiguration = { provider: () => new Map([...data].map(([key, value]) => [key, { data: value }])), use: [record] };
    const cache = createCache({ key: 'css' });
    // On the server, compat mode keeps each style's CSS in cache.inserted (instead of `true`), for styleTags.
    cache.compat = true;
    const html = renderToString(
      <CacheProvider value={cache}>
        <AppProviders theme={themes[device]} swr={swr}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>,
    );
    if (wanted.size === 0 || pass === MAX_PASSES) {
      return { html, styleTags: styleTags(cache), state: { device, data: [...data] } };
    }
    await Promise.all(
      [...wanted].map(async ([key, fetch]) => {
        try {
          data.set(key, await fetch());
        } catch {
          failed.add(key);
        }
      }),
    );
  }
}
