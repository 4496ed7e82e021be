import { json, type RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';

/**
 * Deepest nesting of arrays and objects a JSON body may have. No request of this API nests deeper than a few
 * levels; a body nested thousands of levels deep (well under the size limit) used to make the validation pipe
 * recurse until the stack overflowed, costing a tenth of a second of CPU per request (docs/security.md).
 */
export const MAX_JSON_DEPTH = 32;

/** The answer to a body nested deeper than {@link MAX_JSON_DEPTH} (400). */
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply';

/** body-parser's error type for it, so the error filter answers it like the parser's own failures. */
export const TOO_DEEP_TYPE = 'entity.too.deep';

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * The code units of a body in a UTF charset: bytes for UTF-8, 16- or 32-bit units otherwise (JSON's structural
 * characters are ASCII, and no other character's code unit equals one, so counting units is exact). The byte order
 * of "utf-16"/"utf-32" without one named comes from the byte order mark (little-endian without it).
 */
function unitReader(body: Buffer, charset: string): { count: number; at: (i: number) => number } {
  const width = charset.startsWith('utf-32') ? 4 : charset.startsWith('utf-16') ? 2 : 1;
  if (width === 1) return { count: body.length, at: (i) => body[i] };
  const bigEndian = charset.endsWith('be') || (!charset.endsWith('le') && (width === 2 ? body[0] === 0xfe && body[1] === 0xff : body[2] === 0xfe && body[3] === 0xff));
  const count = Math.floor(body.length / width);
  if (width === 2) return { count, at: (i) => (bigEndian ? body.readUInt16BE(i * 2) : body.readUInt16LE(i * 2)) };
  return { count, at: (i) => (bigEndian ? body.readUInt32BE(i * 4) : body.readUInt32LE(i * 4)) };
}

/**
 * Whether the raw JSON text nests arrays and objects deeper than `maxDepth`, by one pass over its code units
 * (brackets inside strings do not count). Linear in the body's size, and stops at the first level too deep.
 * Malformed text is left to the parser.
 * @param charset body-parser's name of the body's charset, e.g. "utf-8" (the default), "utf-16le".
 */
export function nestsDeeperThan(body: Buffer, maxDepth: number, charset = 'utf-8'): boolean {
  const { count, at } = unitReader(body, charset.toLowerCase());
  let depth = 0;
  let inString = false;
  for (let i = 0; i < count; i++) {
    const unit = at(i);
    if (inString) {
      if (unit === BACKSLASH) i++;
      else if (unit === QUOTE) inString = false;
    } else if (unit === QUOTE) {
      inString = true;
    } else if (unit === OPEN_OBJECT || unit === OPEN_ARRAY) {
      if (++depth > maxDepth) return true;
    } else if (unit === CLOSE_OBJECT || unit === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/** A body-parser error: its status and type reach the error filter, which answers 400 with {@link TOO_DEEP_MESSAGE}. */
class BodyTooDeepError extends Error {
  readonly status = 400;
  readonly type = TOO_DEEP_TYPE;
  constructor() {
    super(TOO_DEEP_MESSAGE);
  }
}

/**
 * The JSON body parser of every route: express.json with `limit`, which keeps the raw bytes on `req.rawBody`
 * (Stripe's webhook signature is computed over them) and refuses a body nested deeper than
 * {@link MAX_JSON_DEPTH} before JSON.parse, validation or any route sees it.
 */
export function jsonBodyParser(limit: string): RequestHandler {
  return json({
    limit,
    verify: (req: IncomingMessage & { rawBody?: Buffer }, _res, body, encoding) => {
      req.rawBody = body;
      if (nestsDeeperThan(body, MAX_JSON_DEPTH, encoding ?? 'utf-8')) throw new BodyTooDeepError();
    },
  });
}
