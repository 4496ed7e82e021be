import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { PublicReadChanges } from '../../domain/directory/public-read-changes.port';
import { EncodedBody } from './encoded-body';
import { urlMayHoldNul } from './nul-characters';

/** A complete answer kept for reuse. */
export interface CachedAnswer {
  status: number;
  /**
   * Headers of the answer besides ETag, Vary, Content-Encoding and Content-Length. For API answers, every header
   * the pipeline set that is the same for every visitor (security headers included, keptHeaders), as the answer
   * is replayed in front of the pipeline (answerInFront).
   */
  headers: Record<string, string>;
  body: EncodedBody;
}

/** What a FrontRead answers: a 200's body and the headers of its own (content type, totals). */
export interface FrontAnswer {
  headers: Record<string, string>;
  body: string;
}

/** A visitor's public read that PublicReadCache.answerInFront may compute itself when it is not cached. */
export interface FrontRead {
  /** The path it answers, without a query string (`/api/companies`). */
  readonly path: string;
  /**
   * The answer to the query (parsed as Express parses it), or undefined when the query is not valid, so that the
   * whole pipeline answers it with its 400. Throws what its read throws.
   */
  answer(query: Record<string, unknown>): Promise<FrontAnswer | undefined>;
}

/** What answerInFront needs to compute reads as the pipeline would. */
export interface FrontReads {
  reads: FrontRead[];
  /** The pipeline's security-header middleware (helmet), run on each answer computed in front; it calls `next` synchronously. */
  securityHeaders: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  /** Express's query parser (its `query parser fn` setting), so a query means here what it means to Nest. */
  parseQuery: (text: string) => Record<string, unknown>;
}

/** Upper bound of the bytes held (identity bytes; compressed forms add about a third), in bytes. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Public API paths whose answers are the same for every visitor without a session (DECISIONS §15):
 * the directory and everything under it (pages, facets, profiles, reviews as a visitor sees them) and
 * the scoring methodology. New public GETs under these paths join the cache by being there.
 */
export const PUBLIC_READ_PATHS = /^\/api\/(companies(\/[^?]*)?|methodology)(\?|$)/;

/**
 * In-process cache of serialised public answers with ETags, for one app instance. Every committed
 * write that changes public reads (on any instance) clears it, through PublicReadChanges (PostgreSQL
 * LISTEN/NOTIFY). While the change feed is down nothing is served from or stored in it. A fill that
 * started before a change is not stored (generation check), so a slow read never re-caches old data.
 */
