import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { ScriptNonce } from './script-nonce';

/** How long a render may wait for its data before React gives up on what is still pending, in ms. */
export const streamTimeout = 5_000;

/**
 * Renders a page to HTML on the server, the way MUI's React Router example does: the whole page is rendered
 * (React's onAllReady: one complete document, cacheable, the same for a crawler and a browser), then emotion's
 * styles for its markup go into <head> (@emotion/server's extractCriticalToChunks), so it paints styled before
 * any script runs. The response's script nonce (the NestJS app's Content-Security-Policy) goes to React Router's
 * inline scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const nonce = loadContext.server?.scriptNonce;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    // Past streamTimeout React Router rejects what is still pending; this ends the render soon after.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <ScriptNonce.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ScriptNonce.Provider>
      </CacheProvider>,
      {
        nonce,
        // Every part goes out in place (the page is complete when it is sent): none waits for a script to be moved in.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', reject);
          body.on('end', () => {
            clearTimeout(timer);
            const html = Buffer.concat(chunks).toString('utf8');
            const critical = extractCriticalToChunks(html);
            // A `</style>` inside a CSS value would end its element early; `\3c` is CSS's own escape for `<`.
            critical.styles = critical.styles.map((style) => ({ ...style, css: style.css.replace(/<(?=\/?style\b)/gi, '\\3c ') }));
            const styles = constructStyleTagsFromChunks(critical);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            // A function as the replacement: the styles may contain `$&` and the like.
            resolve(
              new Response(
                html.replace('</head>', () => `${styles}</head>`),
                { status, headers: responseHeaders },
              ),
            );
          });
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          status = 500;
          loadContext.server?.logError(error, request);
        },
      },
    );
  });
}

/** Errors of loaders and renders, logged through the NestJS app's logger (a request the browser aborted is not an error). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).server?.logError(error, request);
};
