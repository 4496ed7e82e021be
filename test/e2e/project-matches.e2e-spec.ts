import request from 'supertest';
import { RATING_CATEGORIES } from '../../src/domain/reviews/rating-categories';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';
import { MatchCandidates } from '../../src/domain/matching/match-candidates.port';
import { criteriaMet, type FitFacts } from '../../src/domain/matching/project-fit';

// The category names only; the expected numbers are computed here, independently of the domain.
const CATEGORIES = RATING_CATEGORIES;

const weights = (overrides: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(CATEGORIES.map((c) => [`${c}Weight`, 3])),
  ...overrides,
});

interface Card {
  id: string;
  name: string;
  type: string;
  reviewCount: number;
  averageRatings: Record<string, number | null>;
  ratingCounts: Record<string, number>;
}

interface Methodology {
  priorWeight: number;
  platformMeans: Record<string, number | null>;
}

/**
 * DECISIONS §12, recomputed from the published company cards and GET /api/methodology, for companies that
 * list no services (their project-type fit is unknown, so every fitting company meets no criterion and the
 * order is the match score's): matchScore = round(10 × Σ wᵢ·adjᵢ / Σ wᵢ), adjᵢ = (C·mᵢ + nᵢ·avgᵢ) / (C + nᵢ).
 */
function expectedRanking(cards: Card[], methodology: Methodology, w: Record<string, number>, types: string[], limit: number) {
  const { priorWeight: C, platformMeans: m } = methodology;
  return cards
    .filter((card) => types.includes(card.type) && card.reviewCount > 0)
    .map((card) => {
      const rated = CATEGORIES.filter((c) => card.averageRatings[c] !== null);
      const total = rated.reduce((sum, c) => sum + w[`${c}Weight`], 0);
      const weighted = rated.reduce((sum, c) => sum + w[`${c}Weight`] * (card.averageRatings[c] as number), 0) / total;
      const adjusted = (c: string) => (C * (m[c] as number) + card.ratingCounts[c] * (card.averageRatings[c] as number)) / (C + card.ratingCounts[c]);
      const weightedAdjusted = rated.reduce((sum, c) => sum + w[`${c}Weight`] * adjusted(c), 0) / total;
      return { id: card.id, name: card.name, reviewCount: card.reviewCount, weightedScore: weighted, matchScore: Math.round(weightedAdjusted * 10) };
    })
    .sort((a, b) => b.matchScore - a.matchScore || b.reviewCount - a.reviewCount || (a.name < b.name ? -1 : 1))
    .slice(0, limit);
}

