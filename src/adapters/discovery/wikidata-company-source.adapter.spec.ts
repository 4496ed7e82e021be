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

  it('merges the rows of one item, keeping the first value of each fact and a ticker from any row', async () => {
    fake.items = [
      { id: 'Q1', label: 'Pelican Pharma Services', category: 'cdmo', country: 'India', website: 'https://pelican.example', inception: '1985-03-01T00:00:00Z', employees: 2400.0 },
      { id: 'Q1', label: 'Pelican Pharma Services', category: 'cdmo', country: 'United States', website: 'https://pelican-us.example', ticker: 'NSE: PLCN' },
      { id: 'Q2', label: 'Q2' },
    ];
    const found = await sut.find(categoriesFor('cdmo'));
    expect(found).toEqual([
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

  it('asks only for the industries of the chosen categories', () => {
    const query = discoveryQuery(categoriesFor('cmo'));
    expect(query).toContain('("contract manufacturing organization"@en "cmo")');
    expect(query).not.toContain('contract research organization');
    expect(query).toContain('wdt:P452');
  });
});
