/** A source's HTTP call failed in a way worth reporting to the admin (timeout, HTTP error, unreadable answer). */
export class SourceError extends Error {}

/** Largest answer a source may send (bytes); a larger one is an error rather than a memory hazard. */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/**
 * fetch with a deadline and a size cap: the whole exchange (headers and body) must finish within
 * `timeoutMs`, and the body, read as a stream, may not exceed `maxBytes` (default MAX_SOURCE_BYTES).
 * Redirects are refused (a source is configured with its final address), so an answer can never come
 * from a host nobody configured.
 * @throws SourceError "timed out after N ms", "HTTP 503 from host", "the answer from host is larger than
 *   N MB", "host answered with a redirect, …", or "could not reach host: …".
 */
export async function fetchText(url: string, init: RequestInit, timeoutMs: number, maxBytes = MAX_SOURCE_BYTES): Promise<{ text: string; contentType: string }> {
  const host = new URL(url).host;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal, redirect: 'manual' });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new SourceError(`${host} answered with a redirect (HTTP ${response.status}); configure the final address`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new SourceError(`HTTP ${response.status} from ${host}`);
    }
    return { text: await readCapped(response, host, maxBytes), contentType: response.headers.get('content-type') ?? '' };
  } catch (error) {
    if (error instanceof SourceError) throw error;
    if (signal.aborted) throw new SourceError(`timed out after ${timeoutMs} ms`);
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new SourceError(`could not reach ${host}: ${cause}`);
  }
}

/** "20 MB" for whole megabytes, otherwise "1024 bytes". */
export const sizeText = (bytes: number) => (bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`);

/** The body as UTF-8 text, read chunk by chunk and abandoned as soon as it passes `maxBytes`. */
async function readCapped(response: Response, host: string, maxBytes: number): Promise<string> {
  const tooLarge = () => new SourceError(`the answer from ${host} is larger than ${sizeText(maxBytes)}`);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
