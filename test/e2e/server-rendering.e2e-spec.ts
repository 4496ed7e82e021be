import request from 'supertest';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';
import { WebPublicReads } from '../../src/api/web/web-public-reads';

// Every page comes rendered from the server (React Router's framework mode, web/src/app), with its styles and
// the data it was rendered from; the browser takes it over without fetching that data again.
// scripts/test.mjs builds the web app before the tests run.
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

/** The markup inside `#root`. */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script/.exec(html)![1];
/** What a reader sees in `#root`: tags dropped, entities of the test data decoded, spaces collapsed. */
const textOf = (html: string) =>
  rootOf(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
/** The page's data as React Router streams it into the page (its inline scripts' string arguments, decoded). */
const dataOf = (html: string) => [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]) as string).join('');
/** The nonce the response's Content-Security-Policy allows inline scripts by. */
const nonceOf = (res: request.Response) => /script-src [^;]*'nonce-([^']+)'/.exec(res.headers['content-security-policy'])![1];
/** The page's HTML with the response's nonce taken out, to compare two answers. */
const withoutNonce = (res: request.Response) => res.text.split(nonceOf(res)).join('');

describe('Pages rendered on the server', () => {
  let sut: TestApp;
  let ids: Record<string, string>;
  let pendingReviewId: string;
  const server = () => sut.app.getHttpServer();
  const visit = (path: string, userAgent = DESKTOP) => request(server()).get(path).set('User-Agent', userAgent);

  beforeAll(async () => {
    sut = await startTestApp();
    ids = await insertCompanies(sut.em(), [
      aCompany({ name: 'Lonza', type: 'CDMO', location: 'Basel', country: 'Switzerland', description: 'Biologics </script><script>alert(1)</script> at scale.' }),
      aCompany({ name: 'Quiet Labs', type: 'CRO', location: 'Boston', country: 'United States' }),
      aCompany({ name: 'Rhine Cell Therapies', type: 'CDMO', location: 'Mainz', country: 'Germany' }),
    ]);
    await insertReviews(sut.em(), ids.Lonza, [{ technicalExpertise: 8, timeline: 6 }]);
    await insertReviews(sut.em(), ids.Lonza, [{ technicalExpertise: 10, moderationStatus: 'pending' }]);
    // The company whose pending review one test approves, so that Lonza's page stays as the other tests expect it.
    await insertReviews(sut.em(), ids['Rhine Cell Therapies'], [{ technicalExpertise: 8, timeline: 6 }]);
    [pendingReviewId] = await insertReviews(sut.em(), ids['Rhine Cell Therapies'], [{ technicalExpertise: 10, moderationStatus: 'pending' }]);
  });
  afterAll(() => sut.close());

  it('sends a visitor the landing page, the directory and a profile rendered, with their styles and data', async () => {
    for (const [path, expected] of [
      ['/', ['Lonza', 'Choose CROs, CMOs and CDMOs on vetted, anonymous peer reviews']],
      ['/companies', ['Lonza', 'Quiet Labs', 'Filters']],
      [`/companies/${ids.Lonza}`, ['Lonza', 'Basel', 'Total reviews 1']],
    ] as const) {
      const html = (await visit(path).expect(200)).text;
      for (const text of expected) expect(textOf(html)).toContain(text);
      expect(html).toMatch(/<style data-emotion="css [^"]+">/);
      // The data the page was rendered from travels with it (as the page's SWR keys), so the browser fetches none of it again.
      const data = dataOf(html);
      expect(data).toMatch(/"companies"|"company"/);
      expect(data).toContain('"Lonza"');
    }
  });

  it("starts the app from its entry and the page's route module, every inline script carrying the response's nonce", async () => {
    const res = await visit('/companies').expect(200);
    expect(res.text).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"/);
    expect(res.text).toMatch(/<link rel="modulepreload" href="\/assets\/directory-[\w-]+\.js"/);
    const nonce = nonceOf(res);
    const scripts = [...res.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(2);
    // Data blocks (JSON-LD) are not run and need none; every script the browser runs carries the nonce.
    expect(scripts.filter((attributes) => !attributes.includes('application/ld+json') && !attributes.includes(`nonce="${nonce}"`))).toEqual([]);
    // A new nonce for every rendering (a visitor's stored page replays its own, with the body that carries it).
    expect(nonceOf(await visit('/companies?sort=name').expect(200))).not.toBe(nonce);
    expect(nonceOf(await visit('/companies').set('Cookie', 'bv.sid=s%3Asomething.sig').expect(200))).not.toBe(nonce);
  });

  it('renders the directory the query string asks for', async () => {
    const text = textOf((await visit('/companies?search=Quiet').expect(200)).text);
    expect(text).toContain('Quiet Labs');
    expect(text).not.toContain('Lonza');
  });

  it('leaves a query the API refuses to the browser, which asks the API and shows its message', async () => {
    const html = (await visit('/companies?search=a%00b').expect(200)).text;
    expect(dataOf(html)).not.toContain('"companies"');
  });

  it('renders one page for every device, so one cached copy serves phones and desktops alike', async () => {
    const phone = await visit('/companies', PHONE).expect(200);
    const desktop = await visit('/companies', DESKTOP).expect(200);
    expect(withoutNonce(phone)).toBe(withoutNonce(desktop));
  });

  it('keeps page data from closing its script element', async () => {
    const html = (await visit(`/companies/${ids.Lonza}`).expect(200)).text;
    for (const [, script] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) expect(script).not.toContain('<script>');
    expect(dataOf(html)).toContain('Biologics </script><script>alert(1)</script> at scale.');
  });

  it("gives a visitor's pages public caching and what they show as surrogate keys, a member's private caching", async () => {
    const landing = await visit('/').expect(200);
    expect(landing.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(landing.headers['surrogate-key']).toBe('directory');
    expect((await visit('/companies?type=CRO').expect(200)).headers['surrogate-key']).toBe('directory');
    expect((await visit(`/companies/${ids.Lonza}`).expect(200)).headers['surrogate-key']).toBe(`company:${ids.Lonza}`);
    const member = await request(server()).get(`/companies/${ids.Lonza}`).set('Cookie', 'bv.sid=s%3Asomething').expect(200);
    expect(member.headers['cache-control']).toBe('private, no-cache');
    expect(member.headers['surrogate-key']).toBeUndefined();
  });

  it("renders a member's page with the data every reader shares, leaving the session and plan-gated reviews to the browser", async () => {
    const member = await request(server()).get(`/companies/${ids.Lonza}`).set('Cookie', 'bv.sid=s%3Asomething').expect(200);
    expect(textOf(member.text)).toContain('Basel');
    const data = dataOf(member.text);
    expect(data).toContain('"company"');
    // A visitor's page says who is signed in (no one) and carries the reviews a visitor may read; a member's does neither.
    expect(data).not.toContain('"reviews"');
    expect(data).not.toContain('"user"');
    const visitor = dataOf((await visit(`/companies/${ids.Lonza}`).expect(200)).text);
    expect(visitor).toContain('"reviews"');
    expect(visitor).toContain('"user"');
  });

  it('renders the other public pages and the Not Found pages too', async () => {
    expect(textOf((await visit('/methodology').expect(200)).text)).toContain('Scoring Methodology');
    expect(textOf((await visit('/no-such-page').expect(404)).text)).toContain('Page Not Found');
    expect(textOf((await visit('/companies/00000000-0000-4000-8000-000000000000').expect(404)).text)).toContain('Company Not Found');
    // An API address the API does not know stays the API's own JSON 404.
    expect((await visit('/api/no-such-thing').expect(404)).headers['content-type']).toMatch(/application\/json/);
  });

  it("renders forms and members' pages in the browser: the server sends the frame with the loading bar", async () => {
    const login = await visit('/login').expect(200);
    expect(login.text).toContain('<title>Sign In | BioVetted</title>');
    expect(textOf(login.text)).not.toContain('Password');
    expect(login.text).toContain('aria-label="Loading page"');
  });

  it("keeps the API's answers free of a script nonce, which only pages need", async () => {
    const csp = (await request(server()).get('/api/app-info').expect(200)).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
  });

  it('renders a page again with its data as soon as the data changes', async () => {
    const profile = () => visit(`/companies/${ids['Rhine Cell Therapies']}`).expect(200);
    expect(textOf((await profile()).text)).toContain('Total reviews 1');
    const admin = await insertMember(sut.em(), { email: 'admin@example.com', userType: 'admin' });
    const agent = await signedInAgent(server(), admin.email);
    await agent.post('/api/admin/moderate-review').send({ reviewId: pendingReviewId, approved: true }).expect(200);
    expect(textOf((await profile()).text)).toContain('Total reviews 2');
  });

  it('reads for the loaders exactly the JSON the API answers a visitor', async () => {
    const reads = sut.app.get(WebPublicReads);
    const api = (path: string) => request(server()).get(path).expect(200);
    const list = await api('/api/companies?type=CDMO&sort=name&limit=24&offset=0');
    expect(await reads.companies({ type: 'CDMO', sort: 'name', limit: 24, offset: 0, search: undefined })).toEqual({
      companies: list.body,
      total: Number(list.headers['x-total-count']),
    });
    expect(await reads.companyFacets({ country: 'Switzerland' })).toEqual((await api('/api/companies/facets?country=Switzerland')).body);
    expect((await reads.companyPage(ids.Lonza))!.company).toEqual((await api(`/api/companies/${ids.Lonza}`)).body);
    expect(await reads.companyReviews(ids.Lonza)).toEqual((await api(`/api/companies/${ids.Lonza}/reviews`)).body);
    expect(await reads.methodology()).toEqual((await api('/api/methodology')).body);
    expect(await reads.appInfo()).toEqual((await api('/api/app-info')).body);
    // Where the API answers 404 or 400, the loaders get null and leave the page to the browser.
    expect(await reads.companyPage('not-a-uuid')).toBeNull();
    await request(server()).get('/api/companies?sort=sideways').expect(400);
    expect(await reads.companies({ sort: 'sideways' as 'name' })).toBeNull();
    await request(server()).get('/api/companies?search=a%00b').expect(400);
    expect(await reads.companies({ search: 'a\u0000b' })).toBeNull();
  });
});
