import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests whose Origin (or, lacking it, Referer) names another origin than
 * APP_URL, and those a browser marks `Sec-Fetch-Site: cross-site` while sending neither (docs/security.md).
 * Requests with none of these headers (server-to-server, curl) pass; the session cookie is SameSite=Lax besides.
 */
export function originCheck(appUrl: string) {
  const allowed = new URL(appUrl).origin;
  return (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method)) return next();
    const source = request.headers.origin ?? request.headers.referer;
    if (!source && request.headers['sec-fetch-site'] === 'cross-site') return refuse(response);
    if (!source) return next();
    let origin: string | null;
    try {
      origin = new URL(source).origin;
    } catch {
      origin = null;
    }
    if (origin === allowed) return next();
    refuse(response);
  };
}

const refuse = (response: Response): void => {
  response.status(403).json({ statusCode: 403, message: 'Cross-site request refused', error: 'Forbidden' });
};
