/**
 * Absolute lifetime of a signed-in session, in milliseconds: 30 days from sign-in, however active
 * the session is. The 7-day idle timeout (docs/accounts.md) ends idle sessions sooner; this one bounds how long a
 * stolen session cookie can be kept alive by using it.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether a session signed in at `signedInAt` (ms since the epoch) has outlived its absolute lifetime at `now`. */
export function sessionOutlived(signedInAt: number, now: Date): boolean {
  return now.getTime() - signedInAt > SESSION_ABSOLUTE_LIFETIME_MS;
}
