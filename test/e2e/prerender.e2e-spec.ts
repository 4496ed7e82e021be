import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';
import { PublicReadCache } from '../../src/api/http/public-read-cache';
import { REWARM_DELAY_MS, WebDelivery } from '../../src/api/web/web-delivery';
import { PublicReadChanges } from '../../src/domain/directory/public-read-changes.port';

// DECISIONS §15: the pages a visitor lands on come rendered from the server (web/src/app/entry-server.tsx),
// with the data the browser hydrates from; members get the shell their browser renders.
// scripts/test.mjs builds the SPA and its prerender before the tests run.
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
const builtShell = () => readFileSync(join(__dirname, '../../web/dist/index.html'), 'utf8');
const builtManifest = () => JSON.parse(readFileSync(join(__dirname, '../../web/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;

/** The markup inside `#root` (empty for the bare shell). */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script id="prerender-state"|<div id="root">()<\/div>/.exec(html)!.slice(1).join('');
/** What a reader sees in `#root`: tags dropped, entities of the test data decoded, spaces collapsed. */
const textOf = (html: string) =>
  rootOf(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
/** What the page carries for the browser: the device class it was rendered for and `[serialised SWR key, data]` pairs. */
const stateOf = (html: string): { device: string; data: [string, unknown][] } =>
  JSON.parse(/<script id="prerender-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);

describe('Prerendered public pages (DECISIONS §15)', () => {
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
    ]);
    await insertReviews(sut.em(), ids.Lonza, [{ technicalExpertise: 8, timeline: 6 }]);
    [pendingReviewId] = await insertReviews(sut.em(), ids.Lonza, [{ technicalExpertise: 10, moderationStatus: 'pending' }]);
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
      expect(html).toMatch(/<style data-prerendered-css="[^"]+">/);
      // The data the page was rendered from travels with it, so the browser fetches none of it again.
      const { data } = stateOf(html);
      expect(data.some(([key]) => key.includes('"companies"') || key.includes('"company"'))).toBe(true);
    }
  });

  it("starts the app's code after the first paint: the entry, its imports and the route's chunks move to start-after-paint.js", async () => {
    const shell = builtShell();
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)![1];
    const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const html = (await visit('/companies').expect(200)).text;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const start = /<script src="\/start-after-paint.js" data-entry="([^"]+)" data-modules="([^"]+)" data-preload="([^"]+)" defer><\/script>/.exec(html)!;
    expect(start[1]).toBe(entry);
    // The entry's imports, each after the chunks it imports itself: run in this order, one per task.
    const modules = start[2].split(' ');
    expect([...modules].sort()).toEqual([...preloads].sort());
    const manifest = builtManifest();
    const fileOf = (key: string) => `/${manifest[key].file}`;
    for (const chunk of Object.values(manifest)) {
      const at = modules.indexOf(`/${chunk.file}`);
      if (at < 0) continue;
      for (const imported of chunk.imports ?? []) expect(modules.indexOf(fileOf(imported))).toBeLessThan(at);
    }
    // The directory page's own chunks are fetched with them, so that starting the app adds no fetch of its own.
    const route = start[3].split(' ');
    expect(route).toContain(fileOf('src/features/directory/directory-page.tsx'));
    expect(route.filter((file) => modules.includes(file) || file === entry)).toEqual([]);
    const script = await request(server()).get('/start-after-paint.js').expect(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('renders the directory the query string asks for', async () => {
    const text = textOf((await visit('/companies?search=Quiet').expect(200)).text);
    expect(text).toContain('Quiet Labs');
    expect(text).not.toContain('Lonza');
  });

  it("answers a phone's media queries as a phone's: the compact filter panel", async () => {
    const phone = (await visit('/companies', PHONE).expect(200)).text;
    expect(textOf(phone)).toContain('More filters');
    // A phone's closed filters are not in the page; a desktop shows them open.
    expect(textOf(phone)).not.toContain('Global presence');
    expect(stateOf(phone).device).toBe('phone');
    const desktop = (await visit('/companies', DESKTOP).expect(200)).text;
    expect(textOf(desktop)).not.toContain('More filters');
    expect(textOf(desktop)).toContain('Global presence');
    expect(stateOf(desktop).device).toBe('desktop');
  });

  it('keeps page data from closing its script element', async () => {
    const html = (await visit(`/companies/${ids.Lonza}`).expect(200)).text;
    const state = /<script id="prerender-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1];
    expect(state).not.toContain('</script>');
    expect(JSON.stringify(stateOf(html))).toContain('Biologics </script><script>alert(1)</script> at scale.');
  });

  it('sends members, other pages and 404s the shell their browser renders', async () => {
    const member = await request(server()).get('/companies').set('Cookie', 'bv.sid=s%3Asomething').expect(200);
    expect(rootOf(member.text)).toBe('');
    expect(member.text).toContain('<script type="module" crossorigin src=');
    expect(rootOf((await visit('/pricing').expect(200)).text)).toBe('');
    expect(rootOf((await visit('/companies/00000000-0000-4000-8000-000000000000').expect(404)).text)).toBe('');
  });

  it('renders a cached page again as soon as its data changes', async () => {
    const profile = () => visit(`/companies/${ids.Lonza}`).expect(200);
    expect(textOf((await profile()).text)).toContain('Total reviews 1');
    expect(textOf((await profile()).text)).toContain('Total reviews 1'); // from the cache now
    const admin = await insertMember(sut.em(), { email: 'admin@example.com', userType: 'admin' });
    const agent = await signedInAgent(server(), admin.email);
    await agent.post('/api/admin/moderate-review').send({ reviewId: pendingReviewId, approved: true }).expect(200);
    expect(textOf((await profile()).text)).toContain('Total reviews 2');
  });

  it('keeps the landing page and the directory rendered for phones and desktops, again after every change', async () => {
    const cache = sut.app.get(PublicReadCache);
    const entryPages = ['web:phone:/', 'web:desktop:/', 'web:phone:/companies', 'web:desktop:/companies'];
    const rendered = async () => {
      for (let waited = 0; waited < 15_000; waited += 100) {
        if (entryPages.every((key) => cache.get(key))) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    sut.app.get(WebDelivery).keepEntryPagesWarm(server().address() as AddressInfo);
    expect(await rendered()).toBe(true);
    // A change empties the cache; the entry pages come back, with the change, before any visitor asks.
    await insertCompanies(sut.em(), [aCompany({ name: 'Fresh Biologics', type: 'CDMO', location: 'Ghent', country: 'Belgium' })]);
    await sut.app.get(PublicReadChanges).caughtUp();
    expect(entryPages.some((key) => cache.get(key))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, REWARM_DELAY_MS));
    expect(await rendered()).toBe(true);
    expect(cache.get('web:phone:/companies')!.body.identity.toString()).toContain('Fresh Biologics');
  });
});
