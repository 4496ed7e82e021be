import type { RequestHandler, Request } from 'express';
import { sessionOutlived } from '../../domain/accounts/session-policy';

declare module 'express-session' {
  interface SessionData {
    /** When the member signed in to this session, ms since the epoch (the absolute lifetime counts from it). */
    signedInAt?: number;
    /** In demo mode, the paid tier lent to this session (demo-upgrade.ts); never set otherwise. */
    demoTier?: string;
  }
}

/*
 * Session ages are wall-clock time, like the store's idle expiry (the `expire` column), never the app's Clock:
 * that one ages tokens and quotas, and tests move it by years without meaning to end sessions.
 */

/** Records the sign-in time in the (just regenerated) session; call right after `request.login`. */
export function markSignedIn(request: Request): void {
  request.session.signedInAt = Date.now();
}

/**
 * Ends a signed-in session older than its absolute lifetime (30 days) even if it was used every
 * day: the session is regenerated (the old one leaves the store) and the request goes on signed out, so the
 * endpoint answers as it would to a visitor. Runs after passport's session middleware. A signed-in session
 * without a sign-in time (started before this rule) gets one now.
 */
export function endOutlivedSessions(): RequestHandler {
  return (request, _response, next) => {
    if (!request.user || !request.session) return next();
    const signedInAt = request.session.signedInAt;
    if (signedInAt === undefined) {
      request.session.signedInAt = Date.now();
      return next();
    }
    if (!sessionOutlived(signedInAt, new Date())) return next();
    request.session.regenerate((error) => {
      if (error) return next(error);
      request.user = undefined;
      next();
    });
  };
}
