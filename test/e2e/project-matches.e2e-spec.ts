import request from 'supertest';
import { RATING_CATEGORIES } from '../../src/domain/reviews/rating-categories';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';
import { MatchCandidates } from '../../src/domain/matching/match-candidates.port';
import { criteriaMet, type FitFacts } from '../../src/domain/matching/project-fit';
import { rankCandidates } from '../../src/domain/matching/rank-matches';
import type { MatchWeights } from '../../src/domain/matching/project-requirements';

// The category names only; the expected numbers are computed here, independently of the domain.
const CATEGORIES = RATING_CATEGORIES;

const weights = (overrides: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(CATEGORIES.map((c) => [`${c}Weight`, 3])),
  ...overrides,
});

const evenWeights = Object.fromEntries(CATEGORIES.map((c) => [c, 3])) as MatchWeights;

interface Card {
  id: string;
  name: string;
  type: string;
  reviewCount: number;
  averageRatings: Record<string, number | null>;
  ratingCounts: Record<string, number | null>;
}

interface Methodology {
  priorWeight: number;
  platformMeans: Record<string, number | null>;
}

interface Match {
  id: string;
  name: string;
  type: string;
  reviewCount: number;
  matchScore: number;
  fitScore: number;
  evidenceScore: number | null;
  evidence: string;
  fit: { criterion: string; status: string }[];
}

/**
 * The evidence score of every reviewed card, recomputed from the published cards and GET /api/methodology: the
 * evidence-weighted average adj = (C·m + n·avg) / (C + n) per public category, its percentile among all cards with
 * a value there (100 × (below + 0.5 × equal) / (N − 1)), and the weighted mean of the percentiles.
 */
function expectedEvidence(cards: Card[], methodology: Methodology, w: Record<string, number>): Map<string, number> {
  const { priorWeight: C, platformMeans: m } = methodology;
  const adjusted = (card: Card, c: string) =>
    card.averageRatings[c] === null || card.ratingCounts[c] === null
      ? null
      : (C * (m[c] as number) + (card.ratingCounts[c] as number) * (card.averageRatings[c] as number)) / (C + (card.ratingCounts[c] as number));
  const pools = Object.fromEntries(CATEGORIES.map((c) => [c, cards.map((card) => adjusted(card, c)).filter((v): v is number => v !== null)]));
  const result = new Map<string, number>();
  for (const card of cards) {
    let weighted = 0;
    let total = 0;
    for (const c of CATEGORIES) {
      const value = adjusted(card, c);
      if (value === null) continue;
      const pool = pools[c];
      const below = pool.filter((v) => v < value - 1e-9).length;
      const equal = pool.filter((v) => Math.abs(v - value) <= 1e-9).length - 1;
      const pct = pool.length === 1 ? 50 : (100 * (below + 0.5 * equal)) / (pool.length - 1);
      weighted += w[`${c}Weight`] * pct;
      total += w[`${c}Weight`];
    }
    if (total > 0) result.set(card.id, weighted / total);
  }
  return result;
}

