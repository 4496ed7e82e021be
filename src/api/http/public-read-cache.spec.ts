import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PublicReadChanges, type PublicReadChangeListener } from '../../domain/directory/public-read-changes.port';
import { PublicReadCache, type FrontAnswer, type FrontRead } from './public-read-cache';

/** A change feed that is up from the start and never reports a change. */
class FollowedChanges extends PublicReadChanges {
  subscribe(listener: PublicReadChangeListener): void {
    listener.following(true);
  }

  caughtUp(): Promise<void> {
    return Promise.resolve();
  }
}

/** A FrontRead for `/api/companies` whose answers come from `answer`, counting its calls. */
function frontRead(answer: (query: Record<string, unknown>) => Promise<FrontAnswer | undefined>): FrontRead & { calls: number } {
  const read = {
    path: '/api/companies',
    calls: 0,
    answer: (query: Record<string, unknown>) => {
      read.calls += 1;
      return answer(query);
    },
  };
  return read;
}

describe('PublicReadCache in front of the pipeline', () => {
  let server: Server;
  let base: string;
  let throughPipeline: string[];

  /** A server whose own handler (the pipeline) answers "from the pipeline", with the cache and `read` in front. */
  async function start(read: FrontRead): Promise<void> {
    throughPipeline = [];
    server = createServer((req, res) => {
      throughPipeline.push(req.url!);
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('from the pipeline');
    });
    new PublicReadCache(new FollowedChanges()).answerInFront(server, 'bv.sid', {
      reads: [read],
      securityHeaders: (_req, res, next) => {
        res.setHeader('X-Frame-Options', 'DENY');
        next();
      },
      parseQuery: (text) => Object.fromEntries(new URLSearchParams(text)),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const echo = async (query: Record<string, unknown>) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(query) });

  it("answers a visitor's valid uncached read itself, with the security headers, and keeps the answer for the next visitor", async () => {
    const read = frontRead(echo);
    await start(read);
    const first = await fetch(`${base}/api/companies?type=CRO`);
    expect(first.status).toBe(200);
    await expect(first.json()).resolves.toEqual({ type: 'CRO' });
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('etag')).toBeTruthy();
    const second = await fetch(`${base}/api/companies?type=CRO`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(second.status).toBe(304);
    expect(read.calls).toBe(1);
    expect(throughPipeline).toEqual([]);
  });

  it('hands a query the read declines (invalid) to the pipeline, which answers it', async () => {
    await start(frontRead(async () => undefined));
    const res = await fetch(`${base}/api/companies?sort=cheapest`);
    await expect(res.text()).resolves.toBe('from the pipeline');
    expect(throughPipeline).toEqual(['/api/companies?sort=cheapest']);
  });

  it('hands a read that fails to the pipeline, which answers it', async () => {
    await start(frontRead(() => Promise.reject(new Error('connection refused'))));
    const res = await fetch(`${base}/api/companies?type=CRO`);
    await expect(res.text()).resolves.toBe('from the pipeline');
    expect(throughPipeline).toEqual(['/api/companies?type=CRO']);
  });

  it("leaves a member's read, a NUL character and other paths to the pipeline without asking the read", async () => {
    const read = frontRead(echo);
    await start(read);
    for (const [path, headers] of [
      ['/api/companies?type=CRO', { Cookie: 'bv.sid=s%3Aabc.def' }],
      ['/api/companies?search=a%00b', {}],
      ['/api/companies/facets?type=CRO', {}],
      ['/api/account', {}],
    ] as const) {
      await expect((await fetch(`${base}${path}`, { headers })).text()).resolves.toBe('from the pipeline');
    }
    expect(read.calls).toBe(0);
    expect(throughPipeline).toHaveLength(4);
  });
});
