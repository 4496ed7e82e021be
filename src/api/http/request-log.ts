import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { pinoHttp, type Options } from 'pino-http';
import type { AppConfig } from '../../config/app-config';

/**
 * What the request log may say about a request (docs/security.md#trust-and-safety-rules: no secret or token is ever logged).
 * Mailed links carry their one-time token in the query (`/api/auth/confirm-email?token=…`,
 * `/reset-password?token=…`), and a page opened from such a link names it again in the Referer of
 * every request it makes; both reach the log unless they are redacted here.
 */

/** Query parameters whose value is a secret: a token, a password, a secret or a signature. */
const SECRET_PARAMETER = /token|secret|password|signature/i;

/** What a secret's value is replaced with. */
export const REDACTED = '[redacted]';

function isSecretName(encodedName: string): boolean {
  try {
    return SECRET_PARAMETER.test(decodeURIComponent(encodedName.replace(/\+/g, ' ')));
  } catch {
    return SECRET_PARAMETER.test(encodedName);
  }
}

/**
 * The URL (a path with its query, or an absolute URL such as a Referer) with the value of every secret
 * query parameter replaced by `[redacted]`: `/reset-password?token=abc&x=1` → `/reset-password?token=[redacted]&x=1`.
 * Everything else is kept byte for byte, so the line still shows what was asked.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && isSecretName(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${redacted}${hashStart < 0 ? '' : url.slice(hashStart)}`;
}

/** A parsed query (`req.query`) with the values of secret parameters replaced. */
function redactQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, SECRET_PARAMETER.test(name) ? REDACTED : value]));
}

/** The fields pino-std-serializers gives a request (`url` is express's originalUrl). */
interface SerializedRequest {
  url?: unknown;
  query?: unknown;
  headers?: Record<string, unknown>;
  [field: string]: unknown;
}

/**
 * pino-http's request serializer: the standard fields, with secrets taken out of the URL, the parsed
 * query and the Referer. Returns a copy: the serialized `headers` is the live request's object.
 */
export function serializeRequestForLog(req: SerializedRequest): SerializedRequest {
  const headers = { ...(req.headers ?? {}) };
  for (const name of ['referer', 'referrer']) {
    if (typeof headers[name] === 'string') headers[name] = redactUrl(headers[name]);
  }
  return {
    ...req,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    query: redactQuery(req.query),
    headers,
  };
}

/**
 * Error fields holding live connection objects: pg-pool puts the idle client on the error it emits,
 * which would dump the whole connection (parameters, buffers, internal state) into the log line.
 */
const CONNECTION_FIELDS = ['client', 'connection'];

/** pino's error serializer output without connection objects (see {@link CONNECTION_FIELDS}). */
export function serializeErrorForLog(err: unknown): unknown {
  if (!err || typeof err !== 'object') return err;
  const copy: Record<string, unknown> = { ...(err as Record<string, unknown>) };
  for (const field of CONNECTION_FIELDS) delete copy[field];
  return copy;
}

/**
 * The request log's options: log level, the request id (a sane incoming `X-Request-Id` is kept, otherwise a UUID;
 * echoed in the answer's `X-Request-Id`), and serializers that leave secrets, cookies and auth headers out.
 * `/api/health` (polled by load balancers) is not logged.
 */
export function requestLogOptions(config: Pick<AppConfig, 'logLevel'>): Options {
  return {
    level: config.logLevel,
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    autoLogging: { ignore: (req) => req.url === '/api/health' },
  };
}

/**
 * The first middleware of the pipeline: every request, whatever answers it (a cached answer, a built file, a
 * page, the API), gets its request id and one log line when it completes.
 */
export function requestLog(config: Pick<AppConfig, 'logLevel'>): RequestHandler {
  return pinoHttp(requestLogOptions(config)) as unknown as RequestHandler;
}
