/*
 * Where a visitor returns after signing in or confirming an application: the page they came from, given as a
 * path of this site (`returnTo`). Anything that could lead a browser to another site is ignored: a full URL,
 * a scheme-relative `//host`, a backslash (browsers read `/\host` as `//host`), control characters (browsers
 * drop tabs and newlines, so `/\t/host` becomes `//host`), and the same written with percent-escapes.
 */

/** Longest `returnTo` kept, in characters; a longer one is ignored. */
export const RETURN_TO_MAX_LENGTH = 2000;

/** Pages a sign-in never returns to: the sign-in and application pages themselves (a loop), and signing out. */
const NOT_RETURNED_TO = ['/login', '/signup', '/sign-out', '/admin/login'];

/** An origin no path can name: resolving a path against it tells whether the path stays on the site. */
const PROBE_ORIGIN = 'https://return-to.invalid';

/** Whether `text` holds a control character (U+0000-U+001F or U+007F), which browsers drop or treat as a break. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

/** Whether `text`, once or twice percent-decoded, holds a character that makes a path leave the site. */
function leavesTheSite(text: string): boolean {
  let current = text;
  for (let round = 0; round < 3; round += 1) {
    if (current.startsWith('//') || current.includes('\\') || hasControlCharacter(current)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return true; // a malformed escape: not a path this site wrote
    }
    if (decoded === current) return false;
    current = decoded;
  }
  return true;
}

/**
 * The same-site path `candidate` names (path, query and hash, as the browser would resolve them), or null when
 * it is missing, too long, not a path starting with one `/`, could lead to another origin (see above), or is a
 * page a sign-in should not return to.
 *
 * `safeReturnPath('/companies?therapeuticAreas=Oncology&page=2')` → the same; `'//evil.test'`, `'/\\evil.test'`,
 * `'https://evil.test/'`, `'/%2F%2Fevil.test'` → null.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > RETURN_TO_MAX_LENGTH) return null;
  if (!candidate.startsWith('/') || leavesTheSite(candidate)) return null;
  let resolved: URL;
  try {
    resolved = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  if (NOT_RETURNED_TO.includes(resolved.pathname.replace(/\/+$/, '') || '/')) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** `path` with `returnTo` added to its query when there is a safe one to carry (`/login?returnTo=%2Fcompanies`). */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  if (!safe || safe === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(safe)}`;
}
