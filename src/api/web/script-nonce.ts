import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

/** A response that may have been given a nonce (Express's `res.locals`; a bare Node response gets one here). */
type WithLocals = ServerResponse & { locals?: Record<string, unknown> };

/** Paths the API answers; everything else is the web app's. */
const isApiPath = (url: string | undefined) => url !== undefined && (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'));

/**
 * helmet's `script-src` sources: the app's own scripts, and outside `/api` a fresh nonce for this response (128
 * random bits, kept in `res.locals.scriptNonce`). A page's inline scripts (React Router's hydration data and
 * start-up) carry it, and the policy allows no other inline script. The API's answers run no script: their
 * policy stays the same for every answer.
 */
export function scriptSources(req: IncomingMessage, res: ServerResponse): string {
  if (isApiPath(req.url)) return "'self'";
  const locals = ((res as WithLocals).locals ??= {});
  locals.scriptNonce ??= randomBytes(16).toString('base64');
  return `'self' 'nonce-${locals.scriptNonce as string}'`;
}

/** The nonce scriptSources gave this response, or undefined before the security headers ran. */
export function scriptNonceOf(res: ServerResponse): string | undefined {
  return (res as WithLocals).locals?.scriptNonce as string | undefined;
}