describe('Project matching', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  let free: ReturnType<typeof request.agent>;
  let paid: ReturnType<typeof request.agent>;
  let freeId: string;

  const signIn = (email: string) => signedInAgent(server(), email);

  beforeAll(async () => {
    sut = await startTestApp();
    const types = ['CRO', 'CRDMO', 'CDMO', 'CMO'] as const;
    // 32 providers of four types with varied ratings (some categories unrated), and two without reviews.
    const specs = Array.from({ length: 32 }, (_, i) => aCompany({ name: `Provider ${String(i).padStart(2, '0')}`, type: types[i % 4] }));
    const ids = await insertCompanies(sut.em(), [...specs, aCompany({ name: 'Unreviewed CRO' }), aCompany({ name: 'Unreviewed CDMO', type: 'CDMO' })]);
    for (const [i, spec] of specs.entries()) {
      await insertReviews(sut.em(), ids[spec.name], [
        { technicalExpertise: 1 + (i % 10), pricing: 10 - (i % 7), timeline: i % 3 === 0 ? null : 5 + (i % 5), communication: 7 },
        ...(i % 2 === 0 ? [{ technicalExpertise: 8, regulatoryCompliance: 3 + (i % 8), pricing: 6 }] : [{ communication: 4 + (i % 6) }]),
        // A third review each: below 3 a company's category scores are not public, and this test reads them there.
        { projectManagement: 2 + (i % 9), pricing: 5 + (i % 3) },
      ]);
    }
    const freeMember = await insertMember(sut.em());
    freeId = freeMember.id;
    free = await signIn(freeMember.email);
    paid = await signIn((await insertMember(sut.em(), { subscriptionTier: 'growth' })).email);
  });
  afterAll(() => sut.close());

  const cards = async (): Promise<Card[]> => (await request(server()).get('/api/companies').expect(200)).body;
  const methodology = async (): Promise<Methodology> => (await request(server()).get('/api/methodology').expect(200)).body;

  it('ranks clinical-trial providers by their evidence-weighted averages weighted by the buyer, top 3 on the free plan, and stores the requirement', async () => {
    const w = weights({ technicalExpertiseWeight: 5, pricingWeight: 1, regulatoryComplianceWeight: 4 });
    const res = await free
      .post('/api/project-matches')
      .send({ projectName: 'Phase II NSCLC', projectType: 'Clinical Trial', timeline: 'Standard (3-12 months)', geography: 'Europe', therapeuticArea: 'Oncology', budget: '$1M - $5M', ...w })
      .expect(200);

    const expected = expectedRanking(await cards(), await methodology(), w as Record<string, number>, ['CRO', 'CRDMO'], 3);
    expect(res.body.limit).toBe(3);
    expect(res.body.matches.map((m: { id: string; matchScore: number }) => [m.id, m.matchScore])).toEqual(expected.map((e) => [e.id, e.matchScore]));
    res.body.matches.forEach((m: { weightedScore: number }, i: number) => expect(m.weightedScore).toBeCloseTo(expected[i].weightedScore, 10));
    expect(res.body.matches[0]).toMatchObject({ type: expect.stringMatching(/^(CRO|CRDMO)$/), location: 'Boston, Massachusetts', reviewCount: expect.any(Number) });
    expect(res.body.matches[0].explanation.topContributors).toHaveLength(3);
    expect(res.body.matches[0].explanation.missingCategories).toEqual(expect.arrayContaining(['changeOrders', 'contractNegotiation']));
    expect(res.body.requirement).toMatchObject({ id: expect.any(String), projectType: 'Clinical Trial', technicalExpertiseWeight: 5, geography: 'Europe' });
    // No company lists services, areas or regions: each fit is unknown, never a mismatch.
    expect(res.body.matches[0].fit).toEqual([
      { criterion: 'projectType', status: 'unknown', detail: expect.stringContaining('Services not published') },
      { criterion: 'therapeuticArea', status: 'unknown', detail: 'Therapeutic areas not published' },
      { criterion: 'geography', status: 'unknown', detail: expect.stringContaining('service regions not published') },
    ]);

    const [stored] = await knexOf(sut.em())('project_requirements').where('id', res.body.requirement.id);
    expect(stored).toMatchObject({
      user_id: freeId, project_name: 'Phase II NSCLC', project_type: 'Clinical Trial', budget: '$1M - $5M',
      technical_expertise_weight: 5, pricing_weight: 1, regulatory_compliance_weight: 4, communication_weight: 3,
    });
  });

  it('gives paid plans the top 25, and only manufacturers for drug manufacturing', async () => {
    const w = weights({ pricingWeight: 5, timelineWeight: 2 });
    const res = await paid.post('/api/project-matches').send({ projectType: 'Drug Manufacturing', timeline: 'Rush (< 3 months)', ...w }).expect(200);
    const expected = expectedRanking(await cards(), await methodology(), w as Record<string, number>, ['CMO', 'CDMO', 'CRDMO'], 25);
    expect(expected).toHaveLength(24); // 8 of each of the three types
    expect(res.body.limit).toBe(25);
    expect(res.body.matches.map((m: { id: string }) => m.id)).toEqual(expected.map((e) => e.id));
    expect(res.body.matches.every((m: { type: string }) => m.type !== 'CRO')).toBe(true);

    const analytical = await paid.post('/api/project-matches').send({ projectType: 'Analytical Testing', timeline: 'Extended (> 12 months)', ...weights() }).expect(200);
    expect(analytical.body.matches).toHaveLength(25);
    expect(analytical.body.matches.map((m: { name: string }) => m.name)).not.toContain('Unreviewed CRO');
  });

  it.each([
    [{ technicalExpertiseWeight: 0 }, 'technicalExpertiseWeight', 'Importance must be a whole number from 1 to 5'],
    [{ pricingWeight: 6 }, 'pricingWeight', 'Importance must be a whole number from 1 to 5'],
    [{ timelineWeight: 2.5 }, 'timelineWeight', 'Importance must be a whole number from 1 to 5'],
    [{ communicationWeight: undefined }, 'communicationWeight', 'Importance must be a whole number from 1 to 5'],
    [{ projectType: 'Marketing' }, 'projectType', 'Please select a project type'],
    [{ projectType: undefined }, 'projectType', 'Please select a project type'],
    [{ timeline: 'Yesterday' }, 'timeline', 'Please select a timeline'],
    [{ geography: 'Antarctica' }, 'geography', 'Please select a region'],
    [{ therapeuticArea: 'Astrology' }, 'therapeuticArea', 'Please select a therapeutic area'],
    [{ limit: 100 }, 'limit', 'property limit should not exist'],
  ])('refuses %p with a clear message and stores nothing', async (change, field, message) => {
    const count = async () => Number((await knexOf(sut.em())('project_requirements').count('* as n'))[0].n);
    const before = await count();
    const res = await free.post('/api/project-matches').send({ projectType: 'Clinical Trial', timeline: 'Standard (3-12 months)', ...weights(), ...change }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message, errors: { [field]: message } });
    expect(await count()).toBe(before);
  });

  it('asks visitors to sign in', async () => {
    await request(server()).post('/api/project-matches').send({ projectType: 'Clinical Trial', timeline: 'Standard (3-12 months)', ...weights() }).expect(401);
  });
  // It changes company types for good: the test after it arranges companies of its own.
  it('answers an empty list when no reviewed company fits', async () => {
    await knexOf(sut.em())('companies').whereIn('type', ['CRO', 'CRDMO']).whereNot('name', 'Unreviewed CRO').update({ type: 'CDMO' });
    const res = await free.post('/api/project-matches').send({ projectType: 'Toxicology Studies', timeline: 'Rush (< 3 months)', ...weights() }).expect(200);
    expect(res.body).toMatchObject({ matches: [], limit: 3 });
  });
  it('takes from the database exactly the reviewed companies that no fit rule leaves out', async () => {
    const facts = [
      aCompany({ name: 'Fitting Tox', type: 'CRO', services: ['Toxicology'], serviceLocations: ['Europe'], therapeuticAreas: ['Oncology'] }),
      aCompany({ name: 'Elsewhere Tox', type: 'CRO', country: 'Japan', location: 'Tokyo', services: ['Toxicology'], serviceLocations: ['Asia Pacific'] }),
      aCompany({ name: 'Other Areas Tox', type: 'CRO', services: ['Toxicology'], serviceLocations: ['Europe'], therapeuticAreas: ['Dermatology'] }),
      aCompany({ name: 'Unpublished Services', type: 'CRDMO', services: null, serviceLocations: ['Europe'] }),
      aCompany({ name: 'Manufacturer Only', type: 'CMO', services: ['Manufacturing'], serviceLocations: ['Europe'] }),
    ];
    const ids = await insertCompanies(sut.em(), facts);
    for (const company of facts) await insertReviews(sut.em(), ids[company.name], [{ technicalExpertise: 7 }]);
    const criteria = { projectType: 'Toxicology Studies' as const, geography: 'Europe' as const, therapeuticArea: 'Oncology' as const };

    const found = (await sut.app.get(MatchCandidates).candidates(criteria)).map((candidate) => candidate.name);
    // The domain's own rule, company by company, over every reviewed company the directory lists.
    const listed = (await request(server()).get('/api/companies?limit=1000').expect(200)).body as (Card & FitFacts)[];
    const fitting = listed.filter((card) => card.reviewCount > 0 && criteriaMet(criteria, card) !== null).map((card) => card.name);
    expect(found.sort()).toEqual(fitting.sort());
    expect(found).toEqual(expect.arrayContaining(['Fitting Tox', 'Unpublished Services']));
    for (const left of ['Elsewhere Tox', 'Other Areas Tox', 'Manufacturer Only']) expect(found).not.toContain(left);
  });

  // Last: it uses up the address's matches for a minute.
  it('answers 429 with Retry-After beyond 30 matches a minute for one member, and beyond 60 for one client address whoever asks', async () => {
    const body = { projectType: 'Clinical Trial', timeline: 'Standard (3-12 months)', ...weights() };
    const firstMember = await insertMember(sut.em());
    const first = await signIn(firstMember.email);
    for (let i = 0; i < 30; i++) await first.post('/api/project-matches').send(body).expect(200);
    const limited = await first.post('/api/project-matches').send(body).expect(429);
    expect(limited.body.message).toBe('Too many match requests. Please wait a minute and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    const stored = await knexOf(sut.em())('project_requirements').where('user_id', firstMember.id).count('* as n');
    expect(Number(stored[0].n)).toBe(30);

    // Another member on the same address (every test here asks from 127.0.0.1) is refused before their own 30:
    // the address has made 60 within the minute.
    const second = await signIn((await insertMember(sut.em())).email);
    let answered = 0;
    let refused: request.Response | null = null;
    while (!refused && answered < 30) {
      const res = await second.post('/api/project-matches').send(body);
      if (res.status === 429) refused = res;
      else answered += res.status === 200 ? 1 : Number.NaN;
    }
    expect(refused?.body.message).toBe('Too many match requests. Please wait a minute and try again.');
    expect(answered).toBeLessThan(30);
  });
});
