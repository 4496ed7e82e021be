import { existsSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';

/** The layout a visitor's browser will choose; the prerender answers media queries for it. */
export type DeviceClass = 'phone' | 'desktop';

/** A prerendered page: the markup of `#root`, the style tags it needs, and the data it was rendered from. */
export interface PrerenderedPage {
  html: string;
  styleTags: string;
  /** The device class rendered for, and the `[serialised SWR key, data]` pairs the browser's cache starts from. */
  state: { device: DeviceClass; data: [string, unknown][] };
}

/** What web/src/app/entry-server.tsx exports (built to web/dist-server/entry-server.cjs by `npm run build:web`). */
export interface PrerenderBundle {
  /** Id of the `<script type="application/json">` element that carries `state` to the browser. */
  PRERENDER_STATE_ID: string;
  /** The origin the prerender addresses API calls to; `fetchApi` replaces it with the app's own. */
  PRERENDER_API_ORIGIN: string;
  deviceClassOf(userAgent: string | undefined): DeviceClass;
  /** Renders `url` (path and query) as a visitor sees it, reading the API through `fetchApi`. */
  renderPage(url: string, device: DeviceClass, fetchApi: (request: Request) => Promise<Response>): Promise<PrerenderedPage>;
}

/**
 * Loads the prerender from `distServerDir`, or returns null when it is not built (pages are then served
 * as the bare shell, which the browser renders).
 */
export function loadPrerenderBundle(distServerDir: string): PrerenderBundle | null {
  const file = join(distServerDir, 'entry-server.cjs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output chosen at run time
  return existsSync(file) ? (require(file) as PrerenderBundle) : null;
}

/**
 * The API as the prerender reads it: each request goes over loopback to the address this request came
 * in on (`origin`), without cookies, so it is answered exactly as a visitor's browser would be (and from
 * the public read cache when cached). One connection per request, closed after it: the app keeps no idle
 * sockets into itself.
 */
export function loopbackFetch(origin: string, placeholderOrigin: string): (request: Request) => Promise<Response> {
  return (request) =>
    new Promise((resolve, reject) => {
      const url = origin + request.url.slice(placeholderOrigin.length);
      get(url, { agent: false, headers: { Accept: 'application/json' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 502;
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: headersOf(res.headers) }));
        });
      }).on('error', reject);
    });
}

function headersOf(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}
