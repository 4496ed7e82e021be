import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { pdfText } from '../support/pdf-text';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { RATING_CATEGORIES } from '../../src/domain/reviews/rating-categories';
import { aCompany, insertCompanies, insertReviews, insertVendorAccount } from '../support/factories';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

/** Collects a binary answer as a Buffer (supertest only buffers text by default). */
const binary = (res: NodeJS.ReadableStream & object, callback: (error: Error | null, body: unknown) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/**
 * Reviewer anonymity over HTTP: below 3 approved user reviews a company's public JSON carries only the overall
 * score, its reviews no context, and every public or vendor-facing time of a review is a day (docs/security.md,
 * checklist item 30).
 */

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const CONTEXT_FIELDS = ['reviewerRole', 'organizationType', 'projectSize', 'projectDuration', 'workTimeframe', 'therapeuticArea', 'moleculeType', 'developmentPhase'];
const CATEGORIES_NULL = Object.fromEntries(RATING_CATEGORIES.map((category) => [category, null]));

describe('The anonymity threshold: 3 approved user reviews before anything beyond the overall score is public', () => {
  let sut: TestApp;
  const server = () => sut.app.getHttpServer();
  let ids: Record<string, string>;
  let member: Awaited<ReturnType<typeof signedInAgent>>;

  /** Gives the company's reviews every context field a reviewer can fill in. */
  const fillContext = (reviewIds: string[]) =>
    knexOf(sut.em())('reviews').whereIn('id', reviewIds).update({
      reviewer_role: 'Procurement / Sourcing',
      organization_type: 'Biotech',
      project_size: 'Large',
      project_duration: '> 12 months',
      work_timeframe: '2-5 years ago',
      therapeutic_area: 'Oncology',
      molecule_type: 'Peptides',
      development_phase: 'Phase II',
      pros: 'Responsive study team.',
      cons: 'Slow contracts.',
      would_recommend: true,
    });

  beforeAll(async () => {
    sut = await startTestApp();
    ids = await insertCompanies(sut.em(), [
      aCompany({ name: 'Two Reviews Bio', type: 'CRO' }),
      aCompany({ name: 'Three Reviews Bio', type: 'CRO' }),
      aCompany({ name: 'Alpha Same Day', type: 'CMO' }),
      aCompany({ name: 'Zeta Same Day', type: 'CMO' }),
      aCompany({ name: 'Earlier Day Labs', type: 'CMO' }),
    ]);
    // Two members' reviews (one written at 13:24:04) and one from public sources: still below the threshold.
    const below = await insertReviews(sut.em(), ids['Two Reviews Bio'], [
      { technicalExpertise: 9, pricing: 4, createdAt: new Date('2026-03-10T13:24:04.517Z'), comments: 'Newest text' },
      { technicalExpertise: 7, pricing: 6, createdAt: new Date('2026-03-02T08:00:00Z'), comments: 'Older text' },
    ]);
    await insertReviews(sut.em(), ids['Two Reviews Bio'], [
      { regulatoryCompliance: 3, reviewType: 'industry_intelligence', intelligenceSource: 'FDA 483', createdAt: new Date('2026-01-05T10:00:00Z') },
    ]);
    await fillContext(below);
    const at = await insertReviews(sut.em(), ids['Three Reviews Bio'], [
      { technicalExpertise: 9, createdAt: new Date('2026-03-01T10:00:00Z') },
      { technicalExpertise: 8, createdAt: new Date('2026-03-02T10:00:00Z') },
      { technicalExpertise: 7, createdAt: new Date('2026-03-03T10:00:00Z') },
    ]);
    await fillContext(at);
    // For sort=recent: two companies whose newest reviews share a day, and one a day earlier but later in its day.
    await insertReviews(sut.em(), ids['Zeta Same Day'], [{ pricing: 8, createdAt: new Date('2026-04-10T18:00:00Z') }]);
    await insertReviews(sut.em(), ids['Alpha Same Day'], [{ pricing: 8, createdAt: new Date('2026-04-10T07:00:00Z') }]);
    await insertReviews(sut.em(), ids['Earlier Day Labs'], [{ pricing: 8, createdAt: new Date('2026-04-09T23:59:00Z') }]);
    member = await signedInAgent(server(), (await insertMember(sut.em())).email);
  });
  afterAll(() => sut.close());

  const card = async (name: string) =>
    (
      (
        await request(server())
          .get(`/api/companies?search=${encodeURIComponent(name)}`)
          .expect(200)
      ).body as Record<string, unknown>[]
    ).find((c) => c.name === name)!;

  it('gives a directory card below the threshold only its overall score, count, review count and rank score, and the day of its newest review', async () => {
    const below = await card('Two Reviews Bio');
    expect(below).toMatchObject({
      reviewCount: 3,
      averageRatings: { ...CATEGORIES_NULL, overall: expect.any(Number) },
      ratingCounts: { ...CATEGORIES_NULL, overall: 3 },
      rankScore: expect.any(Number),
      lastReviewDate: '2026-03-10',
    });
  });

  it('gives the profile below the threshold no category scores, counts or distributions', async () => {
    const profile = (await request(server()).get(`/api/companies/${ids['Two Reviews Bio']}`).expect(200)).body;
    expect(profile).toMatchObject({
      averageRatings: CATEGORIES_NULL,
      ratingCounts: { ...CATEGORIES_NULL, overall: 3 },
      ratingDistributions: null,
      lastReviewDate: '2026-03-10',
    });
    expect(profile.averageRatings.overall).toBeGreaterThan(0);
    // The compare view is the same profile.
    const [compared] = (await request(server()).get(`/api/companies/compare?ids=${ids['Two Reviews Bio']},${ids['Three Reviews Bio']}`).expect(200)).body;
    expect(compared).toEqual(profile);
  });

  it('shows the category scores, counts and distributions from the third approved user review on', async () => {
    const profile = (await request(server()).get(`/api/companies/${ids['Three Reviews Bio']}`).expect(200)).body;
    expect(profile.averageRatings.technicalExpertise).toBe(8);
    expect(profile.ratingCounts).toMatchObject({ overall: 3, technicalExpertise: 3, pricing: 0 });
    expect(profile.ratingDistributions.technicalExpertise).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 0]);
  });

  it("nulls each review's role, organisation and every project fact below the threshold; text follows the plan's gating; the date is a day", async () => {
    const reviews = (await request(server()).get(`/api/companies/${ids['Two Reviews Bio']}/reviews`).expect(200)).body as Record<string, unknown>[];
    expect(reviews).toHaveLength(3);
    for (const review of reviews) {
      for (const field of CONTEXT_FIELDS) expect({ field, value: review[field] }).toEqual({ field, value: null });
      expect(review.createdAt).toMatch(DAY_ONLY);
    }
    expect(reviews[0]).toMatchObject({ createdAt: '2026-03-10', pros: 'Responsive study team.', cons: 'Slow contracts.', technicalExpertise: 9, locked: false });
    // A visitor reads the two newest texts only: the third's pros and cons are withheld with its comments.
    expect(reviews[2]).toMatchObject({ reviewType: 'industry_intelligence', locked: true, comments: null, pros: null, cons: null });
    expect(JSON.stringify(reviews)).not.toMatch(/13:24|T\d\d:\d\d/);
  });

  it('shows the context of every review from the threshold on', async () => {
    const reviews = (await request(server()).get(`/api/companies/${ids['Three Reviews Bio']}/reviews`).expect(200)).body as Record<string, unknown>[];
    expect(reviews[0]).toMatchObject({
      reviewerRole: 'Procurement / Sourcing',
      organizationType: 'Biotech',
      projectSize: 'Large',
      projectDuration: '> 12 months',
      workTimeframe: '2-5 years ago',
      therapeuticArea: 'Oncology',
      moleculeType: 'Peptides',
      developmentPhase: 'Phase II',
      createdAt: '2026-03-03',
    });
  });

  it('exports the overall score of a company below the threshold and leaves its category cells empty', async () => {
    await member.put(`/api/shortlist/${ids['Two Reviews Bio']}`).expect(204);
    await member.put(`/api/shortlist/${ids['Three Reviews Bio']}`).expect(204);
    const csv = (await member.get('/api/shortlist/export?format=csv').expect(200)).text;
    const rows: string[][] = parse(csv, { bom: true, relax_column_count: true });
    const header = rows.find((row) => row[0] === 'Name')!;
    const rowOf = (name: string) => Object.fromEntries(header.map((column, i) => [column, rows.find((r) => r[0] === name)![i]]));
    expect(rowOf('Two Reviews Bio')).toMatchObject({
      Reviews: '3',
      'Overall (n)': '3',
      'Technical Expertise': '',
      'Technical Expertise (n)': '',
      Pricing: '',
      'Pricing (n)': '',
    });
    expect(rowOf('Two Reviews Bio').Overall).not.toBe('');
    expect(rowOf('Three Reviews Bio')).toMatchObject({ 'Technical Expertise': '8.0', 'Technical Expertise (n)': '3' });
    // The CSV is the table alone, header first; the note on the scores is in the PDF.
    expect(csv.startsWith('"Name",')).toBe(true);
    const pdf = (
      await member
        .get('/api/shortlist/export?format=pdf')
        .buffer(true)
        .parse(binary as never)
        .expect(200)
    ).body as Buffer;
    expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain('Category scores are shown once a company has 3 published member reviews');
  });

  it('gives match results below the threshold only the overall score, without the per-category explanation', async () => {
    const weights = Object.fromEntries(RATING_CATEGORIES.map((c) => [`${c}Weight`, 3]));
    const res = await member
      .post('/api/project-matches')
      .send({ projectType: 'Clinical Trial', timeline: 'Standard (3-12 months)', ...weights })
      .expect(200);
    const below = res.body.matches.find((m: { name: string }) => m.name === 'Two Reviews Bio');
    expect(below).toMatchObject({
      averageRatings: CATEGORIES_NULL,
      ratingCounts: { ...CATEGORIES_NULL, overall: 3 },
      explanation: { topContributors: [], strongest: null, weakest: null, missingCategories: [] },
    });
    const at = res.body.matches.find((m: { name: string }) => m.name === 'Three Reviews Bio');
    expect(at.averageRatings.technicalExpertise).toBe(8);
    expect(at.explanation.topContributors.length).toBeGreaterThan(0);
  });

  it('gives a verified vendor the day of each review of its company, never the time', async () => {
    const vendor = await insertMember(sut.em());
    await insertVendorAccount(sut.em(), { userId: vendor.id, companyId: ids['Two Reviews Bio'], status: 'approved' });
    const agent = await signedInAgent(server(), vendor.email);
    const reviews = (await agent.get('/api/vendor/reviews').expect(200)).body as { createdAt: string }[];
    expect(reviews.map((r) => r.createdAt)).toEqual(['2026-03-10', '2026-03-02']);
  });

  it('orders sort=recent by the day of the newest review, then by name, never by the time within the day', async () => {
    const res = await request(server()).get('/api/companies?type=CMO&sort=recent').expect(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Alpha Same Day', 'Zeta Same Day', 'Earlier Day Labs']);
    expect(res.body.map((c: { lastReviewDate: string }) => c.lastReviewDate)).toEqual(['2026-04-10', '2026-04-10', '2026-04-09']);
  });
});
