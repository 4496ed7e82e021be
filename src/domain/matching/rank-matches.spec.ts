import { RATING_CATEGORIES, type AverageRatings, type RatingCategory } from '../reviews/rating-categories';
import { PROJECT_TYPE_FIT, WEIGHT_DEFAULT, WEIGHT_MIN, WEIGHT_MAX, type MatchWeights } from './project-requirements';
import { rankMatches, type MatchCandidate, type MatchRequest } from './rank-matches';

const weightsWith = (overrides: Partial<MatchWeights> = {}): MatchWeights => ({
  ...(Object.fromEntries(RATING_CATEGORIES.map((c) => [c, WEIGHT_DEFAULT])) as MatchWeights),
  ...overrides,
});
const only = (category: RatingCategory): MatchWeights => ({
  ...(Object.fromEntries(RATING_CATEGORIES.map((c) => [c, WEIGHT_MIN])) as MatchWeights),
  [category]: WEIGHT_MAX,
});
const request = (extra: Partial<MatchRequest> = {}): MatchRequest => ({ projectType: 'Clinical Trial', weights: weightsWith(), ...extra });
const unrated = () => Object.fromEntries([...RATING_CATEGORIES, 'overall'].map((c) => [c, null])) as AverageRatings;
const everywhere = (value: number) => Object.fromEntries([...RATING_CATEGORIES, 'overall'].map((c) => [c, value])) as AverageRatings;

/**
 * A clinical CRO with the given evidence-weighted averages (raw averages taken as the same), public categories
 * (three user reviews) unless told otherwise, and no published therapeutic areas, modalities or phases.
 */
function company(name: string, averages: Partial<AverageRatings> | null, facts: Partial<MatchCandidate> = {}): MatchCandidate {
  const ratings = averages === null ? unrated() : { ...unrated(), ...averages };
  const reviews = averages === null ? 0 : 3;
  return {
    id: name,
    name,
    type: 'CRO',
    reviewCount: reviews,
    userReviewCount: reviews,
    averageRatings: ratings,
    rankScores: { ...ratings },
    country: 'United States',
    services: ['Clinical Research'],
    therapeuticAreas: [],
    moleculeTypes: [],
    developmentPhases: [],
    serviceLocations: [],
    ...facts,
  };
}

/** Ten reviewed companies spread evenly from 6.0 to 7.8 in every category: the rest of the directory. */
const field = Array.from({ length: 10 }, (_, i) => company(`Field ${i}`, everywhere(6 + i / 5)));

describe('rankMatches: the buyer weights move the order', () => {
  // A is strong in pricing and weak in regulatory compliance, B the reverse; both the same (8.0) elsewhere.
  const a = company('A Pricing Leader', { ...everywhere(8), pricing: 9.8, regulatoryCompliance: 4.1 });
  const b = company('B Regulatory Leader', { ...everywhere(8), pricing: 4.1, regulatoryCompliance: 9.8 });

  it('puts the pricing leader first when pricing weighs most', () => {
    const ranked = rankMatches([...field, a, b], request({ weights: only('pricing') }), 3);
    expect(ranked[0].company.name).toBe('A Pricing Leader');
    expect(ranked.map((m) => m.company.name).indexOf('B Regulatory Leader')).toBe(-1);
  });

  it('puts the regulatory leader first when regulatory compliance weighs most', () => {
    const ranked = rankMatches([...field, a, b], request({ weights: only('regulatoryCompliance') }), 3);
    expect(ranked[0].company.name).toBe('B Regulatory Leader');
    expect(ranked.map((m) => m.company.name).indexOf('A Pricing Leader')).toBe(-1);
  });

  it('scores evidence as the weighted mean of category percentiles among the companies with data', () => {
    // Pricing among 12 values: A's 9.8 is above the other 11 → 100; regulatory: 4.1 is below them all → 0; the six
    // other categories: 8.0 is above the ten field companies and equal to B → 100 × 10.5 / 11 = 95.45.
    // Weights pricing 5 and every other 1 → (5 × 100 + 6 × 95.45 + 1 × 0) / 12 = 89.4 → 89.
    const [first] = rankMatches([...field, a, b], request({ weights: only('pricing') }), 1);
    expect(first.company.name).toBe('A Pricing Leader');
    expect(first.percentiles.pricing).toBe(100);
    expect(first.percentiles.regulatoryCompliance).toBe(0);
    expect(first.percentiles.communication).toBe(95);
    expect(first.evidenceScore).toBe(89);
    expect(first.evidence).toBe('categories');
    expect(first.fitScore).toBe(100);
    expect(first.matchScore).toBe(Math.round(100 * (0.5 + (0.5 * first.evidenceScore!) / 100)));
  });
});