/** The order the matches must follow: the number shown, then reviews, then name in code-point order. */
const inMatchOrder = (matches: Match[]) =>
  [...matches].sort((a, b) => b.matchScore - a.matchScore || b.reviewCount - a.reviewCount || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

describe('Project matching', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  let free: ReturnType<typeof request.agent>;
  let paid: ReturnType<typeof request.agent>;
  let other: ReturnType<typeof request.agent>;
  let freeId: string;
  let ids: Record<string, string>;
  const types = ['CRO', 'CRDMO', 'CDMO', 'CMO'] as const;
  // 32 providers of four types, and two that will never have reviews.
  const specs = Array.from({ length: 32 }, (_, i) => aCompany({ name: `Provider ${String(i).padStart(2, '0')}`, type: types[i % 4] }));

  const signIn = (email: string) => signedInAgent(server(), email);
  const requirementCount = async () => Number((await knexOf(sut.em())('project_requirements').count('* as n'))[0].n);

  beforeAll(async () => {
    sut = await startTestApp();
    ids = await insertCompanies(sut.em(), [...specs, aCompany({ name: 'Unreviewed CRO' }), aCompany({ name: 'Unreviewed CDMO', type: 'CDMO' })]);
    const freeMember = await insertMember(sut.em());
    freeId = freeMember.id;
    free = await signIn(freeMember.email);
    paid = await signIn((await insertMember(sut.em(), { subscriptionTier: 'growth' })).email);
    other = await signIn((await insertMember(sut.em())).email);
  });
  afterAll(() => sut.close());

  const cards = async (): Promise<Card[]> => (await request(server()).get('/api/companies?limit=1000').expect(200)).body;
  const methodology = async (): Promise<Methodology> => (await request(server()).get('/api/methodology').expect(200)).body;

  describe('with reviews', () => {
    beforeAll(async () => {
      for (const [i, spec] of specs.entries()) {
        await insertReviews(sut.em(), ids[spec.name], [
          { technicalExpertise: 1 + (i % 10), pricing: 10 - (i % 7), timeline: i % 3 === 0 ? null : 5 + (i % 5), communication: 7 },
          ...(i % 2 === 0 ? [{ technicalExpertise: 8, regulatoryCompliance: 3 + (i % 8), pricing: 6 }] : [{ communication: 4 + (i % 6) }]),
          // A third review each: below 3 a company's category scores are not public, and this test reads them there.
          { projectManagement: 2 + (i % 9), pricing: 5 + (i % 3) },
        ]);
      }
    });

    it('scores fit, evidence (category percentiles under the weights) and the match score, orders by the number shown, and stores the run', async () => {
      const w = weights({ technicalExpertiseWeight: 5, pricingWeight: 1, regulatoryComplianceWeight: 4 });
      const res = await free
        .post('/api/project-matches')
        .send({
          projectName: 'Phase II NSCLC',
          projectType: 'Clinical Trial',
          timeline: 'Standard (3-12 months)',
          geography: 'Europe',
          therapeuticArea: 'Oncology',
          budget: '$1M - $5M',
          ...w,
        })
        .expect(200);
      expect(res.body.limit).toBe(3);
      const matches = res.body.matches as Match[];
      expect(matches).toHaveLength(3);
      expect(matches.map((m) => m.id)).toEqual(inMatchOrder(matches).map((m) => m.id));
      const evidence = expectedEvidence(await cards(), await methodology(), w as Record<string, number>);
      for (const match of matches) {
        // Three criteria given, none published by these companies: each counts half.
        expect(match.fit.map((f) => f.status)).toEqual(['unknown', 'unknown', 'unknown']);
        expect(match.fitScore).toBe(50);
        expect(match.evidenceScore).toBe(Math.round(evidence.get(match.id)!));
        expect(match.matchScore).toBe(Math.round(50 * (0.5 + (0.5 * match.evidenceScore!) / 100)));
      }
      // The three with the best evidence among the fitting (CRO and CRDMO) providers.
      const fitting = (await cards()).filter((c) => ['CRO', 'CRDMO'].includes(c.type) && evidence.has(c.id));
      const best = Math.max(...fitting.map((c) => evidence.get(c.id)!));
      expect(matches[0].evidenceScore).toBe(Math.round(best));
      expect(res.body.requirement).toMatchObject({ id: expect.any(String), projectType: 'Clinical Trial', technicalExpertiseWeight: 5, geography: 'Europe' });

      const [stored] = await knexOf(sut.em())('project_requirements').where('id', res.body.requirement.id);
      expect(stored).toMatchObject({
        user_id: freeId,
        project_name: 'Phase II NSCLC',
        project_type: 'Clinical Trial',
        budget: '$1M - $5M',
        technical_expertise_weight: 5,
        pricing_weight: 1,
        regulatory_compliance_weight: 4,
        communication_weight: 3,
        result_limit: 3,
      });
    });

    it('lets the weights change the order', async () => {
      const run = async (w: Record<string, unknown>) =>
        (
          (
            await paid
              .post('/api/project-matches')
              .send({ projectType: 'Analytical Testing', timeline: 'Rush (< 3 months)', ...w })
              .expect(200)
          ).body.matches as Match[]
        ).map((m) => m.name);
      const technical = await run(weights({ technicalExpertiseWeight: 5, pricingWeight: 1, communicationWeight: 1, timelineWeight: 1, projectManagementWeight: 1 }));
      const pricing = await run(weights({ technicalExpertiseWeight: 1, pricingWeight: 5, communicationWeight: 1, timelineWeight: 1, projectManagementWeight: 1 }));
      expect(technical.slice(0, 3)).not.toEqual(pricing.slice(0, 3));
    });

    it('ranks a company without reviews among the reviewed ones, never leaving it out', async () => {
      const res = await paid
        .post('/api/project-matches')
        .send({ projectType: 'Analytical Testing', timeline: 'Extended (> 12 months)', ...weights() })
        .expect(200);
      expect(res.body.matches).toHaveLength(25);
      const all = await sut.app.get(MatchCandidates).candidates({ projectType: 'Analytical Testing', weights: evenWeights }, 1000);
      expect(all.map((c) => c.name)).toEqual(expect.arrayContaining(['Unreviewed CRO', 'Unreviewed CDMO']));
    });

    it("orders in the database exactly as the domain's formulas score, whatever the weights", async () => {
      for (const w of [
        evenWeights,
        { ...evenWeights, pricing: 5, regulatoryCompliance: 1 },
        { ...evenWeights, pricing: 1, regulatoryCompliance: 5, technicalExpertise: 2 },
      ]) {
        const request = { projectType: 'Clinical Trial' as const, therapeuticArea: 'Oncology' as const, weights: w };
        const fromDatabase = await sut.app.get(MatchCandidates).candidates(request, 1000);
        expect(fromDatabase.length).toBeGreaterThan(10);
        expect(rankCandidates(fromDatabase, request, 1000).map(({ candidate }) => candidate.id)).toEqual(fromDatabase.map((candidate) => candidate.id));
        // The first few the database keeps are the domain's first few over all of them.
        const top = await sut.app.get(MatchCandidates).candidates(request, 5);
        expect(top.map((candidate) => candidate.id)).toEqual(fromDatabase.slice(0, 5).map((candidate) => candidate.id));
      }
    });

    it('gives a visitor the top 3 and stores nothing', async () => {
      const before = await requirementCount();
      const res = await request(server())
        .post('/api/project-matches')
        .send({ projectType: 'Clinical Trial', timeline: 'Standard (3-12 months)', ...weights() })
        .expect(200);
      expect(res.body.matches).toHaveLength(3);
      expect(res.body.limit).toBe(3);
      expect(res.body.requirement.id).toBeNull();
      expect(await requirementCount()).toBe(before);
    });

    it("answers a member's stored run as computed then, and 404 to anyone else", async () => {
      const posted = await free
        .post('/api/project-matches')
        .send({ projectType: 'Clinical Trial', timeline: 'Standard (3-12 months)', pricingWeight: 5, ...weights({ pricingWeight: 5 }) })
        .expect(200);
      const id = posted.body.requirement.id as string;
      const again = await free.get(`/api/project-matches/${id}`).expect(200);
      expect(again.body.matches).toEqual(posted.body.matches);
      expect(again.body.requirement).toMatchObject({ id, pricingWeight: 5, projectType: 'Clinical Trial' });
      const refused = await other.get(`/api/project-matches/${id}`).expect(404);
      expect(refused.body.message).toBe('Match results not found');
      await free.get('/api/project-matches/not-a-uuid').expect(404);
      await request(server()).get(`/api/project-matches/${id}`).expect(401);
    });

    it("shows a company's score for the member's newest requirement beside the top 3", async () => {
      const newcomer = await signIn((await insertMember(sut.em())).email);
      await newcomer.get(`/api/companies/${ids['Provider 00']}/match-score`).expect(404);
      const run = await newcomer
        .post('/api/project-matches')
        .send({ projectType: 'Clinical Trial', timeline: 'Standard (3-12 months)', ...weights() })
        .expect(200);
      const check = await newcomer.get(`/api/companies/${ids['Provider 05']}/match-score`).expect(200);
      expect(check.body.requirement.id).toBe(run.body.requirement.id);
      expect(check.body.top.map((m: Match) => m.id)).toEqual(run.body.matches.map((m: Match) => m.id));
      expect(check.body).toMatchObject({ fits: true, rank: expect.any(Number), match: { id: ids['Provider 05'], fitScore: 50 } });
      const manufacturer = await newcomer.get(`/api/companies/${ids['Provider 03']}/match-score`).expect(200);
      expect(manufacturer.body).toMatchObject({ fits: false, match: null, company: { id: ids['Provider 03'], fit: [{ criterion: 'projectType', status: 'mismatch' }] } });
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
      [{ scale: 'huge' }, 'scale', 'Scale must be clinical or commercial'],
      [{ limit: 100 }, 'limit', 'property limit should not exist'],
    ])('refuses %p with a clear message and stores nothing', async (change, field, message) => {
      const before = await requirementCount();
      const res = await free
        .post('/api/project-matches')
        .send({ projectType: 'Clinical Trial', timeline: 'Standard (3-12 months)', ...weights(), ...change })
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message, errors: { [field]: message } });
      expect(await requirementCount()).toBe(before);
    });
  });
});

