import { SparqlFake } from '../../../test/support/sparql-fake';
import { categoriesFor } from '../../domain/discovery/discovery-categories';
import { discoveryQuery, WikidataCompanySource } from './wikidata-company-source.adapter';

describe(WikidataCompanySource.name, () => {
  const fake = new SparqlFake();
  let sut: WikidataCompanySource;

  beforeAll(async () => {
    sut = new WikidataCompanySource({ endpointUrl: await fake.start(), timeoutMs: 500, userAgent: 'BioVetted-test/1.0' });
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.mode = 'results';
  });

  it('merges rows of one item should an endpoint send several, keeping the first value of each fact and a ticker from any row', async () => {
    fake.items = [
      {
        id: 'Q1',
        label: 'Pelican Pharma Services',
        category: 'cdmo',
        country: 'India',
        website: 'https://pelican.example',
        inception: '1985-03-01T00:00:00Z',
        employees: 2400.0,
      },
      { id: 'Q1', label: 'Pelican Pharma Services', category: 'cdmo', country: 'United States', website: 'https://pelican-us.example', ticker: 'NSE: PLCN' },
      { id: 'Q2', label: 'Q2' },
    ];
    const found = await sut.find(categoriesFor('cdmo'));
    expect(found).toMatchObject({ invalid: 0, truncated: false });
    expect(found.companies).toEqual([
      expect.objectContaining({
        name: 'Pelican Pharma Services',
        type: 'CDMO',
        country: 'India',
        website: 'https://pelican.example',
        foundedYear: 1985,
        employeeCount: 2400,
        facts: { wikidataId: 'Q1', sourceUrl: 'https://www.wikidata.org/wiki/Q1', industry: 'cdmo', inception: '1985-03-01T00:00:00Z', ticker: 'NSE: PLCN' },
      }),
    ]);
    expect(fake.queries.at(-1)!.userAgent).toBe('BioVetted-test/1.0');
  });

  it('fails with a reason when the endpoint does not answer in time', async () => {
    fake.mode = 'hang';
    await expect(sut.find(categoriesFor())).rejects.toThrow('timed out after 500 ms');
  });

  it('asks only for the industries of the chosen categories', async () => {
    const query = discoveryQuery(categoriesFor('cmo'));
    expect(query).toContain('("contract manufacturing organization"@en "cmo")');
    expect(query).not.toContain('contract research organization');
    expect(query).toContain('wdt:P452');
    fake.items = [
      { id: 'Q7', label: 'Only Research Ltd', category: 'cro' },
      { id: 'Q8', label: 'Maker Ltd', category: 'cmo' },
    ];
    expect((await sut.find(categoriesFor('cmo'))).companies.map((c) => c.name)).toEqual(['Maker Ltd']);
  });

  it('limits companies, not rows: one row per item in a fixed order, and says when more items exist', async () => {
    const query = discoveryQuery(categoriesFor(), 2);
    expect(query).toMatch(/GROUP BY \?item\s+ORDER BY \?item\s+LIMIT 3$/);
    const limited = new WikidataCompanySource({ endpointUrl: `${fake.origin}/sparql`, timeoutMs: 500, userAgent: 'BioVetted-test/1.0', itemLimit: 2 });
    fake.items = [
      { id: 'Q11', label: 'First Co', country: 'France' },
      { id: 'Q11', label: 'First Co', country: 'Spain' },
      { id: 'Q12', label: 'Second Co' },
      { id: 'Q13', label: 'Third Co' },
    ];
    const answer = await limited.find(categoriesFor());
    expect(answer.companies.map((c) => c.name)).toEqual(['First Co', 'Second Co']);
    expect(answer.truncated).toBe(true);
    fake.items = fake.items.slice(0, 3);
    expect((await limited.find(categoriesFor())).truncated).toBe(false);
  });

  it('leaves a country or headquarters that has only a Q-id for a label unknown', async () => {
    fake.items = [{ id: 'Q21', label: 'Heron Labs', country: 'Q123456', headquarters: 'Q654321' }];
    expect((await sut.find(categoriesFor())).companies[0]).toMatchObject({ name: 'Heron Labs', country: null, location: null });
  });
});
