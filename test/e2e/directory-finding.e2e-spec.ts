import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Finding providers over HTTP: the domain filters of docs/directory.md, the facet counts (each equal to the list's
 * total with that option chosen), search by alias, parent and scientific vocabulary in the directory's order,
 * and the evidence-weighted rankScore recomputed from GET /api/methodology.
 */
describe('Finding the right provider (docs/directory.md)', () => {
  let sut: TestApp;
  let ids: Record<string, string>;

  beforeAll(async () => {
    sut = await startTestApp();
    const em = sut.em();
    ids = await insertCompanies(em, [
      aCompany({
        name: 'Lonza',
        type: 'CDMO',
        location: 'Basel',
        country: 'Switzerland',
        aliases: ['Lonza Group'],
        ownership: 'listed',
        services: ['Manufacturing', 'Process Development'],
        moleculeTypes: ['Biologics', 'Antibody-Drug Conjugates'],
        developmentPhases: ['Phase I', 'Phase II', 'Phase III', 'Commercial'],
        serviceLocations: ['Europe', 'North America'],
      }),
      aCompany({
        name: 'Samsung Biologics',
        type: 'CDMO',
        location: 'Incheon',
        country: 'South Korea',
        ownership: 'subsidiary',
        services: ['Manufacturing'],
        moleculeTypes: ['Biologics', 'Monoclonal Antibodies'],
        developmentPhases: ['Commercial'],
      }),
      aCompany({
        name: 'Patheon',
        type: 'CDMO',
        location: 'Durham, North Carolina',
        parentCompany: 'Thermo Fisher Scientific',
        ownership: 'subsidiary',
        services: ['Manufacturing', 'Fill-Finish'],
        moleculeTypes: ['Small Molecules'],
        developmentPhases: ['Phase III', 'Commercial'],
      }),
      aCompany({
        name: 'Toxikon Labs',
        type: 'CRO',
        location: 'Leuven',
        country: 'Belgium',
        ownership: 'independent',
        services: ['Toxicology', 'Preclinical Research'],
        therapeuticAreas: null,
        developmentPhases: ['Preclinical'],
      }),
      aCompany({
        name: 'Oncology Partners',
        type: 'CRO',
        location: 'Barcelona',
        country: 'Spain',
        description: 'A site network for cancer trials.',
        services: ['Clinical Research', 'Site Management'],
        therapeuticAreas: ['Oncology'],
        developmentPhases: ['Phase II', 'Phase III'],
      }),
      aCompany({
        name: 'Andes Clinical',
        type: 'CRO',
        location: 'Santiago',
        country: 'Chile',
        services: ['Clinical Research'],
        therapeuticAreas: ['Oncology', 'Infectious Diseases'],
        developmentPhases: ['Phase III'],
      }),
      aCompany({
        name: 'Discovery Chem',
        type: 'CRDMO',
        location: 'Hyderabad',
        country: 'India',
        services: ['Drug Discovery'],
        moleculeTypes: ['Small Molecules'],
        developmentPhases: ['Discovery', 'Preclinical'],
      }),
    ]);
    // The case: one perfect review (Discovery Chem) against fourteen very good ones (Oncology
    // Partners), on a platform whose other reviews are middling (Lonza).
    await insertReviews(em, ids['Discovery Chem'], [{ technicalExpertise: 10, timeline: 10 }]);
    await insertReviews(
      em,
      ids['Oncology Partners'],
      Array.from({ length: 14 }, (_, i) => ({ technicalExpertise: 9, timeline: i % 2 === 0 ? 9 : 10 })),
    );
    await insertReviews(
      em,
      ids['Lonza'],
      Array.from({ length: 6 }, (_, i) => ({ technicalExpertise: 5 + (i % 2), timeline: 6 })),
    );
  });

  afterAll(() => sut.close());

  const server = () => sut.app.getHttpServer();
  const get = (path: string) => request(server()).get(path);
  const names = (body: { name: string }[]) => body.map((c) => c.name);

  describe('filters', () => {
    it.each([
      ['?therapeuticAreas=Oncology', ['Oncology Partners', 'Andes Clinical']],
      ['?therapeuticAreas=oncology,infectious%20diseases', ['Oncology Partners', 'Andes Clinical']],
      ['?moleculeTypes=Antibody-Drug%20Conjugates', ['Lonza']],
      ['?developmentPhases=Preclinical', ['Discovery Chem', 'Toxikon Labs']],
      ['?developmentPhases=Discovery,Phase%20I', ['Discovery Chem', 'Lonza']],
      ['?country=Chile', ['Andes Clinical']],
      ['?country=south%20korea', ['Samsung Biologics']],
      ['?location=Latin%20America', ['Andes Clinical']],
      ['?serviceCategories=preclinical', ['Toxikon Labs']],
      ['?serviceCategories=discovery', ['Discovery Chem']],
      ['?therapeuticAreas=Oncology&location=Europe', ['Oncology Partners']],
      ['?ownership=subsidiary', ['Patheon', 'Samsung Biologics']],
      ['?ownership=independent&type=CRO', ['Toxikon Labs']],
    ])('%s', async (query, expected) => {
      const res = await get(`/api/companies${query}&sort=rating`).expect(200);
      expect(names(res.body)).toEqual(expected);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
    });

    it.each([
      ['?therapeuticAreas=Astrology', 'therapeuticAreas'],
      ['?moleculeTypes=Bricks', 'moleculeTypes'],
      ['?developmentPhases=Phase%20IX', 'developmentPhases'],
      ['?country=Atlantis', 'country'],
      ['?location=Antarctica', 'location'],
      ['?ownership=cooperative', 'ownership'],
    ])('refuses the unknown value %s with 400', async (query, field) => {
      const res = await get(`/api/companies${query}`).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    });
  });

  describe('facets', () => {
    const queries = [
      '',
      '?type=CRO',
      '?therapeuticAreas=Oncology',
      '?location=Europe&type=CDMO',
      '?search=biologics',
      '?developmentPhases=Commercial&moleculeTypes=Biologics',
      '?ownership=subsidiary&type=CDMO',
      '?type=CDMO&location=Europe&therapeuticAreas=Oncology&search=biologics',
    ];

    it.each(queries)('each count of %s equals the list total with that option chosen instead', async (query) => {
      const facets = (await get(`/api/companies/facets${query}`).expect(200)).body as Record<string, Record<string, number>>;
      const base = new URLSearchParams(query);
      for (const [facet, counts] of Object.entries(facets)) {
        if (facet === 'unstated') continue; // counts per filter, not per option (directory-hierarchy.e2e-spec)
        for (const [value, count] of Object.entries(counts)) {
          const params = new URLSearchParams(base);
          params.set(facet, value);
          const list = await get(`/api/companies?${params}&limit=1`).expect(200);
          expect([facet, value, Number(list.headers['x-total-count'])]).toEqual([facet, value, count]);
        }
      }
    });

    it('offers every region, category and taxonomy value, with zero where nothing matches', async () => {
      const { body } = await get('/api/companies/facets?type=CRO').expect(200);
      expect(Object.keys(body.location)).toEqual(['North America', 'Europe', 'Asia', 'Latin America', 'Middle East', 'Africa']);
      expect(body.serviceCategories).toMatchObject({ preclinical: 1, discovery: 0, clinical_research: 2 });
      expect(body.therapeuticAreas).toMatchObject({ Oncology: 2, Dermatology: 0 });
      // A facet ignores its own filter: the types stay alternatives.
      expect(body.type).toMatchObject({ CRO: 3, CDMO: 3, CRDMO: 1, CMO: 0 });
      expect(body.country).toMatchObject({ Belgium: 1, Spain: 1, Chile: 1 });
      expect(body.ownership).toEqual({ listed: 0, subsidiary: 0, 'private-equity': 0, independent: 1 });
    });
  });

  describe('search', () => {
    it('finds a company by its alias, by its parent and ranks the exact name first', async () => {
      expect(names((await get('/api/companies?search=Lonza%20Group').expect(200)).body)[0]).toBe('Lonza');
      expect(names((await get('/api/companies?search=Thermo%20Fisher').expect(200)).body)).toEqual(['Patheon']);
      expect(names((await get('/api/companies?search=lonza').expect(200)).body)[0]).toBe('Lonza');
    });

    it('returns Lonza for "Lonza Biologics" (name word and molecule type) before other "Biologics" names', async () => {
      const found = names((await get('/api/companies?search=Lonza%20Biologics').expect(200)).body);
      expect(found[0]).toBe('Lonza');
    });

    it('finds providers by a scientific word in their services and vocabulary, not by a similar name', async () => {
      expect(names((await get('/api/companies?search=toxicology').expect(200)).body)).toEqual(['Toxikon Labs']);
      expect(names((await get('/api/companies?search=ADC').expect(200)).body)).toEqual(['Lonza']);
      expect(names((await get('/api/companies?search=cancer').expect(200)).body)).toEqual(['Oncology Partners', 'Andes Clinical']);
    });

    it('tolerates a typo in a name', async () => {
      expect(names((await get('/api/companies?search=Samsung%20Biologcs').expect(200)).body)[0]).toBe('Samsung Biologics');
      expect(names((await get('/api/companies?search=Pathoen').expect(200)).body)).toContain('Patheon');
    });

    it.each(['toxicology', 'cancer trials', '"site network"', 'biologics -antibodies', 'ADC or fill-finish', 'the'])(
      'matches %s in memory exactly as PostgreSQL matches the search document',
      async (text) => {
        // PostgreSQL's own full-text match of the stored document: every one must be found; the rest of what
        // the directory finds must be name matches.
        const { rows } = await knexOf(sut.em()).raw(`select name from companies where search_document @@ websearch_to_tsquery('english', ?)`, [text]);
        const found = names((await get(`/api/companies?search=${encodeURIComponent(text)}&limit=100`).expect(200)).body);
        const textMatches = (rows as { name: string }[]).map((row) => row.name);
        expect(found).toEqual(expect.arrayContaining(textMatches));
        for (const name of found.filter((other) => !textMatches.includes(other))) {
          expect(
            text
              .toLowerCase()
              .split(/\W+/)
              .some((word) => word && name.toLowerCase().includes(word.slice(0, 3))),
          ).toBe(true);
        }
      },
    );
  });

  describe('evidence-weighted scores', () => {
    it('publishes the prior weight and platform means, from which each rankScore recomputes', async () => {
      const { body: methodology } = await get('/api/methodology').expect(200);
      expect(methodology.priorWeight).toBe(5);
      const { body: cards } = await get('/api/companies?limit=100').expect(200);
      for (const card of cards) {
        if (card.reviewCount === 0) {
          expect(card.rankScore).toBeNull();
          continue;
        }
        const { priorWeight: c, platformMeans } = methodology;
        const expected = (c * platformMeans.overall + card.ratingCounts.overall * card.averageRatings.overall) / (c + card.ratingCounts.overall);
        expect(card.rankScore).toBeCloseTo(expected, 10);
      }
      // m is the mean of every approved review's own mean: 10, then 9 or 9.5 (Oncology Partners), then 5.5 or 6 (Lonza).
      const reviewMeans = [10, ...Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? 9 : 9.5)), ...Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? 5.5 : 6))];
      expect(methodology.platformMeans.overall).toBeCloseTo(reviewMeans.reduce((a, b) => a + b) / reviewMeans.length, 10);
    });

    it('does not let one perfect review top Top Rated or a category sort over a well-reviewed company', async () => {
      const top = (await get('/api/companies?sort=rating&limit=3').expect(200)).body;
      expect(names(top)).toEqual(['Oncology Partners', 'Discovery Chem', 'Lonza']);
      // The raw averages alone would put the one 10/10 review first.
      expect(top[1].averageRatings.overall).toBeGreaterThan(top[0].averageRatings.overall);
      expect(names((await get('/api/companies?sort=timeline&limit=3').expect(200)).body)[0]).toBe('Oncology Partners');
      expect(names((await get('/api/companies?sort=technicalExpertise&limit=3').expect(200)).body)[0]).toBe('Oncology Partners');
    });

    it('gives each profile its rating distribution per category', async () => {
      const { body } = await get(`/api/companies/${ids['Lonza']}`).expect(200);
      expect(body.ratingDistributions.technicalExpertise).toEqual([0, 0, 0, 0, 3, 3, 0, 0, 0, 0]);
      expect(body.ratingDistributions.timeline).toEqual([0, 0, 0, 0, 0, 6, 0, 0, 0, 0]);
      expect(body.ratingDistributions.pricing).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
      expect(body.aliases).toEqual(['Lonza Group']);
    });
  });
});