// On an instance of its own: it uses up the address's matches for a minute, which would refuse other tests' runs.
describe('Project matching limits', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  const signIn = (email: string) => signedInAgent(server(), email);
  beforeAll(async () => {
    sut = await startTestApp();
    await insertCompanies(sut.em(), [aCompany({ name: 'Limit CRO', type: 'CRO' })]);
  });
  afterAll(() => sut.close());

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

    // A visitor on the same address (every request here comes from 127.0.0.1) gets what is left of the address's 60 a minute.
    let answered = 0;
    let refused: request.Response | null = null;
    while (!refused && answered < 60) {
      const res = await request(server()).post('/api/project-matches').send(body);
      if (res.status === 429) refused = res;
      else answered += res.status === 200 ? 1 : Number.NaN;
    }
    expect(refused?.body.message).toBe('Too many match requests. Please wait a minute and try again.');
    expect(answered).toBeLessThanOrEqual(30);
  });
});

// A new deployment: companies, and no review at all.
describe('Project matching before any review', () => {
  let sut: TestApp;
  let paid: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    sut = await startTestApp();
    // The same providers as above, and one manufacturer that will never have reviews there: 25 manufacturers.
    await insertCompanies(sut.em(), [
      ...Array.from({ length: 32 }, (_, i) => aCompany({ name: `Provider ${String(i).padStart(2, '0')}`, type: (['CRO', 'CRDMO', 'CDMO', 'CMO'] as const)[i % 4] })),
      aCompany({ name: 'Unreviewed CDMO', type: 'CDMO' }),
    ]);
    paid = await signedInAgent(sut.app.getHttpServer(), (await insertMember(sut.em(), { subscriptionTier: 'growth' })).email);
  });
  afterAll(() => sut.close());

  it('returns the fitting companies, ranked on fit, when nobody has reviewed anything yet', async () => {
    const res = await paid
      .post('/api/project-matches')
      .send({ projectType: 'Drug Manufacturing', timeline: 'Rush (< 3 months)', ...weights() })
      .expect(200);
    expect(res.body.matches).toHaveLength(25);
    expect(res.body.matches.every((m: Match) => ['CMO', 'CDMO', 'CRDMO'].includes(m.type))).toBe(true);
    // No company lists services: the project type is unknown for each (fit 50), and no evidence (50): 50 × 0.75 = 38.
    expect(res.body.matches[0]).toMatchObject({ fitScore: 50, evidenceScore: null, evidence: 'none', matchScore: 38 });
    expect(res.body.matches.map((m: Match) => m.name)).toEqual(inMatchOrder(res.body.matches).map((m) => m.name));
  });
});

