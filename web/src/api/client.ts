/**
 * The one HTTP client of the SPA (spec part 1 §7): every call sends cookies, a JSON content type
 * is set only when there is a body, and any non-OK answer becomes an {@link ApiError} carrying the
 * status and the server's human-readable `message` (error bodies look like
 * `{ statusCode, message, error, errors? }`, DECISIONS §2).
 */

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

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Query values; undefined, null and '' are left out of the URL ("empty filters are not sent"). */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = response.statusText ? `${response.status}: ${response.statusText}` : `Request failed (${response.status})`;
  const text = await response.text().catch(() => '');
  if (!text) return new ApiError(response.status, fallback);
  try {
    const body = JSON.parse(text) as ErrorBody;
    const message = Array.isArray(body.message) ? body.message.join(', ') : body.message;
    const errors =
      body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : undefined;
    return new ApiError(response.status, typeof message === 'string' && message ? message : fallback, errors, body as Record<string, unknown>);
  } catch {
    // Not JSON (a proxy's HTML page, say): keep the status line rather than markup.
    return new ApiError(response.status, fallback);
  }
}

/** Sends a request and returns the parsed JSON body together with the response headers. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const hasBody = request.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, request.query), {
      method: request.method ?? 'GET',
      credentials: 'include',
      headers: hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: request.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw await toApiError(response);
  const data = (response.status === 204 ? undefined : await response.json()) as T;
  return { data, headers: response.headers };
}

/** GET returning only the body. */
export async function apiGet<T>(path: string, query?: QueryParams): Promise<T> {
  return (await apiRequest<T>(path, { query })).data;
}

/** Reads the `X-Total-Count` header (total matches before paging); falls back to `fallback`. */
export function totalCount(headers: Headers, fallback: number): number {
  const value = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * Sends a multipart form (the one file upload, DECISIONS §2) and returns the parsed JSON body; the
 * browser sets the multipart content type with its boundary.
 */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' }, body: form });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}
