import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { PublicReadChanges } from '../../domain/directory/public-read-changes.port';
import { EVERY_KEY } from '../../domain/directory/public-read-keys';
import { carriesSession, sharedCacheability, SURROGATE_KEY_HEADER } from './cache-headers';
import { EncodedBody } from './encoded-body';

/** A complete answer kept for reuse: its status, its own headers (content type, totals, cache policy) and its body. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: EncodedBody;
}

/** Upper bound of the bytes held (identity bytes; compressed forms add about a third), in bytes. */
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  answer: CachedAnswer;
  /** The surrogate keys it depends on; null for an answer stored without keys, which any change drops. */
  keys: readonly string[] | null;
}

/**
 * Headers of one response only, never stored: its request id, cookies, length, coding and validator (the stored
 * body sets its own), the date, and the connection's.
 */
const PER_RESPONSE_HEADERS = new Set([
  'x-request-id',
  'set-cookie',
  'content-length',
  'content-encoding',
  'etag',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Each instance's own shared cache of visitors' public answers, for when no proxy is in front (and as a second
 * level when one is): an LRU of answers by URL, at most `maxBytes`, each kept as long as its `s-maxage` says and
 * until a change names one of its surrogate keys (PublicReadChanges, the one LISTEN of the instance). While the
 * change feed is down nothing is served from or stored in it. A fill that started before a change to one of its
 * keys is not stored, so a slow read never re-caches old data.
 */
export class PublicAnswerCache {
  private readonly entries: LRUCache<string, Entry>;
  /** URLs of the entries that depend on each key. */
  private readonly byKey = new Map<string, Set<string>>();
  /** URLs of the entries stored without keys. */
  private readonly unkeyed = new Set<string>();
  private generation = 0;
  /** The generation of the last change to each key, and of the last change to everything. */
  private readonly changedAt = new Map<string, number>();
  private everythingChangedAt = 0;
  private following = false;

  constructor(changes: PublicReadChanges, maxBytes = DEFAULT_MAX_BYTES) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.answer.body.identity.length),
      dispose: (entry, url) => this.unindex(url, entry),
    });
    changes.subscribe({
      changed: (keys) => this.purge(keys),
      following: (active) => {
        this.following = active;
        this.purge([EVERY_KEY]);
      },
    });
  }

  /** The current generation; pass it to `store` so a fill that raced a change is dropped. */
  begin(): number {
    return this.generation;
  }

  get(url: string): CachedAnswer | undefined {
    return this.following ? this.entries.get(url)?.answer : undefined;
  }

  /**
   * Keeps `answer` under `url`, depending on `keys` (without keys, on any change), for `seconds` (without, until
   * purged), unless a change to one of those keys happened since `generation`. The least recently used answers
   * leave first past the size bound.
   */
  store(url: string, generation: number, answer: CachedAnswer, keys?: readonly string[], seconds?: number): void {
    if (!this.following || this.everythingChangedAt > generation) return;
    if (keys ? keys.some((key) => (this.changedAt.get(key) ?? 0) > generation) : this.generation > generation) return;
    const entry: Entry = { answer, keys: keys ?? null };
    this.entries.set(url, entry, seconds ? { ttl: seconds * 1000 } : {});
    if (this.entries.get(url) !== entry) return; // larger than the whole cache
    if (!entry.keys) this.unkeyed.add(url);
    for (const key of entry.keys ?? []) {
      let urls = this.byKey.get(key);
      if (!urls) this.byKey.set(key, (urls = new Set()));
      urls.add(url);
    }
  }

  /** Drops every answer that depends on one of `keys` (`*`: every answer), and every answer stored without keys. */
  purge(keys: readonly string[]): void {
    this.generation += 1;
    if (keys.includes(EVERY_KEY)) {
      this.everythingChangedAt = this.generation;
      this.changedAt.clear();
      this.entries.clear();
      return;
    }
    for (const key of keys) {
      this.changedAt.set(key, this.generation);
      for (const url of [...(this.byKey.get(key) ?? [])]) this.entries.delete(url);
    }
    for (const url of [...this.unkeyed]) this.entries.delete(url);
  }

  /** Forgets where an entry that left the cache (purged, evicted, expired, replaced) was indexed. */
  private unindex(url: string, entry: Entry): void {
    if (!entry.keys) this.unkeyed.delete(url);
    for (const key of entry.keys ?? []) {
      const urls = this.byKey.get(key);
      urls?.delete(url);
      if (urls?.size === 0) this.byKey.delete(key);
    }
  }

  /** How many answers are held (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Express middleware in front of the answers it keeps, after compression (it keeps and sends identity bytes and
   * makes its own codings) and before sessions, for the API's answers and the web app's pages alike. A visitor's
   * GET or HEAD (no session cookie, no Authorization: carriesSession) that is stored is answered from here, with a
   * 304 when its ETag matches. Otherwise the request goes on, and an answer its route declared public
   * (`Cache-Control: public` with `s-maxage` and a `Surrogate-Key`: PublicAnswer, a page's headers) is gathered as
   * it is written, stored, and sent from what was stored; any other answer streams through untouched from its first
   * byte. Members' requests pass through: they may read more (review texts by plan, unlisted companies for admins).
   * With `keepsPolicy` (pages) an answer keeps its Content-Security-Policy, because its inline scripts carry the
   * nonce that policy names. A HEAD is answered from a stored answer but never fills one (it has no body).
   */
  middleware(sessionCookieName: string, { keepsPolicy = false } = {}): RequestHandler {
    const signedIn = carriesSession(sessionCookieName);
    return (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || signedIn(req)) return next();
      const url = req.originalUrl;
      const hit = this.get(url);
      if (hit) return hit.body.send(req, res, hit.status, hit.headers);
      if (req.method === 'HEAD') return next();
      const generation = this.begin();
      // Set by the pipeline on every response before this point (request id, security headers): not the answer's own.
      const pipelineHeaders = new Set(Object.keys(res.getHeaders()).filter((name) => !(keepsPolicy && name === 'content-security-policy')));
      const write = res.write;
      const end = res.end;
      const chunks: Buffer[] = [];
      let cacheable: ReturnType<typeof sharedCacheability> | undefined;
      // Decided once, at the first byte, when the status and headers are final.
      const storing = () => {
        if (cacheable === undefined) {
          const plain = res.statusCode === 200 && !res.getHeader('Set-Cookie') && !res.getHeader('Content-Encoding');
          cacheable = plain ? sharedCacheability(res.getHeader('Cache-Control'), res.getHeader(SURROGATE_KEY_HEADER)) : null;
          if (!cacheable) Object.assign(res, { write, end });
        }
        return cacheable !== null;
      };
      res.write = function gather(this: Response, chunk: unknown, ...rest: unknown[]) {
        if (!storing()) return (write as (...args: unknown[]) => boolean).call(res, chunk, ...rest);
        chunks.push(chunkBytes(chunk, rest[0]));
        const callback = rest.find((arg): arg is () => void => typeof arg === 'function');
        if (callback) process.nextTick(callback);
        return true;
      } as Response['write'];
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (!storing()) return (end as (...args: unknown[]) => Response).call(res, chunk, ...rest);
        if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(chunkBytes(chunk, rest[0]));
        const done = [chunk, ...rest].find((arg): arg is () => void => typeof arg === 'function');
        if (done) res.once('finish', done);
        Object.assign(res, { write, end });
        const answer: CachedAnswer = { status: 200, headers: ownHeaders(res, pipelineHeaders), body: new EncodedBody(Buffer.concat(chunks)) };
        this.store(url, generation, answer, cacheable!.keys, cacheable!.seconds);
        answer.body.send(req, res, answer.status, answer.headers);
        return res;
      }) as Response['end'];
      next();
    };
  }
}

/** The chunk passed to `write` or `end`, as bytes (a string in the given encoding, UTF-8 by default). */
function chunkBytes(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/** The headers the answer itself set (content type, X-Total-Count, cache policy, surrogate keys). */
function ownHeaders(res: ServerResponse, pipelineHeaders: ReadonlySet<string>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || pipelineHeaders.has(name) || PER_RESPONSE_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}