// On an instance of its own: its companies publish facts that would change the other tests' fit.
describe('Project matching candidates', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  it('takes from the database exactly the companies that no fit rule leaves out, reviewed or not', async () => {
    const facts = [
      aCompany({ name: 'Fitting Tox', type: 'CRO', services: ['Toxicology'], serviceLocations: ['Europe'], therapeuticAreas: ['Oncology'] }),
      aCompany({ name: 'Elsewhere Tox', type: 'CRO', country: 'Japan', location: 'Tokyo', services: ['Toxicology'], serviceLocations: ['Asia Pacific'] }),
      aCompany({ name: 'Other Areas Tox', type: 'CRO', services: ['Toxicology'], serviceLocations: ['Europe'], therapeuticAreas: ['Dermatology'] }),
      aCompany({ name: 'Unpublished Services', type: 'CRDMO', services: null, serviceLocations: ['Europe'] }),
      aCompany({ name: 'Manufacturer Only', type: 'CMO', services: ['Manufacturing'], serviceLocations: ['Europe'] }),
    ];
    const added = await insertCompanies(sut.em(), facts);
    await insertReviews(sut.em(), added['Fitting Tox'], [{ technicalExpertise: 7 }]);
    const criteria = { projectType: 'Toxicology Studies' as const, geography: 'Europe' as const, therapeuticArea: 'Oncology' as const };

    const found = (await sut.app.get(MatchCandidates).candidates({ ...criteria, weights: evenWeights }, 1000)).map((candidate) => candidate.name);
    // The domain's own rule, company by company, over every company the directory lists.
    const listed = (await request(server()).get('/api/companies?limit=1000').expect(200)).body as (Card & FitFacts)[];
    const fitting = listed.filter((card) => criteriaMet(criteria, card) !== null).map((card) => card.name);
    expect(found.sort()).toEqual(fitting.sort());
    expect(found).toEqual(expect.arrayContaining(['Fitting Tox', 'Unpublished Services']));
    for (const left of ['Elsewhere Tox', 'Other Areas Tox', 'Manufacturer Only']) expect(found).not.toContain(left);
  });
});
