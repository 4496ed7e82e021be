import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchSitePage } from '../../src/api/web/site-pages';

// The server answers 404 for paths the SPA does not know (DECISIONS §15), so it must know them all.
describe('the server knows every page of the SPA', () => {
  it('matches every route pattern of web/src/config/paths.ts', () => {
    const source = readFileSync(join(__dirname, '../../web/src/config/paths.ts'), 'utf8');
    const patterns = [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]);
    expect(patterns.length).toBeGreaterThan(10);
    const unknown = patterns.filter((pattern) => matchSitePage(pattern.replace(/:\w+/g, 'x')) === null);
    expect(unknown).toEqual([]);
  });
});
