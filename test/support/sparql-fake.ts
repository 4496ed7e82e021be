import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One company as Wikidata would describe it; unset facts are absent from the bindings. */
export interface WikidataItem {
  id: string;
  label: string;
  category?: 'cro' | 'cmo' | 'cdmo';
  country?: string;
  headquarters?: string;
  website?: string;
  /** xsd:dateTime, e.g. "1984-01-01T00:00:00Z" */
  inception?: string;
  ticker?: string;
  employees?: number;
}

/**
 * What the fake answers: SPARQL JSON results, text that is not JSON, JSON that is not a results document,
 * or nothing until the client gives up.
 */
export type FakeMode = 'results' | 'garbage' | 'not-results' | 'hang';

export interface RecordedRequest {
  path: string;
  method: string;
  userAgent: string | undefined;
  accept: string | undefined;
  body: string;
}

const literal = (value: string) => ({ type: 'literal', value });

/**
 * A local SPARQL endpoint speaking the SPARQL 1.1 Query Results JSON format
 * (https://www.w3.org/TR/sparql11-results-json/), standing in for query.wikidata.org in tests. It also
 * serves feed files under /feeds/<name> so feed sources can be driven over HTTP.
 */
export class SparqlFake {
  items: WikidataItem[] = [];
  mode: FakeMode = 'results';
  /** Feed files by name (served at /feeds/<name>); a name in `hangingFeeds` never answers. */
  feeds = new Map<string, { contentType: string; body: string }>();
  hangingFeeds = new Set<string>();
  readonly requests: RecordedRequest[] = [];
  private server: Server | null = null;
  private readonly hanging = new Set<IncomingMessage>();

  /** Starts listening on a free port; returns the endpoint URL (…/sparql). */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        this.requests.push({ path, method: req.method ?? 'GET', userAgent: req.headers['user-agent'], accept: req.headers.accept, body });
        if (path.startsWith('/feeds/')) {
          const name = decodeURIComponent(path.slice('/feeds/'.length));
          if (this.hangingFeeds.has(name)) return void this.hanging.add(req);
          const feed = this.feeds.get(name);
          if (!feed) return void res.writeHead(404).end('not found');
          return void res.writeHead(200, { 'content-type': feed.contentType }).end(feed.body);
        }
        if (path !== '/sparql') return void res.writeHead(404).end();
        if (this.mode === 'hang') return void this.hanging.add(req);
        if (this.mode === 'garbage') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Service temporarily unavailable</body></html>');
        if (this.mode === 'not-results') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"error":"query timeout"}');
        const query = new URLSearchParams(body).get('query') ?? '';
        res.writeHead(200, { 'content-type': 'application/sparql-results+json' }).end(JSON.stringify(this.results(query)));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `${this.origin}/sparql`;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** Requests to the SPARQL endpoint itself (not the feeds). */
  get queries(): RecordedRequest[] {
    return this.requests.filter((r) => r.path === '/sparql');
  }

  /** The SPARQL query text of a recorded request (form-encoded `query=`). */
  static queryOf(request: RecordedRequest): string {
    return new URLSearchParams(request.body).get('query') ?? '';
  }

  /**
   * The items the query asks for, as WDQS would pick them: only the categories named in its VALUES
   * block (`"cro")` and so on), and at most the query's LIMIT distinct items.
   */
  private results(query: string) {
    const vars = ['item', 'itemLabel', 'category', 'countryLabel', 'hqLabel', 'website', 'inception', 'ticker', 'employees'];
    const asked = new Set([...query.matchAll(/"(cro|cmo|cdmo)"\)/g)].map((m) => m[1]));
    const limit = Number(/\bLIMIT (\d+)\s*$/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    const ids: string[] = [];
    const chosen = this.items.filter((item) => {
      if (!asked.has(item.category ?? 'cro')) return false;
      if (!ids.includes(item.id)) {
        if (ids.length >= limit) return false;
        ids.push(item.id);
      }
      return true;
    });
    const bindings = chosen.map((item) => ({
      item: { type: 'uri', value: `http://www.wikidata.org/entity/${item.id}` },
      itemLabel: { ...literal(item.label), 'xml:lang': 'en' },
      category: literal(item.category ?? 'cro'),
      ...(item.country ? { countryLabel: literal(item.country) } : {}),
      ...(item.headquarters ? { hqLabel: literal(item.headquarters) } : {}),
      ...(item.website ? { website: { type: 'uri', value: item.website } } : {}),
      ...(item.inception ? { inception: { ...literal(item.inception), datatype: 'http://www.w3.org/2001/XMLSchema#dateTime' } } : {}),
      ...(item.ticker ? { ticker: literal(item.ticker) } : {}),
      ...(item.employees !== undefined ? { employees: { ...literal(String(item.employees)), datatype: 'http://www.w3.org/2001/XMLSchema#decimal' } } : {}),
    }));
    return { head: { vars }, results: { bindings } };
  }

  async stop(): Promise<void> {
    for (const req of this.hanging) req.socket.destroy();
    this.hanging.clear();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
