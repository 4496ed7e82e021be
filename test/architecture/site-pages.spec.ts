import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_PAGES } from '../../web/src/app/site-pages';

// The route registry (web/src/config/paths.ts) builds every link; React Router serves what web/src/app/routes.ts
// lists, and every page has its head in SITE_PAGES. A page missing from either would answer 404 or go without
// its title.
describe('the web app serves every page of the route registry', () => {
  const registry = () => [...readFileSync(join(__dirname, '../../web/src/config/paths.ts'), 'utf8').matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]);
  const routes = () => [...readFileSync(join(__dirname, '../../web/src/app/routes.ts'), 'utf8').matchAll(/\broute\('([^']+)'/g)].map((m) => m[1]);

  it('has a route for every pattern of web/src/config/paths.ts, and no page route the registry lacks', () => {
    const patterns = new Set(registry());
    expect(patterns.size).toBeGreaterThan(10);
    const served = new Set(routes());
    expect([...patterns].filter((pattern) => !served.has(pattern))).toEqual([]);
    // Crawler documents and the catch-all are the only routes that are not pages of the registry.
    const documents = ['robots.txt', 'sitemap.xml', 'sitemaps/:file', '*'];
    expect([...served].filter((route) => !patterns.has(route) && !documents.includes(route))).toEqual([]);
  });

  it('gives every page of the registry its head', () => {
    const headed = new Set(SITE_PAGES.map((page) => page.path));
    expect(registry().filter((pattern) => !headed.has(pattern))).toEqual([]);
  });
});