describe('rankMatches: companies without reviews', () => {
  // 21 reviewed companies from 4.0 to 9.0: percentiles 0, 5, … 100 in every category.
  const reviewed = Array.from({ length: 21 }, (_, i) => company(`Reviewed ${String(i).padStart(2, '0')}`, everywhere(4 + i / 4)));
  const newcomer = company('Newcomer', null);

  it('ranks an unreviewed company that fits fully above a reviewed one in the bottom tenth and below one in the top tenth', () => {
    const ranked = rankMatches([...reviewed, newcomer], request(), 100);
    const names = ranked.map((m) => m.company.name);
    const place = (name: string) => names.indexOf(name);
    expect(place('Newcomer')).toBeGreaterThan(place('Reviewed 20')); // top tenth (percentile 100)
    expect(place('Newcomer')).toBeGreaterThan(place('Reviewed 19')); // top tenth (percentile 95)
    expect(place('Newcomer')).toBeLessThan(place('Reviewed 00')); // bottom tenth (percentile 0)
    expect(place('Newcomer')).toBeLessThan(place('Reviewed 01')); // bottom tenth (percentile 5)
  });

  it('ranks an unreviewed company on fit, with evidence "none" and no evidence score', () => {
    const [match] = rankMatches([newcomer], request(), 1);
    expect([match.fitScore, match.evidenceScore, match.evidence, match.matchScore]).toEqual([100, null, 'none', 75]);
  });

  it('returns fitting companies when nobody has any review', () => {
    const ranked = rankMatches([company('Zeta', null), company('Alpha', null), company('Wrong Type', null, { type: 'CMO', services: ['Manufacturing'] })], request(), 10);
    expect(ranked.map((m) => m.company.name)).toEqual(['Alpha', 'Zeta']);
  });
});

describe('rankMatches: fit', () => {
  it('never scores an unknown criterion as a met one', () => {
    const lists = company('Lists Oncology', everywhere(7), { therapeuticAreas: ['Oncology'] });
    const silent = company('States Nothing', everywhere(7));
    const ranked = rankMatches([silent, lists], request({ therapeuticArea: 'Oncology' }), 10);
    expect(ranked.map((m) => [m.company.name, m.fitScore])).toEqual([
      ['Lists Oncology', 100],
      ['States Nothing', 75],
    ]);
    expect(ranked[1].fit.find((f) => f.criterion === 'therapeuticArea')?.status).toBe('unknown');
    expect(ranked[0].matchScore).toBeGreaterThan(ranked[1].matchScore);
  });

  it('leaves out a company whose facts contradict a criterion', () => {
    const oncologyEurope = company('Full Fit', everywhere(6), { therapeuticAreas: ['Oncology'], country: 'Germany' });
    const wrongArea = company('Dermatology Only', everywhere(10), { therapeuticAreas: ['Dermatology'], country: 'Spain' });
    const wrongRegion = company('North Carolina', everywhere(10), { therapeuticAreas: ['Oncology'], serviceLocations: ['North America'] });
    const ranked = rankMatches([wrongRegion, wrongArea, oncologyEurope], request({ therapeuticArea: 'Oncology', geography: 'Europe' }), 10);
    expect(ranked.map((m) => m.company.name)).toEqual(['Full Fit']);
    expect(ranked.flatMap((m) => m.fit).some((f) => f.status === 'mismatch')).toBe(false);
  });

  it('fits commercial scale on a listed Commercial phase and leaves out a company listing only early phases', () => {
    const commercial = company('Commercial Plant', null, { type: 'CDMO', services: ['Manufacturing'], developmentPhases: ['Phase III', 'Commercial'] });
    const early = company('Early Phase Plant', null, { type: 'CDMO', services: ['Manufacturing'], developmentPhases: ['Phase I', 'Phase II'] });
    const silent = company('Silent Plant', null, { type: 'CDMO', services: ['Manufacturing'] });
    const ranked = rankMatches([early, silent, commercial], request({ projectType: 'Drug Manufacturing', scale: 'commercial' }), 10);
    expect(ranked.map((m) => [m.company.name, m.fitScore])).toEqual([
      ['Commercial Plant', 100],
      ['Silent Plant', 75],
    ]);
  });
});

describe('rankMatches: order', () => {
  it('follows the match score shown, then review count, then name', () => {
    const ranked = rankMatches([...field, company('Zulu', null), company('Alpha', null)], request(), 100);
    const scores = ranked.map((m) => m.matchScore);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const tied = ranked.filter((m) => m.matchScore === 75).map((m) => m.company.name);
    expect(tied.slice(-2)).toEqual(['Alpha', 'Zulu']);
  });

  it('keeps only as many matches as the limit allows', () => {
    expect(rankMatches(field, request(), 3)).toHaveLength(3);
  });

  it('below the anonymity threshold ranks a company on its overall percentile alone', () => {
    const quiet = company('Two Reviews', { ...everywhere(9.9) }, { userReviewCount: 2 });
    const match = rankMatches([...field, quiet], request({ weights: only('pricing') }), 100).find((m) => m.company.name === 'Two Reviews')!;
    expect(match.evidence).toBe('overall');
    expect(match.percentiles.pricing).toBeNull();
    expect(match.evidenceScore).toBe(100);
    expect(match.weightedScore).toBeNull();
  });
});

describe('project-type fit', () => {
  it('sends clinical and regulatory work to CROs and CRDMOs, manufacturing to CMOs, CDMOs and CRDMOs', () => {
    expect(PROJECT_TYPE_FIT['Clinical Trial']).toEqual(['CRO', 'CRDMO']);
    expect(PROJECT_TYPE_FIT['Regulatory Submission']).toEqual(['CRO', 'CRDMO']);
    expect(PROJECT_TYPE_FIT['Biomarker Analysis']).toEqual(['CRO', 'CRDMO']);
    expect(PROJECT_TYPE_FIT['Toxicology Studies']).toEqual(['CRO', 'CRDMO']);
    expect(PROJECT_TYPE_FIT['Drug Manufacturing']).toEqual(['CMO', 'CDMO', 'CRDMO']);
    expect(PROJECT_TYPE_FIT['Analytical Testing']).toEqual(['CRO', 'CMO', 'CDMO', 'CRDMO']);
  });
});
