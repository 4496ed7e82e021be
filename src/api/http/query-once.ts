import type { RequestHandler } from 'express';

/**
 * Express middleware: parses `req.query` once and keeps it on the request. Express 5 parses the query string
 * again on every read of `req.query` (a getter of the request prototype), and the NUL check, the request log and
 * Nest's `@Query()` each read it. The kept value is the parser's own: an own property of the request shadows the
 * getter.
 */
export function parseQueryOnce(): RequestHandler {
  return (req, _res, next) => {
    Object.defineProperty(req, 'query', { value: req.query, writable: true, enumerable: true, configurable: true });
    next();
  };
}
