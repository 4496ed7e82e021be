import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;

describe('GET /api/companies', () => {
  let sut: TestApp;
  let ids: Record<string, string>;
  const now = Date.now();

  beforeAll(async () => {
    sut = await startTestApp();
    const em = sut.em();
    ids = await insertCompanies(em, [
      aCompany({
        name: 'Lonza Group',
        type: 'CDMO',
        location: 'Basel',
        country: 'Switzerland',
        employeeCount: 18000,
        services: ['Manufacturing'],
        moleculeTypes: ['Biologics', 'Cell Therapy'],
        globalPresence: true,
        serviceLocations: ['Europe', 'North America', 'Asia Pacific'],
      }),
      aCompany({
        name: 'Medpace',
        type: 'CRO',
        location: 'Cincinnati, Ohio',
        employeeCount: 5000,
        services: ['Clinical Research', 'Data Management'],
        globalPresence: true,
        serviceLocations: ['North America', 'Europe'],
      }),
      aCompany({
        name: 'Syngene International',
        type: 'CRDMO',
        location: 'Bengaluru',
        country: 'India',
        employeeCount: 7000,
        services: ['Drug Discovery', 'Manufacturing'],
        globalPresence: false,
      }),
      aCompany({
        name: 'Small Bio Analytics',
        type: 'CRO',
        location: 'Munich',
        country: 'Germany',
        employeeCount: 40,
        services: ['Analytical Services'],
        globalPresence: false,
      }),
      aCompany({ name: 'Pacific Clinical', type: 'CRO', location: 'Sydney', country: 'Australia', serviceLocations: ['Asia Pacific'] }),
    ]);
    // Both at or over the anonymity threshold (3 approved user reviews), so their category scores are public;
    // test/e2e/anonymity-threshold.e2e-spec.ts covers the companies below it.
    await insertReviews(em, ids['Medpace'], [
      { technicalExpertise: 9, timeline: 8, pricing: 6, createdAt: new Date(now - 10 * DAY) },
      { technicalExpertise: 8, timeline: 10, communication: 9, createdAt: new Date(now - 3 * DAY) },
      { communication: 9, createdAt: new Date(now - 20 * DAY) },
      { communication: 9, createdAt: new Date(now - 21 * DAY) },
    ]);
    await insertReviews(em, ids['Lonza Group'], [
      { technicalExpertise: 7, timeline: 5, pricing: 9, createdAt: new Date(now - 1 * DAY) },
      { communication: 8, createdAt: new Date(now - 30 * DAY) },
      { communication: 8, createdAt: new Date(now - 31 * DAY) },
    ]);
    await insertReviews(em, ids['Syngene International'], [{ technicalExpertise: 10, moderationStatus: 'pending' }]);
  });

  afterAll(() => sut.close());

  const names = (body: { name: string }[]) => body.map((c) => c.name);
  const get = (query: string) => request(sut.app.getHttpServer()).get(`/api/companies${query}`);

  it('lists every company, best rated first, unrated ones last by name, with the total in X-Total-Count', async () => {
    const res = await get('').expect(200);
    expect(res.headers['x-total-count']).toBe('5');
    expect(names(res.body)).toEqual(['Medpace', 'Lonza Group', 'Pacific Clinical', 'Small Bio Analytics', 'Syngene International']);
  });

  it('serves the card fields with averages and the evidence behind them', async () => {
    const res = await get('?search=medpace').expect(200);
    const [medpace] = res.body;
    expect(medpace).toMatchObject({
      id: ids['Medpace'],
      type: 'CRO',
      country: 'United States',
      employeeCount: 5000,
      employeeRange: '1,001-10,000',
      size: 'large',
      reviewCount: 4,
      services: ['Clinical Research', 'Data Management'],
    });
    // overall = mean of each review's mean: (23/3 + 27/3 + 9 + 9) / 4 = 26/3 = 8.666…
    expect(medpace.averageRatings.overall).toBeCloseTo(26 / 3, 10);
    expect(medpace.averageRatings.technicalExpertise).toBe(8.5);
    expect(medpace.averageRatings.pricing).toBe(6);
    expect(medpace.averageRatings.regulatoryCompliance).toBeNull();
    expect(medpace.ratingCounts).toMatchObject({ overall: 4, technicalExpertise: 2, pricing: 1, communication: 3, regulatoryCompliance: 0 });
    // The day of the newest review, never its time.
    expect(medpace.lastReviewDate).toBe(new Date(now - 3 * DAY).toISOString().slice(0, 10));
  });

  it('counts only approved reviews in the aggregates', async () => {
    const res = await get('?search=syngene').expect(200);
    expect(res.body[0]).toMatchObject({ reviewCount: 0, lastReviewDate: null });
    expect(res.body[0].averageRatings.overall).toBeNull();
  });

  it.each([
    ['?type=CRO', ['Medpace', 'Pacific Clinical', 'Small Bio Analytics']],
    ['?country=Germany', ['Small Bio Analytics']],
    ['?location=Europe', ['Medpace', 'Lonza Group', 'Small Bio Analytics']],
    ['?location=Asia', ['Lonza Group', 'Pacific Clinical', 'Syngene International']],
    ['?location=North%20America', ['Medpace', 'Lonza Group']],
    ['?size=startup', ['Small Bio Analytics']],
    ['?size=large', ['Medpace', 'Syngene International']],
    ['?size=enterprise', ['Lonza Group']],
    ['?global=true', ['Medpace', 'Lonza Group']],
    ['?global=false', ['Small Bio Analytics', 'Syngene International']],
    ['?serviceCategories=cell_gene_therapy', ['Lonza Group']],
    ['?serviceCategories=clinical_research,analytical_services', ['Medpace', 'Small Bio Analytics']],
    ['?type=CRO&global=false', ['Small Bio Analytics']],
    ['?type=&country=', ['Medpace', 'Lonza Group', 'Pacific Clinical', 'Small Bio Analytics', 'Syngene International']],
  ])('filters %s', async (query, expected) => {
    const res = await get(query).expect(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
  });

  it.each([
    ['lonza', 'Lonza Group'],
    ['LONZA', 'Lonza Group'],
    ['Lonzo', 'Lonza Group'],
    ['medpase', 'Medpace'],
    ['Syngen Internationl', 'Syngene International'],
  ])('finds %s by name despite case and one-letter typos', async (search, expected) => {
    const res = await get(`?search=${encodeURIComponent(search)}`).expect(200);
    expect(names(res.body)[0]).toBe(expected);
  });

  it('does not match unrelated names', async () => {
    const res = await get('?search=zzyzx').expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('pages with limit and offset while X-Total-Count stays the total', async () => {
    const first = await get('?limit=2').expect(200);
    const second = await get('?limit=2&offset=2').expect(200);
    const past = await get('?limit=2&offset=10').expect(200);
    expect(names(first.body)).toEqual(['Medpace', 'Lonza Group']);
    expect(names(second.body)).toEqual(['Pacific Clinical', 'Small Bio Analytics']);
    expect(past.body).toEqual([]);
    expect([first, second, past].map((r) => r.headers['x-total-count'])).toEqual(['5', '5', '5']);
  });

  it.each([
    ['name', ['Lonza Group', 'Medpace', 'Pacific Clinical', 'Small Bio Analytics', 'Syngene International']],
    ['reviews', ['Medpace', 'Lonza Group', 'Pacific Clinical', 'Small Bio Analytics', 'Syngene International']],
    ['recent', ['Lonza Group', 'Medpace', 'Pacific Clinical', 'Small Bio Analytics', 'Syngene International']],
    // Both are past the anonymity threshold, so their category scores rank them (test/e2e/anonymity-threshold.e2e-spec.ts
    // covers a company below it, which a category sort ranks as unrated).
    ['pricing', ['Lonza Group', 'Medpace', 'Pacific Clinical', 'Small Bio Analytics', 'Syngene International']],
    ['timeline', ['Medpace', 'Lonza Group', 'Pacific Clinical', 'Small Bio Analytics', 'Syngene International']],
  ])('sorts by %s', async (sort, expected) => {
    const res = await get(`?sort=${sort}`).expect(200);
    expect(names(res.body)).toEqual(expected);
  });

  it.each([
    ['?type=Pharma', 'type', 'type must be one of: CRO, CMO, CDMO, CRDMO'],
    ['?location=Antarctica', 'location', 'location must be one of: North America, Europe, Asia, Latin America, Middle East, Africa'],
    ['?size=huge', 'size', 'size must be one of: startup, small, medium, large, enterprise'],
    ['?global=maybe', 'global', 'global must be true or false'],
    ['?serviceCategories=clinical_research,astrology', 'serviceCategories', expect.stringContaining('serviceCategories must be one of')],
    ['?sort=popularity', 'sort', expect.stringContaining('sort must be one of: rating, reviews, name, recent')],
    ['?limit=0', 'limit', 'limit must be an integer from 1 to 1000'],
    ['?limit=1001', 'limit', 'limit must be an integer from 1 to 1000'],
    ['?limit=ten', 'limit', 'limit must be an integer from 1 to 1000'],
    ['?offset=-1', 'offset', 'offset must be an integer of 0 or more'],
    ['?colour=blue', 'colour', 'property colour should not exist'],
  ])('refuses %s with 400 and a message for the field', async (query, field, message) => {
    const res = await get(query).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request', errors: { [field]: message } });
  });

  it('puts the exact name first, then names starting with the text, then names containing it, whatever the sort', async () => {
    const added = ['Acme Cell Works', 'Cell Worksite Bio', 'Cell Works'];
    await insertCompanies(
      sut.em(),
      added.map((name) => aCompany({ name })),
    );
    try {
      const res = await get('?search=cell%20works&sort=name').expect(200);
      expect(names(res.body)).toEqual(['Cell Works', 'Cell Worksite Bio', 'Acme Cell Works']);
    } finally {
      // Gone again, so the totals the other tests assert stay as they were, whichever runs next.
      await knexOf(sut.em())('companies').whereIn('name', added).delete();
    }
  });
});

describe('GET /api/companies/{id} and /reviews', () => {
  let sut: TestApp;
  let companyId: string;
  let otherId: string;
  const now = Date.now();

  beforeAll(async () => {
    sut = await startTestApp();
    const em = sut.em();
    const ids = await insertCompanies(em, [
      aCompany({ name: 'Charles River Laboratories', type: 'CRO', stockSymbol: 'NYSE: CRL', publiclyTraded: true, revenueUsd: 4050.5 }),
      aCompany({ name: 'Quiet CDMO', type: 'CDMO' }),
    ]);
    companyId = ids['Charles River Laboratories'];
    otherId = ids['Quiet CDMO'];
    await insertReviews(em, companyId, [
      { technicalExpertise: 9, comments: 'Oldest approved review text', createdAt: new Date(now - 30 * DAY), userId: null },
      { technicalExpertise: 7, comments: 'Middle approved review text', createdAt: new Date(now - 20 * DAY) },
      { technicalExpertise: 8, comments: 'Newest approved review text', createdAt: new Date(now - 10 * DAY) },
      { technicalExpertise: 1, comments: 'Pending review text', moderationStatus: 'pending', createdAt: new Date(now) },
      { technicalExpertise: 1, comments: 'Rejected review text', moderationStatus: 'rejected', createdAt: new Date(now) },
      { technicalExpertise: 2, comments: 'Demo review text', isDemo: true, createdAt: new Date(now) },
    ]);
  });

  afterAll(() => sut.close());

  const server = () => sut.app.getHttpServer();

  it('returns the full profile with aggregates of approved, non-demo reviews', async () => {
    const res = await request(server()).get(`/api/companies/${companyId}`).expect(200);
    expect(res.body).toMatchObject({
      id: companyId,
      name: 'Charles River Laboratories',
      stockSymbol: 'NYSE: CRL',
      publiclyTraded: true,
      revenueUsd: 4050.5,
      reviewCount: 3,
      parentCompany: null,
      officeLocations: [],
    });
    expect(res.body.averageRatings.technicalExpertise).toBe(8);
    expect(res.body.ratingCounts.technicalExpertise).toBe(3);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"])('answers 404 for the unknown id %s', async (id) => {
    const res = await request(server())
      .get(`/api/companies/${encodeURIComponent(id)}`)
      .expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Company not found', error: 'Not Found' });
    await request(server())
      .get(`/api/companies/${encodeURIComponent(id)}/reviews`)
      .expect(404);
  });

  it('lists approved reviews newest first, the two newest with text and the rest locked for visitors', async () => {
    const res = await request(server()).get(`/api/companies/${companyId}/reviews`).expect(200);
    expect(res.body.map((r: { comments: string | null }) => r.comments)).toEqual(['Newest approved review text', 'Middle approved review text', null]);
    expect(res.body.map((r: { locked: boolean }) => r.locked)).toEqual([false, false, true]);
    expect(res.body[2].technicalExpertise).toBe(9);
  });

  it('never reveals who wrote a review or how it was moderated', async () => {
    const res = await request(server()).get(`/api/companies/${companyId}/reviews`).expect(200);
    for (const review of res.body) {
      expect(Object.keys(review).sort()).toEqual(
        [
          'id',
          'reviewType',
          'serviceType',
          'experienceType',
          'projectSize',
          'projectDuration',
          'workTimeframe',
          'technicalExpertise',
          'projectManagement',
          'communication',
          'timeline',
          'pricing',
          'changeOrders',
          'contractNegotiation',
          'regulatoryCompliance',
          'comments',
          'locked',
          'intelligenceSource',
          'sourceUrl',
          'sourceDate',
          'createdAt',
          'isDemo',
          'invitedByVendor',
          'verifiedEngagement',
          'responses',
          'reviewerRole',
          'organizationType',
          'therapeuticArea',
          'moleculeType',
          'developmentPhase',
          'pros',
          'cons',
          'wouldRecommend',
        ].sort(),
      );
    }
    expect(JSON.stringify(res.body)).not.toMatch(/someone@example\.com|internal note|userId|authoredBy|moderat/i);
  });

  it('answers an empty list for a company without reviews', async () => {
    const res = await request(server()).get(`/api/companies/${otherId}/reviews`).expect(200);
    expect(res.body).toEqual([]);
  });
});
