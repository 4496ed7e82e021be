import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { categoriesFor } from '../../domain/discovery/discovery-categories';
import { FeedCompanySource } from './feed-company-source.adapter';
import { parseFeed } from './feed-file';

describe(FeedCompanySource.name, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'biovetted-feed-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const sourceFor = (file: string) =>
    new FeedCompanySource({ name: 'local', location: join(dir, file), timeoutMs: 1000, userAgent: 'test', now: () => new Date('2026-06-01') });

  it('reads a local JSON file, keeps the asked categories (CRDMO counts as CRO) and skips invalid rows', async () => {
    writeFileSync(
      join(dir, 'feed.json'),
      JSON.stringify([
        { name: 'Alpha CRO', type: 'CRO', country: 'Germany' },
        { name: 'Beta CMO', type: 'CMO' },
        { name: 'Gamma Integrated', type: 'CRDMO' },
        { name: 'Untyped Provider' },
        { name: 'Broken', foundedYear: 'last year' },
      ]),
    );
    const found = await sourceFor('feed.json').find(categoriesFor('cro'));
    expect(found.companies.map((c) => c.name)).toEqual(['Alpha CRO', 'Gamma Integrated', 'Untyped Provider']);
    expect(found).toMatchObject({ invalid: 1, truncated: false });
    expect(sourceFor('feed.json').name).toBe('feed:local');
  });

  it('reports a missing file and a file that is not a feed', async () => {
    await expect(sourceFor('missing.csv').find(categoriesFor())).rejects.toThrow('cannot read the feed file (ENOENT)');
    writeFileSync(join(dir, 'wrong.csv'), 'company,city\nAcme,Paris\n');
    await expect(sourceFor('wrong.csv').find(categoriesFor())).rejects.toThrow('the feed is CSV feed needs a header row with a "name" column');
  });
});

describe(parseFeed.name, () => {
  it('numbers CSV rows by the file line they start on, quoted line breaks included', () => {
    const rows = parseFeed('name,description\n"Acme","two\nlines"\n\nBeta,one\n', 'csv');
    expect(rows).toEqual([
      { line: 2, values: { name: 'Acme', description: 'two\nlines' } },
      { line: 5, values: { name: 'Beta', description: 'one' } },
    ]);
  });

  it('reads JSON lists and objects with a companies list, numbering rows from 1', () => {
    expect(parseFeed('[{"name":"A"}]')).toEqual([{ line: 1, values: { name: 'A' } }]);
    expect(parseFeed('{"companies":[{"name":"A"},{"name":"B"}]}').map((r) => r.line)).toEqual([1, 2]);
    expect(() => parseFeed('{"items":[]}')).toThrow('JSON feed must be a list of companies or an object with a "companies" list');
  });
});
