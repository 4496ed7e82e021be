import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

// Delivery over HTTP: encodings, cache headers, robots, sitemap, 404s and the profile's head.
// scripts/test.mjs builds the web app (with its .br/.gz files) before the tests run.
const dist = join(__dirname, '../../web/dist/client');
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('Delivery (docs/operations.md#delivery)', () => {
  let sut: TestApp;
  let ids: Record<string, string>;
  const server = () => sut.app.getHttpServer();

  beforeAll(async () => {
    sut = await startTestApp({ demoMode: true });
    ids = await insertCompanies(sut.em(), [
      aCompany({ name: 'Lonza', type: 'CDMO', location: 'Basel', country: 'Switzerland', description: 'Contract development & <manufacturing>.' }),
      aCompany({ name: 'Quiet Labs', type: 'CRO', location: 'Boston', country: 'United States' }),
    ]);
    await insertReviews(
      sut.em(),
      ids.Lonza,
      [
        { technicalExpertise: 8, timeline: 6 }, // mean 7
        { technicalExpertise: 9, pricing: 9 }, // mean 9
        { technicalExpertise: 1, timeline: 1, isDemo: true }, // never in JSON-LD
      ],
      true,
    );
  });
  afterAll(() => sut.close());

  /** The largest script of the build (React DOM's chunk): surely large enough to be precompressed. */
  const mainScript = () =>
    readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => statSync(join(dist, 'assets', b)).size - statSync(join(dist, 'assets', a)).size)[0];

  it('serves hashed assets precompressed (brotli, else gzip) and immutable', async () => {
    const path = `/assets/${mainScript()}`;
    const br = await request(server()).get(path).set('Accept-Encoding', 'gzip, deflate, br').buffer(true).parse(binary).expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const gz = await request(server()).get(path).set('Accept-Encoding', 'gzip').buffer(true).parse(binary).expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await request(server()).get(path).set('Accept-Encoding', 'identity').buffer(true).parse(binary).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 2);
    // Decoded (supertest undoes the coding), each is the built file itself.
    const built = readFileSync(join(dist, 'assets', mainScript()));
    expect(br.body.equals(built)).toBe(true);
    expect(gz.body.equals(built)).toBe(true);
  });

  it("keeps the scripts' source maps to itself: no script names one, and asking for one gets a plain 404", async () => {
    const script = mainScript();
    expect(existsSync(join(dist, 'assets', `${script}.map`))).toBe(true);
    expect(readFileSync(join(dist, 'assets', script), 'utf8')).not.toContain('sourceMappingURL');
    const res = await request(server()).get(`/assets/${script}.map`).expect(404);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
  });

  it('sends an unknown asset a plain 404, never the HTML shell', async () => {
    const res = await request(server()).get('/assets/index-gone.js').expect(404);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
  });

  it('serves one Latin woff2 font, preloaded by the shell', async () => {
    const fonts = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.woff2'));
    expect(fonts).toHaveLength(1);
    const shell = await request(server()).get('/').expect(200);
    expect(shell.text).toMatch(new RegExp(`<link [^>]*rel="preload" as="font" type="font/woff2" crossorigin="[^"]*" href="/assets/${fonts[0]}"`));
    const font = await request(server()).get(`/assets/${fonts[0]}`).set('Accept-Encoding', 'br').expect(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined(); // already compressed
  });

  it("answers a visitor's pages with public caching and their own titles", async () => {
    const home = await request(server()).get('/').expect(200);
    expect(home.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.text).toContain('<title>BioVetted: vetted reviews of CROs, CMOs &amp; CDMOs</title>');
    expect(home.text).toContain('<div id="root">');
    for (const [path, title] of [
      ['/companies', 'CRO, CMO &amp; CDMO Directory | BioVetted'],
      ['/pricing', 'Pricing | BioVetted'],
      ['/methodology', 'Scoring Methodology | BioVetted'],
    ]) {
      const res = await request(server()).get(path).expect(200);
      expect(res.text).toContain(`<title>${title}</title>`);
      expect(res.text).toMatch(new RegExp(`<link rel="canonical" href="${sut.url}${path}" ?/>`));
      expect(res.text.match(/<title>/g)).toHaveLength(1);
      expect(res.text.match(/<meta name="description"/g)).toHaveLength(1);
    }
  });

  it('answers unknown paths and unknown or malformed company ids with 404 and the Not Found page', async () => {
    for (const path of ['/no-such-page', '/companies/not-a-uuid', '/companies/00000000-0000-4000-8000-000000000000', '/admin/nothing']) {
      const res = await request(server()).get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.text).toContain('<title>Page Not Found | BioVetted</title>');
      expect(res.text).toMatch(/<meta name="robots" content="noindex" ?\/>/);
    }
  });

  it("puts the company's title, description, canonical, OpenGraph and JSON-LD (non-demo rating) in the profile's HTML", async () => {
    const res = await request(server()).get(`/companies/${ids.Lonza}`).expect(200);
    const html = res.text;
    expect(html).toContain('<title>Lonza (8.0/10) – CDMO reviews | BioVetted</title>');
    expect(html).toMatch(
      /<meta name="description" content="Lonza: CDMO in Basel, Switzerland\. Rated 8\.0\/10 from 2 verified reviews\. Contract development &amp; &lt;manufacturing&gt;\." ?\/>/,
    );
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${sut.url}/companies/${ids.Lonza}" ?/>`));
    expect(html).toMatch(/<meta property="og:title" content="Lonza – 8\.0\/10" ?\/>/);
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="${sut.url}/companies/${ids.Lonza}" ?/>`));
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Lonza',
      address: { addressLocality: 'Basel', addressCountry: 'Switzerland' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 8, bestRating: 10, worstRating: 1, ratingCount: 2 },
    });
    // The description's "<" cannot close the script element.
    expect(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]).not.toContain('<manufacturing>');
    // The API, in demo mode, counts the demo review too: the page's rating is the non-demo one.
    expect((await request(server()).get(`/api/companies/${ids.Lonza}`).expect(200)).body.reviewCount).toBe(3);
  });

  it('leaves aggregateRating out for a company without non-demo reviews', async () => {
    const html = (await request(server()).get(`/companies/${ids['Quiet Labs']}`).expect(200)).text;
    expect(html).toContain('<title>Quiet Labs – CRO reviews | BioVetted</title>');
    expect(html).toContain('"@type":"Organization"');
    expect(html).not.toContain('aggregateRating');
  });

  it('serves robots.txt as text naming the sitemap', async () => {
    const res = await request(server()).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain(`Sitemap: ${sut.url}/sitemap.xml`);
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).not.toContain('<html');
  });

  it('lists the main pages and every company in sitemap.xml', async () => {
    const res = await request(server()).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(expect.arrayContaining([`${sut.url}/`, `${sut.url}/companies`, `${sut.url}/pricing`, `${sut.url}/methodology`]));
    expect(locs).toEqual(expect.arrayContaining([`${sut.url}/companies/${ids.Lonza}`, `${sut.url}/companies/${ids['Quiet Labs']}`]));
    expect(res.text).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(res.text).toMatch(new RegExp(`<loc>${sut.url}/companies/${ids.Lonza}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });

  it('compresses JSON of 1 kB or more when accepted, and not below', async () => {
    const list = await request(server()).get('/api/companies?limit=50').set('Accept-Encoding', 'gzip').expect(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.body).toHaveLength(2); // supertest decodes gzip
    const small = await request(server()).get('/api/app-info').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await request(server()).get('/api/companies?limit=50').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // An uncached endpoint of 1 kB or more goes through the compression middleware.
    const docs = await request(server()).get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
  });

  it('gives public directory reads an ETag and a 304 for a matching If-None-Match', async () => {
    for (const path of ['/api/companies?limit=50', `/api/companies/${ids.Lonza}`, `/api/companies/${ids.Lonza}/reviews`]) {
      const first = await request(server()).get(path).expect(200);
      expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await request(server()).get(path).set('If-None-Match', first.headers.etag).expect(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    const list = await request(server()).get('/api/companies?limit=50').expect(200);
    expect(list.headers['x-total-count']).toBe('2');
  });
});
