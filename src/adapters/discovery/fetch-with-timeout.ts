/** A source's HTTP call failed in a way worth reporting to the admin (timeout, HTTP error, unreadable answer). */
export class SourceError extends Error {}

/**
 * fetch with a deadline: the whole exchange (headers and body) must finish within `timeoutMs`.
 * @throws SourceError "timed out after N ms", "HTTP 503 from host", or "could not reach host: …".
 */
export async function fetchText(url: string, init: RequestInit, timeoutMs: number): Promise<{ text: string; contentType: string }> {
  const host = new URL(url).host;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal, redirect: 'follow' });
    if (!response.ok) throw new SourceError(`HTTP ${response.status} from ${host}`);
    return { text: await response.text(), contentType: response.headers.get('content-type') ?? '' };
  } catch (error) {
    if (error instanceof SourceError) throw error;
    if (signal.aborted) throw new SourceError(`timed out after ${timeoutMs} ms`);
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new SourceError(`could not reach ${host}: ${cause}`);
  }
}
