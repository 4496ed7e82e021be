import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

// Hostile values in every parameter of every endpoint of the committed OpenAPI document (query, path, JSON body
// fields, multipart fields), signed out, as an approved member and as an admin, never give a 5xx. The only 5xx
// allowed is a 503 the operation documents (billing off, health).
//
// Every run sends every whole-body case and, for every parameter (and every shape of page address outside the API),
// HOSTILE_SAMPLE_SIZE of its hostile values: a window over them, in an order fixed per parameter, that moves on by
// that many every day. So each run covers every parameter, and any run of consecutive days long enough to pass the
// window over all of a parameter's values (7 to 16 days for the lists below) covers every value. A failure names its
// day: HOSTILE_SEED=<YYYY-MM-DD> sends that day's sample again, HOSTILE_SAMPLE=all sends every value of every
// parameter (about 33,000 requests).

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  minLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
};
type Parameter = { name: string; in: 'query' | 'path' | 'header' | 'cookie'; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const document: Document = JSON.parse(readFileSync(join(__dirname, '../../docs/openapi.json'), 'utf8'));

/** Values no field expects: NUL, huge and empty strings, numbers out of range, unicode, markup, prototype names. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '',
  ' ',
  'x'.repeat(10_000),
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '9007199254740993',
  'NaN',
  '1.5',
  '0x1f',
  'true',
  'null',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀👩‍🔬',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '\uFEFF\u200B',
  '\uD800',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%',
  '__proto__',
  'constructor',
  'prototype',
  '00000000-0000-0000-0000-000000000000',
];
/** JSON body values: the strings above (one of them 100,000 characters long) plus every other JSON shape. */
const HOSTILE_JSON: unknown[] = [
  ...HOSTILE_TEXT,
  'y'.repeat(100_000),
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  true,
  false,
  null,
  [],
  ['a', 'b'],
  [1, [2, [3]]],
  {},
  { a: 1 },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
];
/** Appended to a plausible value, so that it passes the field's own format check (an email, a known enum). */
const HOSTILE_SUFFIXES = ['\u0000', '\u0000x', ' 😀', '\u202E', '\uD800', 'z'.repeat(10_000)];
/** Whole bodies that are not the object an endpoint reads. */
const HOSTILE_BODIES: unknown[] = [
  [],
  [{}],
  'text',
  42,
  null,
  JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}, "prototype": {}}'),
];
/** Path segments and query values sent raw (malformed percent-encoding, a UTF-8-encoded lone surrogate). */
const RAW_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF', '%u0000', '%ED%A0%80'];

/** encodeURIComponent, except for a lone surrogate (which it refuses): the bytes a careless client would send. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

/** Hostile values sent per parameter in one run (the others on other days). */
const HOSTILE_SAMPLE_SIZE = 4;
/** The sample's day: HOSTILE_SEED, else today's date (UTC), so a day's runs send the same cases. */
const SEED = process.env.HOSTILE_SEED ?? new Date().toISOString().slice(0, 10);
/** Days since 1970-01-01 of SEED: how far the window has moved. */
const DAY = Math.floor(Date.parse(`${SEED}T00:00:00Z`) / 86_400_000);
if (!Number.isInteger(DAY)) throw new Error(`HOSTILE_SEED must be a date (YYYY-MM-DD), not ${SEED}`);
const SEND_EVERY_VALUE = process.env.HOSTILE_SAMPLE === 'all';
/** Requests in flight at once for an operation whose cases do not depend on each other. */
const CONCURRENCY = 4;

/** A pseudo-random generator in [0, 1) seeded by a text (FNV-1a, then mulberry32): the same text, the same sequence. */
function seededRandom(text: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < text.length; i++) state = Math.imul(state ^ text.charCodeAt(i), 16777619) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `size` of `items` for the day DAY (all of them when there are no more): the items in an order shuffled once by a
 * generator seeded with `key`, then the window of `size` that starts `DAY * size` into that order, wrapping around.
 */
