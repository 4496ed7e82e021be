import type { IncomingMessage } from 'node:http';
import type { PublicCachePolicy } from '../../config/app-config';

/**
 * The cache headers of every answer (docs/operations.md, "Caching"): a visitor's public answer may be kept by
 * shared caches (a CDN, a reverse proxy, each instance's in-process cache) and names what it depends on; a
 * member's answer is the member's alone.
 */

/** A member's answer, or any answer not declared public: the browser may keep it, revalidating each time; shared caches may not. */
export const MEMBER_CACHE_CONTROL = 'private, no-cache';

/** The response header naming an answer's surrogate keys (space-separated), as CDNs and Varnish's xkey read it. */
export const SURROGATE_KEY_HEADER = 'Surrogate-Key';

/**
 * The headers of a visitor's public answer that depends on `keys` (src/domain/directory/public-read-keys.ts):
 * `Cache-Control: public, max-age=0, s-maxage=<shared>, stale-while-revalidate=<stale>` and `Surrogate-Key`.
 * A plain record, so Express (`res.set`) and a React Router `headers` export can both use it. The ETag comes
 * with the body (EncodedBody).
 */
export function visitorCacheHeaders(keys: readonly string[], policy: PublicCachePolicy): Record<string, string> {
  const cacheControl = `public, max-age=0, s-maxage=${policy.sharedSeconds}, stale-while-revalidate=${policy.staleSeconds}`;
  // An answer that depends on no data (a legal page) names no key: shared caches keep it for s-maxage alone.
  return keys.length > 0 ? { 'Cache-Control': cacheControl, [SURROGATE_KEY_HEADER]: [...new Set(keys)].join(' ') } : { 'Cache-Control': cacheControl };
}

/** What a shared cache may keep of an answer, read back from its headers: its keys and its freshness in seconds; null when not public. */
export function sharedCacheability(cacheControl: unknown, surrogateKey: unknown): { keys: string[]; seconds: number } | null {
  if (typeof cacheControl !== 'string' || typeof surrogateKey !== 'string' || !/(^|[\s,])public([\s,]|$)/.test(cacheControl)) return null;
  const seconds = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  const keys = surrogateKey.split(' ').filter((key) => key.length > 0);
  return seconds > 0 && keys.length > 0 ? { keys, seconds } : null;
}

/**
 * A test for requests that may be a member's: they carry the session cookie (named `sessionCookieName`) or
 * an Authorization header. They never get an answer made for visitors, and their answers are private.
 */
export function carriesSession(sessionCookieName: string): (req: IncomingMessage) => boolean {
  const cookiePattern = new RegExp(`(^|;\\s*)${sessionCookieName.replace(/[.]/g, '\\.')}=`);
  return (req) => Boolean(req.headers.authorization || (req.headers.cookie && cookiePattern.test(req.headers.cookie)));
}
