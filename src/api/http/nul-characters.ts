import type { OpenAPIObject } from '@nestjs/swagger';
import type { RequestHandler } from 'express';
import { ValidationFailedException } from './api-error';

/**
 * The NUL character (U+0000): PostgreSQL cannot store it in text, so any value holding it used to fail
 * deep in a query with a 500. No field of this API has a use for it (docs/security.md#trust-and-safety-rules: → 400).
 */
const NUL = '\u0000';

/** The message of a field holding a NUL character. */
export const nulCharacterMessage = (field: string) => `${field} must not contain a NUL character`;

/**
 * Whether a URL (or its path) may carry a NUL character: escaped as `%00`, or raw. A parsed query holds one only
 * then (HTTP refuses a raw NUL in a URL), so the query need not be searched otherwise.
 */
export function urlMayHoldNul(url: string): boolean {
  return url.includes('%00') || url.includes(NUL);
}

/** Nesting beyond this is not searched: body-parser's JSON is bounded by 100 kB, and a pipe refuses shapes it does not know. */
const MAX_DEPTH = 32;

/** The dotted path of the first string (value or key) holding a NUL character in `value`, or null. */
function nulIn(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return path || 'body';
    const found = nulIn(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Express middleware for `/api`, after the body parsers: a NUL character in the path (`%00`), in any
 * query parameter or in any JSON or form field (names included) answers 400 with the standard error body
 * naming the field, before any route, guard or query sees it. Multipart fields are read later by
 * their route's interceptor, which only takes the file.
 */
export function refuseNulCharacters(): RequestHandler {
  return (req, _res, next) => {
    let field: string | null = urlMayHoldNul(req.path) ? 'path' : null;
    if (field === null && urlMayHoldNul(req.originalUrl)) field = nulIn(req.query, '');
    if (field === null && req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) field = nulIn(req.body, '');
    next(field === null ? undefined : new ValidationFailedException({ [field]: nulCharacterMessage(field) }));
  };
}

const OPERATIONS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

/**
 * Adds the 400 of {@link refuseNulCharacters} to every operation that takes parameters or a body and
 * does not document a 400 yet, so the contract lists every error answer.
 */
export function documentNulCharacterAnswers(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const operation of OPERATIONS.map((method) => path[method])) {
      if (!operation || operation.responses['400'] || (!operation.parameters?.length && !operation.requestBody)) continue;
      operation.responses['400'] = {
        description: 'A NUL character in a parameter or field',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorDto' } } },
      };
    }
  }
  return document;
}