function sampleOf<T>(items: T[], size: number, key: string): T[] {
  if (items.length <= size) return items;
  const random = seededRandom(key);
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  const start = (DAY * size) % shuffled.length;
  return Array.from({ length: size }, (_, i) => shuffled[(start + i) % shuffled.length]);
}

/** Runs `work` on every item, at most `limit` at once. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.allOf)
    return schema.allOf
      .map(resolve)
      .reduce(
        (all, part) => ({ ...all, ...part, properties: { ...all.properties, ...part.properties }, required: [...(all.required ?? []), ...(part.required ?? [])] }),
        {},
      );
  if (schema.oneOf) return resolve(schema.oneOf[0]);
  return schema;
}

interface Fixtures {
  companyId: string;
  reviewId: string;
  pendingReviewId: string;
  submissionId: string;
  email: string;
}

/** A plausible value for a field, so that one hostile field at a time gets past the others. */
function sample(schema: Schema, name: string, fixtures: Fixtures): unknown {
  const s = resolve(schema);
  // Every email of a body is replaced by a fresh one when sent (see send), so examples must not stand in for it.
  if (s.type === 'string' && (s.format === 'email' || /email/i.test(name))) return fixtures.email;
  if (s.example !== undefined) return s.example;
  if (s.enum) return s.enum[0];
  const ids: Record<string, string> = { companyId: fixtures.companyId, reviewId: fixtures.pendingReviewId, submissionId: fixtures.submissionId };
  switch (s.type) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((key) => [key, sample(s.properties?.[key] ?? {}, key, fixtures)]));
    case 'array':
      return [sample(s.items ?? {}, name, fixtures)];
    case 'integer':
    case 'number':
      return s.minimum ?? 3;
    case 'boolean':
      return true;
    default:
      if (s.format === 'uuid') return ids[name] ?? fixtures.companyId;
      if (s.format === 'email' || /email/i.test(name)) return fixtures.email;
      if (s.format === 'date-time' || s.format === 'date') return new Date().toISOString().slice(0, 10);
      if (s.format === 'uri' || /url|website|profile/i.test(name)) return 'https://www.linkedin.com/in/someone';
      if (/password/i.test(name)) return 'a hostile but long enough password';
      return 'A plausible value'.padEnd(s.minLength ?? 0, '.');
  }
}

type Who = 'visitor' | 'member' | 'admin';
interface Case {
  /** The parameter it aims at (`query:type`, `path:id`, `body:email`, `multipart:file`), or `whole` for whole-body and pollution cases. */
  target: string;
  who: Who;
  method: string;
  path: string;
  query?: string;
  body?: unknown;
  multipart?: Record<string, string>;
  rawBody?: string;
}

