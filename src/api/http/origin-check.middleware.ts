import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests whose Origin (or, lacking it, Referer) names another origin than
 * APP_URL (DECISIONS §3). Requests with neither header (server-to-server, curl) pass; the session
 * cookie is SameSite=Lax besides.
 */
export function originCheck(appUrl: string) {
  const allowed = new URL(appUrl).origin;
  return (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method)) return next();
    const source = request.headers.origin ?? request.headers.referer;
    if (!source) return next();
    let origin: string | null;
    try {
      origin = new URL(source).origin;
    } catch {
      origin = null;
    }
    if (origin === allowed) return next();
    response.status(403).json({ statusCode: 403, message: 'Cross-site request refused', error: 'Forbidden' });
  };
}
