import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Content codings the server sends, best first. */
export type ContentCoding = 'br' | 'gzip';

/** Bodies below this size (bytes) go uncompressed (docs/operations.md#delivery: JSON of 1 kB or more is compressed). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The coding to answer with for an `Accept-Encoding` header: brotli when accepted, else gzip, else
 * none. Tokens with `q=0` are refused; other q-values only decide acceptance (brotli wins ties
 * because it is smaller for the same CPU once cached).
 */
export function preferredCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(token.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * A complete response body kept in memory with its validator and its compressed forms, made once and
 * sent many times: visitors' public API answers, rendered HTML pages, static files.
 */
export class EncodedBody {
  /** Weak validator over the identity bytes: the same for every coding of them. */
  readonly etag: string;
  private readonly codings: Partial<Record<ContentCoding, Buffer>> = {};

  /**
   * @param identity the uncompressed bytes
   * @param precompressed compressed forms made earlier (the build's `.br`/`.gz` files)
   * @param compressOnDemand false for static files: only their precompressed forms are sent (woff2 or
   *   images are already compressed and must not be recompressed per request)
   */
  constructor(
    readonly identity: Buffer,
    precompressed: Partial<Record<ContentCoding, Buffer>> = {},
    private readonly compressOnDemand = true,
  ) {
    this.etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
    Object.assign(this.codings, precompressed);
  }

  /** The bytes for `coding`, compressed on first use (brotli at quality 5: fast, close to gzip -9 size or better). */
  bytes(coding: ContentCoding | null): Buffer {
    if (coding === null || this.identity.length < COMPRESSION_THRESHOLD) return this.identity;
    let encoded = this.codings[coding];
    if (!encoded && !this.compressOnDemand) return this.identity;
    if (!encoded) {
      encoded =
        coding === 'br'
          ? brotliCompressSync(this.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length } })
          : gzipSync(this.identity, { level: 6 });
      this.codings[coding] = encoded;
    }
    return encoded;
  }

  /**
   * Answers `request` with this body: 304 when `If-None-Match` names the ETag, otherwise the best
   * accepted coding with `Content-Encoding`, `Content-Length` and `Vary: Accept-Encoding`. `headers`
   * (content type, cache policy, …) are sent with both, after those the pipeline already set (request id,
   * security headers). They go to writeHead as one list.
   */
  send(request: IncomingMessage, response: ServerResponse, status: number, headers: Record<string, string>): void {
    const list: string[] = [];
    for (const name in headers) list.push(name, headers[name]);
    list.push('ETag', this.etag, 'Vary', 'Accept-Encoding');
    if (status === 200 && etagMatches(request.headers['if-none-match'], this.etag)) {
      response.writeHead(304, list);
      response.end();
      return;
    }
    let coding = this.identity.length < COMPRESSION_THRESHOLD ? null : preferredCoding(request.headers['accept-encoding']);
    // A static file precompressed with gzip only still goes out as gzip to a brotli-capable client.
    if (coding === 'br' && !this.compressOnDemand && !this.codings.br && this.codings.gzip) coding = 'gzip';
    const body = this.bytes(coding);
    if (coding && body !== this.identity) list.push('Content-Encoding', coding);
    list.push('Content-Length', String(body.length));
    response.writeHead(status, list);
    response.end(request.method === 'HEAD' ? undefined : body);
  }
}

/** Whether an `If-None-Match` header lists `etag` (weak comparison, as RFC 9110 §13.1.2 requires). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