describe('hostile input on every endpoint of the OpenAPI document', () => {
  let sut: TestApp;
  let fixtures: Fixtures;
  const agents: Partial<Record<Who, ReturnType<typeof request.agent>>> = {};
  let memberId = '';
  let memberEmail = '';
  let adminEmail = '';

  /**
   * What makes a repeated case answer 409 or 429 (a member's one pending request, a per-member limit, a
   * decided review) instead of running the code under test with the hostile value; undone before a resend.
   */
  const resets: Partial<Record<string, () => Promise<unknown>>> = {
    // An industry-verified member has nothing to request: the request path runs for a member who is not yet.
    'post /api/email/verification-request': async () => {
      await knexOf(sut.em())('email_verification_requests').where('user_id', memberId).delete();
      await knexOf(sut.em())('users').where('id', memberId).update({ industry_verified: false });
    },
    'post /api/vendor/register': () => knexOf(sut.em())('vendor_accounts').where('user_id', memberId).delete(),
    'post /api/company-submissions': () => knexOf(sut.em())('rate_limits').delete(),
    'post /api/company-submissions/{id}/document': () => knexOf(sut.em())('rate_limits').delete(),
    // Current-password checks are limited per member (docs/decisions/0025).
    'post /api/auth/change-password': () => knexOf(sut.em())('rate_limits').delete(),
    'post /api/account/delete': () => knexOf(sut.em())('rate_limits').delete(),
    'post /api/admin/moderate-review': () =>
      knexOf(sut.em())('reviews').where('id', fixtures.pendingReviewId).update({ moderation_status: 'pending', moderator_id: null, moderated_at: null }),
  };
  /** Puts back what a reset changed about the member, once the operation's cases are sent. */
  const restores: Record<string, () => Promise<unknown>> = {
    'post /api/email/verification-request': () => knexOf(sut.em())('users').where('id', memberId).update({ industry_verified: true }),
  };
  const server = () => sut.app.getHttpServer();

  beforeAll(async () => {
    // No network: discovery reads no source.
    sut = await startTestApp({ env: { DISCOVERY_WIKIDATA_URL: 'off', TRUST_PROXY: 'loopback' } });
    const em = sut.em();
    const ids = await insertCompanies(em, [aCompany({ name: 'Hostile Test CRO', website: 'https://hostile-test.example' })]);
    const companyId = ids['Hostile Test CRO'];
    const [reviewId, pendingReviewId] = await insertReviews(em, companyId, [{ overall: 8 } as never, { moderationStatus: 'pending' }]);
    ({ id: memberId, email: memberEmail } = await insertMember(em));
    adminEmail = (await insertMember(em, { userType: 'admin' })).email;
    agents.member = await signedInAgent(server(), memberEmail);
    agents.admin = await signedInAgent(server(), adminEmail);
    const submission = await agents.member.post('/api/company-submissions').send(
      sample({ $ref: '#/components/schemas/SubmitCompanyDto' }, 'body', {
        companyId,
        reviewId,
        pendingReviewId,
        submissionId: companyId,
        email: memberEmail,
      }) as object,
    );
    // The plausible email of bodies belongs to nobody: a hostile sign-in must not lock the member out.
    fixtures = { companyId, reviewId, pendingReviewId, submissionId: submission.body.id ?? companyId, email: 'bystander@pfizer.com' };
  });
  afterAll(() => sut.close());

  /** The cases of one operation: each query and path parameter, each body field, and whole hostile bodies. */
  function casesOf(path: string, method: string, operation: Operation, who: Who): Case[] {
    const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
    const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
    const validPath = (overrides: Record<string, string> = {}) =>
      path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        if (name in overrides) return overrides[name];
        if (name === 'email') return encodeURIComponent(fixtures.email);
        if (path.startsWith('/api/reviews/')) return fixtures.reviewId;
        if (path.includes('company-submissions')) return fixtures.submissionId;
        return fixtures.companyId;
      });
    const content = operation.requestBody?.content ?? {};
    const json = content['application/json']?.schema;
    const multipart = content['multipart/form-data']?.schema;
    const baseline = json ? (sample(json, 'body', fixtures) as Record<string, unknown>) : undefined;
    const cases: Case[] = [];
    const base = { target: 'whole', who, method, path: validPath(), body: baseline };
    for (const param of pathParams) {
      const target = `path:${param.name}`;
      for (const value of HOSTILE_TEXT) cases.push({ ...base, target, path: validPath({ [param.name]: encode(value) }) });
      for (const raw of RAW_ENCODINGS) cases.push({ ...base, target, path: validPath({ [param.name]: raw }) });
    }
    for (const param of queryParams) {
      const target = `query:${param.name}`;
      for (const value of HOSTILE_TEXT) {
        cases.push({ ...base, target, query: `${param.name}=${encode(value)}` });
        cases.push({ ...base, target, query: `${param.name}=a&${param.name}=${encode(value)}` });
      }
      for (const raw of RAW_ENCODINGS) cases.push({ ...base, target, query: `${param.name}=${raw}` });
    }
    cases.push({ ...base, query: '__proto__=1&constructor=2&prototype=3&__proto__[polluted]=1' });
    if (json) {
      const fields = Object.keys(resolve(json).properties ?? {});
      for (const field of [...fields, '__proto__', 'constructor', 'prototype']) {
        const plausible = baseline?.[field] ?? sample(resolve(json).properties?.[field] ?? {}, field, fixtures);
        const suffixed = typeof plausible === 'string' ? HOSTILE_SUFFIXES.map((suffix) => `${plausible}${suffix}`) : [];
        for (const value of [...HOSTILE_JSON, ...suffixed]) {
          const body = { ...baseline };
          Object.defineProperty(body, field, { value, enumerable: true, writable: true, configurable: true });
          cases.push({ ...base, target: `body:${field}`, body });
        }
      }
      for (const body of HOSTILE_BODIES) cases.push({ ...base, body });
      cases.push({ ...base, body: undefined, rawBody: '{"a":' });
    }
    if (multipart) {
      for (const field of [...Object.keys(resolve(multipart).properties ?? {}), 'other', '__proto__']) {
        for (const value of HOSTILE_TEXT.filter((v) => !v.includes('\u0000')))
          cases.push({ ...base, target: `multipart:${field}`, body: undefined, multipart: { [field]: value } });
      }
    }
    return cases;
  }

  let sequence = 0;

  /**
   * Sends one case. Each claims its own client address (the app trusts loopback proxies here) and uses its
   * own email where the plausible one stood, so the per-IP and per-email limits do not answer 429 in place
   * of the code under test.
   */
  async function send(c: Case): Promise<request.Response> {
    sequence++;
    const agent = c.who === 'visitor' ? request(server()) : agents[c.who]!;
    const url = c.query ? `${c.path}?${c.query}` : c.path;
    const test = (agent as unknown as Record<string, (url: string) => request.Test>)[c.method](url);
    test.set('X-Forwarded-For', `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`);
    if (c.body && typeof c.body === 'object' && !Array.isArray(c.body)) {
      c.body = Object.fromEntries(Object.entries(c.body).map(([key, value]) => [key, value === fixtures.email ? `hostile-${sequence}@pfizer.com` : value]));
    }
    if (c.rawBody !== undefined) return test.set('Content-Type', 'application/json').send(c.rawBody);
    if (c.multipart) {
      for (const [name, value] of Object.entries(c.multipart)) test.field(name, value);
      return test;
    }
    return c.body === undefined ? test : test.set('Content-Type', 'application/json').send(JSON.stringify(c.body));
  }

  const describeCase = (c: Case) => {
    const body = c.rawBody ?? (c.multipart ? `multipart ${JSON.stringify(c.multipart).slice(0, 120)}` : JSON.stringify(c.body)?.slice(0, 160));
    return `${c.who} ${c.method.toUpperCase()} ${`${c.path}${c.query ? `?${c.query}` : ''}`.slice(0, 200)} ${body ?? ''}`;
  };

  /**
   * The cases of one operation this run sends: every whole-body case and a sample of each parameter's, or only
   * the first of each parameter's (`onePerParameter`: behind a sign-in guard every case answers 401 alike).
   */
  function selected(cases: Case[], key: string, onePerParameter: boolean): Case[] {
    const byTarget = new Map<string, Case[]>();
    for (const c of cases) byTarget.set(c.target, [...(byTarget.get(c.target) ?? []), c]);
    return [...byTarget].flatMap(([target, group]) => {
      if (target === 'whole' || SEND_EVERY_VALUE) return onePerParameter ? group.slice(0, 1) : group;
      return sampleOf(group, onePerParameter ? 1 : HOSTILE_SAMPLE_SIZE, `${key}|${target}`);
    });
  }

  /**
   * Sends this run's cases of the operations `who` may call; returns the answers that break the rule. Fails
   * unless every parameter of every operation got at least one case.
   */
  async function sweep(who: Who, include: (path: string) => boolean): Promise<string[]> {
    const failures: string[] = [];
    const parameters = new Set<string>();
    const covered = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!include(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        // Signing out would end the agent's session for the rest of the sweep.
        if (who !== 'visitor' && path === '/api/auth/logout') continue;
        const key = `${who} ${method} ${path}`;
        const all = casesOf(path, method, operation, who);
        all.forEach((c) => parameters.add(`${key} ${c.target}`));
        const reset = resets[`${method} ${path}`];
        const check = async (c: Case) => {
          let res = await send(c);
          if (reset && (res.status === 409 || res.status === 429)) {
            await reset();
            res = await send(c);
          }
          covered.add(`${key} ${c.target}`);
          const documented503 = res.status === 503 && '503' in operation.responses;
          if (res.status >= 500 && !documented503) failures.push(`${res.status} ${describeCase(c)} → ${JSON.stringify(res.body).slice(0, 200)} (HOSTILE_SEED=${SEED})`);
          else if (res.status >= 400 && typeof res.body?.message !== 'string')
            failures.push(`${res.status} without the standard error body: ${describeCase(c)} → ${res.text.slice(0, 200)}`);
          return res;
        };
        const first = await check(all[0]);
        const guarded = who === 'visitor' && (first.status === 401 || first.status === 403);
        // Cases that reset shared state (a member's pending request, the rate limits) go one at a time.
        await inPool(selected(all.slice(1), key, guarded), reset ? 1 : CONCURRENCY, async (c) => void (await check(c)));
        await restores[`${method} ${path}`]?.();
        if (who !== 'visitor') {
          // A hostile sign-in must not have signed the agent out or in as someone else.
          const me = await agents[who]!.get('/api/auth/user');
          if (me.status !== 200 || me.body.email !== (who === 'admin' ? adminEmail : memberEmail)) {
            agents[who] = await signedInAgent(server(), who === 'admin' ? adminEmail : memberEmail);
          }
        }
      }
    }
    expect([...parameters].filter((parameter) => !covered.has(parameter))).toEqual([]);
    expect(parameters.size).toBeGreaterThan(50);
    return failures;
  }

  const isAdminPath = (path: string) => path.startsWith('/api/admin/') && path !== '/api/admin/create' && path !== '/api/admin/auth';

  it('never answers 5xx to a visitor', async () => {
    expect(await sweep('visitor', () => true)).toEqual([]);
  }, 600_000);

  it('never answers 5xx to an approved member', async () => {
    expect(await sweep('member', (path) => !isAdminPath(path))).toEqual([]);
  }, 600_000);

  it('never answers 5xx to an admin on the admin endpoints', async () => {
    expect(await sweep('admin', isAdminPath)).toEqual([]);
  }, 600_000);

  it('never answers 5xx for hostile page paths outside the API', async () => {
    const segments = [...HOSTILE_TEXT.map(encode), ...RAW_ENCODINGS];
    // Each shape of page address is a parameter of its own: this run's window of the hostile segments goes into each.
    const shapes = ['/*', '/companies/*', '/assets/*', '/sitemaps/*.xml', '/reset-password?token=*', '/companies?search=*'];
    const paths = shapes.flatMap((shape) =>
      (SEND_EVERY_VALUE ? segments : sampleOf(segments, HOSTILE_SAMPLE_SIZE, `page ${shape}`)).map((segment) => shape.replace('*', segment)),
    );
    const failures: string[] = [];
    await inPool(paths, CONCURRENCY, async (path) => {
      const res = await request(server()).get(path);
      if (res.status >= 500) failures.push(`${res.status} GET ${path.slice(0, 200)}`);
    });
    expect(failures).toEqual([]);
  });
});