@Injectable()
export class PublicReadCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private bytes = 0;
  private generation = 0;
  private following = false;

  constructor(changes: PublicReadChanges) {
    changes.subscribe({
      changed: () => this.clear(),
      following: (active) => {
        this.following = active;
        this.clear();
      },
    });
  }

  /** The current generation; pass it to `store` so a fill that raced a change is dropped. */
  begin(): number {
    return this.generation;
  }

  get(key: string): CachedAnswer | undefined {
    return this.following ? this.answers.get(key) : undefined;
  }

  /** Keeps `answer` under `key` unless a change happened since `generation` (oldest answers leave first past the size bound). */
  store(key: string, generation: number, answer: CachedAnswer): void {
    if (!this.following || generation !== this.generation) return;
    const previous = this.answers.get(key);
    if (previous) this.bytes -= previous.body.identity.length;
    this.answers.delete(key);
    this.answers.set(key, answer);
    this.bytes += answer.body.identity.length;
    for (const [oldKey, old] of this.answers) {
      if (this.bytes <= MAX_BYTES) break;
      this.answers.delete(oldKey);
      this.bytes -= old.body.identity.length;
    }
  }

  clear(): void {
    this.generation += 1;
    this.answers.clear();
    this.bytes = 0;
  }

  /**
   * Puts the cache in front of everything else on `server`: a visitor's public read (visitorRead) that is cached is
   * answered from memory before Express runs a single middleware; one that is not cached but is one of
   * `front.reads` is computed here (answerComputedInFront); every other request goes to the server's own request
   * handlers (the Express app) as before. The answer replays the headers the whole pipeline gave it when it
   * was stored (security headers included), so it is the same answer. At 100,000 companies a cached read through
   * Express allocated about 36 kB (router layers, helmet's headers), and the collector's pauses that followed set
   * the p99 under load (`npm run bench`).
   */
  answerInFront(server: Server, sessionCookieName: string, front?: FrontReads): void {
    const isVisitorRead = visitorRead(sessionCookieName);
    const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    const reads = new Map((front?.reads ?? []).map((read) => [read.path, read]));
    // Defined once, not per request: a cached hit should allocate as little as it can.
    const pipeline = (req: IncomingMessage, res: ServerResponse) => {
      for (const handler of handlers) handler.call(server, req, res);
    };
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!isVisitorRead(req)) return pipeline(req, res);
      const hit = this.get(req.url!);
      if (hit) {
        // Out here no Express error handler catches a throw, and an uncaught one would end the process: a hit that
        // fails before anything was sent goes on through Express instead, one that fails later ends its connection.
        try {
          return hit.body.send(req, res, hit.status, hit.headers);
        } catch (error) {
          if (res.headersSent) return void res.destroy(error as Error);
          return pipeline(req, res);
        }
      }
      const queryAt = req.url!.indexOf('?');
      const read = reads.get(queryAt < 0 ? req.url! : req.url!.slice(0, queryAt));
      // A NUL character gets the pipeline's own 400 (refuseNulCharacters).
      if (!read || !front || urlMayHoldNul(req.url!)) return pipeline(req, res);
      this.answerComputedInFront(read, front, req, res, queryAt < 0 ? '' : req.url!.slice(queryAt + 1)).then(
        (answered) => answered || pipeline(req, res),
        (error: unknown) => (res.headersSent ? res.destroy(error as Error) : pipeline(req, res)),
      );
    });
  }

  /**
   * Answers a visitor's uncached read with `read`, stores the answer like a fill through the pipeline would
   * (middleware) and resolves true; resolves false when the read declines (an invalid query), so that the pipeline
   * answers instead, with its 400. A read that fails rejects before anything is sent: the pipeline then reads again,
   * and answers and logs the error as it does for any request.
   */
  private async answerComputedInFront(read: FrontRead, front: FrontReads, req: IncomingMessage, res: ServerResponse, queryText: string): Promise<boolean> {
    const key = req.url!;
    const generation = this.begin();
    const computed = await read.answer(front.parseQuery(queryText));
    if (!computed) return false;
    front.securityHeaders(req, res, () => {});
    for (const [name, value] of Object.entries(computed.headers)) res.setHeader(name, value);
    const answer: CachedAnswer = { status: 200, headers: keptHeaders(res), body: new EncodedBody(Buffer.from(computed.body)) };
    this.store(key, generation, answer);
    answer.body.send(req, res, answer.status, answer.headers);
    return true;
  }

  /**
   * Express middleware for `/api` that fills the cache: a visitor's public GET/HEAD read that got here was not
   * cached when answerInFront saw it, so the handler's answer is stored (and sent from what was stored).
   * Requests with a session cookie pass through untouched: members may read more (review texts, unlisted
   * companies for admins).
   */
  middleware(sessionCookieName: string): RequestHandler {
    const isVisitorRead = visitorRead(sessionCookieName);
    return (req: Request, res: Response, next: NextFunction) => {
      if (!isVisitorRead(req)) return next();
      const key = req.originalUrl;
      const generation = this.begin();
      const send = res.send.bind(res);
      res.send = (body?: unknown) => {
        const status = res.statusCode;
        if ((status !== 200 && status !== 404) || res.getHeader('Set-Cookie') || !(typeof body === 'string' || Buffer.isBuffer(body))) return send(body);
        const answer: CachedAnswer = { status, headers: keptHeaders(res), body: new EncodedBody(Buffer.from(body)) };
        this.store(key, generation, answer);
        answer.body.send(req, res, status, answer.headers);
        return res;
      };
      next();
    };
  }
}

/**
 * A test for requests that may be a member's: they carry the session cookie (named `sessionCookieName`) or
 * an Authorization header. Such requests get no answer made for visitors (cached reads, prerendered pages).
 */
export function carriesSession(sessionCookieName: string): (req: IncomingMessage) => boolean {
  const cookiePattern = new RegExp(`(^|;\\s*)${sessionCookieName.replace(/[.]/g, '\\.')}=`);
  return (req) => Boolean(req.headers.authorization || (req.headers.cookie && cookiePattern.test(req.headers.cookie)));
}

/**
 * A test for a visitor's public read: a GET or HEAD of PUBLIC_READ_PATHS from a request that carries no
 * session (carriesSession). Its answer is the same for every visitor, so it needs no session either.
 */
export function visitorRead(sessionCookieName: string): (req: IncomingMessage & { originalUrl?: string }) => boolean {
  const signedIn = carriesSession(sessionCookieName);
  // Inside Express's `/api` mount, `url` lacks the mount path and `originalUrl` has it; in front of Express, `url` is whole.
  return (req) => (req.method === 'GET' || req.method === 'HEAD') && PUBLIC_READ_PATHS.test(req.originalUrl ?? req.url!) && !signedIn(req);
}

/**
 * Headers of one response only, never replayed: its request id, cookies, length, coding and validator (the cached
 * body sets its own), the date, and the connection's. Set-Cookie never gets here: such answers are not stored.
 */
const PER_RESPONSE_HEADERS = new Set([
  'x-request-id', 'set-cookie', 'content-length', 'content-encoding', 'etag', 'vary', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'cache-control',
]);

/** What the pipeline set on the answer that every visitor gets alike (content type, X-Total-Count, security headers), plus the cache policy. */
function keptHeaders(res: ServerResponse): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}
