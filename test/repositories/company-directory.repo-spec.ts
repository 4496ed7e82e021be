import { CompanyDirectoryRepository } from '../../src/adapters/persistence/repositories/company-directory.repository';
import type { CompanyQuery } from '../../src/domain/directory/company-query';
import { unique } from '../support/builders';
import { aCompany, insertCompanies, insertCompany, insertReviews } from '../support/factories';
import { startRepositoryDatabase, type RepositoryDatabase } from '../support/repository-database';

// Each test lists companies of a country of its own, so the tests share the database without seeing
// each other's companies.
const aCountry = () => `Testland ${unique()}`;

describe(CompanyDirectoryRepository.name, () => {
  let db: RepositoryDatabase;
  let sut: CompanyDirectoryRepository;

  beforeAll(async () => {
    db = await startRepositoryDatabase();
    sut = new CompanyDirectoryRepository(db.em);
  });
  afterAll(() => db.close());

  const list = (query: Partial<CompanyQuery>) => sut.list({ sort: 'name', limit: 100, offset: 0, ...query });
  const names = async (query: Partial<CompanyQuery>) => (await list(query)).items.map((c) => c.name);

  it('filters by type, region, size, global presence and service category', async () => {
    const country = aCountry();
    await insertCompany(db.em, {
      name: `Alpha ${country}`,
      country,
      type: 'CRO',
      serviceLocations: ['Europe'],
      employeeCount: 40,
      globalPresence: true,
      services: ['Clinical Research'],
    });
    await insertCompany(db.em, {
      name: `Beta ${country}`,
      country,
      type: 'CDMO',
      serviceLocations: ['North America'],
      employeeCount: 20_000,
      services: ['Manufacturing'],
    });
    await insertCompany(db.em, { name: `Gamma ${country}`, country, type: 'CRO', serviceLocations: ['Asia Pacific'], globalPresence: false, services: ['Bioanalysis'] });

    expect(await names({ country })).toEqual([`Alpha ${country}`, `Beta ${country}`, `Gamma ${country}`]);
    expect(await names({ country, type: 'CRO' })).toEqual([`Alpha ${country}`, `Gamma ${country}`]);
    expect(await names({ country, location: 'Asia' })).toEqual([`Gamma ${country}`]);
    expect(await names({ country, size: 'enterprise' })).toEqual([`Beta ${country}`]);
    expect(await names({ country, global: true })).toEqual([`Alpha ${country}`]);
    expect(await names({ country, global: false })).toEqual([`Gamma ${country}`]);
    expect(await names({ country, serviceCategories: ['manufacturing', 'analytical_services'] })).toEqual([`Beta ${country}`, `Gamma ${country}`]);
  });

  it('lists a company written in a transaction inside that transaction, and elsewhere only once it commits', async () => {
    const country = aCountry();
    const elsewhere = new CompanyDirectoryRepository(db.orm.em.fork());
    const listedElsewhere = async () => (await elsewhere.list({ sort: 'name', limit: 10, offset: 0, country })).items.map((c) => c.name);
    await db.orm.em.fork().transactional(async (em) => {
      await insertCompany(em, { name: `Fresh ${country}`, country });
      // The read model is written by the company's own statement: this transaction reads it, no other does yet.
      expect((await new CompanyDirectoryRepository(em).list({ sort: 'name', limit: 10, offset: 0, country })).items.map((c) => c.name)).toEqual([`Fresh ${country}`]);
      expect(await listedElsewhere()).toEqual([]);
    });
    expect(await listedElsewhere()).toEqual([`Fresh ${country}`]);
  });

  it('leaves an unlisted company out of every list, facet and search, and lists it again once relisted', async () => {
    const country = aCountry();
    const id = await insertCompany(db.em, { name: `Hidden ${country}`, country, type: 'CMO' });
    await db.em.getConnection().execute('update companies set unlisted_at = now() where id = ?', [id]);
    expect(await names({ country })).toEqual([]);
    expect(await names({ search: `Hidden ${country}` })).toEqual([]);
    expect((await sut.facets({ country })).type).toEqual({});
    await db.em.getConnection().execute('update companies set unlisted_at = null where id = ?', [id]);
    expect(await names({ country })).toEqual([`Hidden ${country}`]);
    expect((await sut.facets({ country })).type).toEqual({ CMO: 1 });
  });

  it('shows a listed company as it is after a write, although its listing was just shown', async () => {
    const country = aCountry();
    const id = await insertCompany(db.em, { name: `Kept ${country}`, country, description: 'Before the change.' });
    expect((await list({ country })).items[0].description).toBe('Before the change.');
    expect((await list({ country })).items[0].description).toBe('Before the change.');
    await db.em.getConnection().execute('update companies set description = ? where id = ?', ['After the change.', id]);
    expect((await list({ country })).items[0]).toMatchObject({ description: 'After the change.', reviewCount: 0 });
    await insertReviews(db.em, id, [{ technicalExpertise: 9 }]);
    expect((await list({ country })).items[0]).toMatchObject({ description: 'After the change.', reviewCount: 1 });
  });

  it("filters on the count of confirmed warning letters and the largest bioreactor as the company's row holds them after a write", async () => {
    const country = aCountry();
    const big = await insertCompany(db.em, { name: `Big ${country}`, country, type: 'CDMO', maxBioreactorLiters: 15_000 });
    await insertCompany(db.em, { name: `Small ${country}`, country, type: 'CDMO', maxBioreactorLiters: 200 });
    await insertCompany(db.em, { name: `Silent ${country}`, country, type: 'CDMO' });
    expect(await names({ country, fdaWarningLetters: 'any' })).toEqual([]);
    expect(await names({ country, minBioreactorLiters: 1_000 })).toEqual([`Big ${country}`]);
    expect(await names({ country, minBioreactorLiters: 1_000, minBioreactorLitersUnstated: true })).toEqual([`Big ${country}`, `Silent ${country}`]);

    // A recount (a decided match) and a new volume are writes to the company: the read model follows both.
    await db.em.getConnection().execute('update companies set fda_warning_letter_count = 2, max_bioreactor_liters = 500 where id = ?', [big]);
    expect(await names({ country, fdaWarningLetters: 'any' })).toEqual([`Big ${country}`]);
    expect(await names({ country, fdaWarningLetters: 'none' })).toEqual([`Silent ${country}`, `Small ${country}`]);
    expect(await names({ country, minBioreactorLiters: 1_000 })).toEqual([]);
    const facets = await sut.facets({ country, minBioreactorLiters: 300 });
    expect(facets.fdaWarningLetters).toEqual({ any: 1 });
    expect(facets.unstated.minBioreactorLiters).toBe(1);
  });

  it('counts every match before paging, also past the last page', async () => {
    const country = aCountry();
    for (const n of [1, 2, 3]) await insertCompany(db.em, { name: `Paged ${n} ${country}`, country });
    await expect(list({ country, limit: 2, offset: 1 })).resolves.toMatchObject({ total: 3, items: [{ name: `Paged 2 ${country}` }, { name: `Paged 3 ${country}` }] });
    await expect(list({ country, limit: 2, offset: 5 })).resolves.toEqual({ total: 3, items: [] });
    await expect(list({ country: aCountry() })).resolves.toEqual({ total: 0, items: [] });
  });

  it('sorts by rating, review count, recency and a category, unrated companies after every rated one', async () => {
    const country = aCountry();
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const times = (n: number, review: Parameters<typeof insertReviews>[2][number]) => Array.from({ length: n }, () => review);
    const steady = await insertCompany(db.em, { name: `Steady ${country}`, country });
    const popular = await insertCompany(db.em, { name: `Popular ${country}`, country });
    const recent = await insertCompany(db.em, { name: `Recent ${country}`, country });
    await insertCompany(db.em, { name: `Unrated ${country}`, country });
    // Three reviews or more each: a category's ratings are public from the anonymity threshold on.
    await insertReviews(db.em, steady, times(3, { technicalExpertise: 9, pricing: 3, createdAt: at(1) }));
    await insertReviews(db.em, popular, [{ technicalExpertise: 7, pricing: 8, createdAt: at(2) }, ...times(3, { technicalExpertise: 7, pricing: 8, createdAt: at(3) })]);
    await insertReviews(db.em, recent, times(3, { technicalExpertise: 4, pricing: 9, createdAt: at(20) }));

    expect(await names({ country, sort: 'rating' })).toEqual([`Popular ${country}`, `Recent ${country}`, `Steady ${country}`, `Unrated ${country}`]);
    expect(await names({ country, sort: 'reviews' })).toEqual([`Popular ${country}`, `Recent ${country}`, `Steady ${country}`, `Unrated ${country}`]);
    expect(await names({ country, sort: 'recent' })).toEqual([`Recent ${country}`, `Popular ${country}`, `Steady ${country}`, `Unrated ${country}`]);
    expect(await names({ country, sort: 'technicalExpertise' })).toEqual([`Steady ${country}`, `Popular ${country}`, `Recent ${country}`, `Unrated ${country}`]);
    expect(await names({ country, sort: 'pricing' })).toEqual([`Recent ${country}`, `Popular ${country}`, `Steady ${country}`, `Unrated ${country}`]);
  });

  it('orders by the day of the newest review, then by name, whatever its hour', async () => {
    const country = aCountry();
    const zulu = await insertCompany(db.em, { name: `Zulu ${country}`, country });
    const alpha = await insertCompany(db.em, { name: `Alpha ${country}`, country });
    await insertReviews(db.em, zulu, [{ technicalExpertise: 7, createdAt: new Date('2026-02-03T23:00:00Z') }]);
    await insertReviews(db.em, alpha, [{ technicalExpertise: 7, createdAt: new Date('2026-02-03T01:00:00Z') }]);
    expect(await names({ country, sort: 'recent' })).toEqual([`Alpha ${country}`, `Zulu ${country}`]);
  });

  it('sorts a category as unrated for a company below the anonymity threshold', async () => {
    const country = aCountry();
    const few = await insertCompany(db.em, { name: `Few ${country}`, country });
    const many = await insertCompany(db.em, { name: `Many ${country}`, country });
    // Two perfect user reviews, and industry intelligence, which does not count towards the threshold.
    await insertReviews(db.em, few, [{ pricing: 10 }, { pricing: 10 }, { pricing: 10, reviewType: 'industry_intelligence' }]);
    await insertReviews(db.em, many, [{ pricing: 4 }, { pricing: 4 }, { pricing: 4 }]);
    expect(await names({ country, sort: 'pricing' })).toEqual([`Many ${country}`, `Few ${country}`]);
    await insertReviews(db.em, few, [{ pricing: 10 }]);
    expect(await names({ country, sort: 'pricing' })).toEqual([`Few ${country}`, `Many ${country}`]);
  });

  it('finds a name by the start of its words and despite a typo, the exact name first', async () => {
    const country = aCountry();
    await insertCompany(db.em, { name: 'Lonzavia Analytics', country });
    await insertCompany(db.em, { name: 'Lonza', country });
    await insertCompany(db.em, { name: 'Biolonza Partners', country });
    await insertCompany(db.em, { name: 'Charles River Laboratories', country });

    // Words match by their start: "lonza" is not a word of "Biolonza Partners".
    expect(await names({ country, search: 'lonza' })).toEqual(['Lonza', 'Lonzavia Analytics']);
    expect(await names({ country, search: 'biolonza part' })).toEqual(['Biolonza Partners']);
    expect(await names({ country, search: 'Charles Rivr' })).toEqual(['Charles River Laboratories']);
    expect(await names({ country, search: '100%_match' })).toEqual([]);
  });

  it('ranks, counts and pages a search alike whether it finds a few companies or a large share of the directory', async () => {
    const country = aCountry();
    const word = 'Quokkaform';
    const rare = 'Wombatique';
    // Thirty companies with the word: the one named by it first, then the others by name. Three with the rare word:
    // the one named by it first, then two of the thirty.
    await insertCompanies(db.em, [
      aCompany({ name: `${word} Labs ${country}`, country, description: 'Contract research.' }),
      aCompany({ name: `${rare} Works ${country}`, country, description: 'Contract manufacturing.' }),
      ...Array.from({ length: 29 }, (_, i) =>
        aCompany({ name: `Batch ${String(i).padStart(2, '0')} ${country}`, country, description: `${word} batches.${i === 7 || i === 11 ? ` ${rare} too.` : ''}` }),
      ),
    ]);
    // The statistics autovacuum keeps in production: a search reads its listings by key when it finds few of them,
    // and in one pass when it finds many, and the two must give the same answer.
    await db.query('analyze directory_listings');

    const many = await list({ country, search: word, sort: 'name', limit: 5, offset: 0 });
    expect(many.total).toBe(30);
    expect(many.items.map((c) => c.name)).toEqual([`${word} Labs ${country}`, ...[0, 1, 2, 3].map((i) => `Batch 0${i} ${country}`)]);
    expect((await list({ country, search: word, sort: 'name', limit: 5, offset: 28 })).items.map((c) => c.name)).toEqual([`Batch 27 ${country}`, `Batch 28 ${country}`]);
    await expect(list({ country, search: rare, sort: 'name' })).resolves.toMatchObject({
      total: 3,
      items: [{ name: `${rare} Works ${country}` }, { name: `Batch 07 ${country}` }, { name: `Batch 11 ${country}` }],
    });
  });

  it('searches a text again with every company that matches it now, and a text of stop words never matches', async () => {
    const country = aCountry();
    await insertCompany(db.em, { name: `Early Tox ${country}`, country, description: 'Regulatory toxicology studies.' });
    expect(await names({ country, search: 'toxicology studies' })).toEqual([`Early Tox ${country}`]);
    await insertCompany(db.em, { name: `Later Tox ${country}`, country, description: 'Toxicology studies in rodents.' });
    expect(await names({ country, search: 'toxicology studies', sort: 'name' })).toEqual([`Early Tox ${country}`, `Later Tox ${country}`]);
    for (let i = 0; i < 2; i++) expect(await names({ country, search: 'these' })).toEqual([]);
  });

  it('reads a listing and a profile with the stored aggregate: averages out of 10 and the evidence behind each', async () => {
    const country = aCountry();
    const id = await insertCompany(db.em, { name: `Profiled ${country}`, country, employeeCount: 300, revenueUsd: 12.5, serviceLocations: ['Europe'] });
    await insertReviews(db.em, id, [{ technicalExpertise: 8, timeline: 6, createdAt: new Date('2026-03-01T00:00:00Z') }, { technicalExpertise: 6 }]);
    await insertReviews(db.em, id, [{ technicalExpertise: 1, moderationStatus: 'pending' }]);

    const profile = await sut.findProfile(id);
    expect(profile).toMatchObject({
      id,
      name: `Profiled ${country}`,
      country,
      size: 'medium',
      revenueUsd: 12.5,
      officeLocations: [],
      certifications: [],
      reviewCount: 2,
      averageRatings: { technicalExpertise: 7, timeline: 6, pricing: null },
      ratingCounts: { technicalExpertise: 2, timeline: 1, pricing: 0 },
    });
    expect(profile!.createdAt).toBeInstanceOf(Date);
    expect((await list({ country })).items[0]).toMatchObject({ reviewCount: 2, averageRatings: profile!.averageRatings, ratingCounts: profile!.ratingCounts });
  });

  it('lists a company without reviews with a zero count and null averages, and finds no unknown or malformed id', async () => {
    const country = aCountry();
    const id = await insertCompany(db.em, { country });
    await expect(sut.findProfile(id)).resolves.toMatchObject({ reviewCount: 0, lastReviewDate: null, averageRatings: { overall: null }, ratingCounts: { overall: 0 } });
    await expect(sut.exists(id)).resolves.toBe(true);
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expect(sut.findProfile(missing)).resolves.toBeNull();
      await expect(sut.exists(missing)).resolves.toBe(false);
    }
  });
});
