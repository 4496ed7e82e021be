/**
 * The one HTTP client of the SPA (docs/api-contract.md#how-the-web-calls-the-api), generated from the committed OpenAPI document:
 * `api` is openapi-fetch's client over `schema.d.ts`, so every path, path parameter, query and
 * request body is checked against the contract at compile time. Every call sends cookies; a JSON
 * content type is set only when there is a JSON body. Call sites wrap a call in {@link unwrap} (or
 * {@link unwrapWithHeaders}), which turns any non-OK answer into an {@link ApiError} carrying the
 * status and the server's human-readable `message` (error bodies look like
 * `{ statusCode, message, error, errors? }`, docs/api-contract.md#errors-and-validation).
 */
import createClient, { createQuerySerializer } from 'openapi-fetch';
import type { paths } from './schema';

/** A failed call: the HTTP status (0 when the server was not reached) and the server's `message`. */
export class ApiError extends Error {
  readonly status: number;
  /** Field messages of a validation error, when the server sent them. */
  readonly fieldErrors: Record<string, string> | undefined;
  /** The parsed error body, for answers that carry more than a message (the subscribe 403's verificationLevel). */
  readonly body: Record<string, unknown> | undefined;

  constructor(status: number, message: string, fieldErrors?: Record<string, string>, body?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

/** True for the errors the client throws (as opposed to an AbortError or a bug). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const NETWORK_FAILURE = 'Could not reach the server. Check your connection and try again.';

const serializeQuery = createQuerySerializer();

/** The typed client: `api.GET('/api/companies/{id}', { params: { path: { id } } })`. */
export const api = createClient<paths>({
  credentials: 'include',
  headers: { Accept: 'application/json' },
  // Empty filters are not sent (docs/api-contract.md#form-rules): openapi-fetch drops undefined and null, not ''.
  querySerializer: (query) => serializeQuery(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))),
});

api.use({
  // Only a failed fetch lands here (no answer at all); an aborted request stays an AbortError.
  onError: ({ error }) => (error instanceof DOMException && error.name === 'AbortError' ? undefined : new ApiError(0, NETWORK_FAILURE)),
});

function toApiError(response: Response, body: unknown): ApiError {
  const fallback = response.statusText ? `${response.status}: ${response.statusText}` : `Request failed (${response.status})`;
  // openapi-fetch hands over the parsed JSON, or the raw text when the body is not JSON (a proxy's
  // HTML page, say): keep the status line rather than markup.
  if (!body || typeof body !== 'object') return new ApiError(response.status, fallback);
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const text = Array.isArray(message) ? message.join(', ') : message;
  const fieldErrors = errors && typeof errors === 'object' ? (errors as Record<string, string>) : undefined;
  return new ApiError(response.status, typeof text === 'string' && text ? text : fallback, fieldErrors, body as Record<string, unknown>);
}

/** What an `api` call resolves to: openapi-fetch's `{ data } | { error }` with the response. */
interface CallResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * Awaits a typed call; returns the body (undefined for a 204) and the response headers, or throws
 * an {@link ApiError}. For the answers whose headers matter (`X-Total-Count`).
 */
export async function unwrapWithHeaders<Data>(call: Promise<CallResult<Data>>): Promise<{ data: Data; headers: Headers }> {
  const { data, error, response } = await call;
  if (!response.ok) throw toApiError(response, error);
  return { data: data as Data, headers: response.headers };
}

/** Awaits a typed call and returns its body, or throws an {@link ApiError}. */
export async function unwrap<Data>(call: Promise<CallResult<Data>>): Promise<Data> {
  return (await unwrapWithHeaders(call)).data;
}

/** Reads the `X-Total-Count` header (total matches before paging); falls back to `fallback`. */
export function totalCount(headers: Headers, fallback: number): number {
  const value = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * A multipart body serializer (the one file upload, docs/api-contract.md#errors-and-validation): the fields of the typed body
 * become form fields; the browser sets the multipart content type with its boundary.
 */
export function asFormData(body: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value);
  return form;
}
