import { RATING_CATEGORIES, type AverageRatings } from '../reviews/rating-categories';
import { explainMatch, matchScoreTone, weightedScore } from './match-score';
import { WEIGHT_DEFAULT, type MatchWeights } from './project-requirements';

const weights = (overrides: Partial<MatchWeights> = {}): MatchWeights => ({
  ...(Object.fromEntries(RATING_CATEGORIES.map((c) => [c, WEIGHT_DEFAULT])) as MatchWeights),
  ...overrides,
});
const averages = (values: Partial<AverageRatings>): AverageRatings => ({
  ...(Object.fromEntries([...RATING_CATEGORIES, 'overall'].map((c) => [c, null])) as AverageRatings),
  ...values,
});

// Hand-computed: rated categories and their weights give
// 5·9 + 3·8 + 3·7 + 3·6 + 1·4 + 3·10 = 142 over 5+3+3+3+1+3 = 18 → 7.888… → 79.
const buyer = weights({ technicalExpertise: 5, pricing: 1 });
const company = averages({
  technicalExpertise: 9,
  projectManagement: 8,
  communication: 7,
  timeline: 6,
  pricing: 4,
  regulatoryCompliance: 10,
});

describe('weightedScore', () => {
  it('weights each rated category by its importance and skips the unrated ones', () => {
    expect(weightedScore(buyer, company)).toBeCloseTo(142 / 18, 12);
  });

  it('equals the plain mean of the averages when every weight is the same', () => {
    const even = averages({ technicalExpertise: 8, pricing: 6, timeline: 7 });
    expect(weightedScore(weights(), even)).toBeCloseTo(7, 12);
    expect(weightedScore(weights({ technicalExpertise: 1, pricing: 1, timeline: 1 }), even)).toBeCloseTo(7, 12);
  });

  it('lets a critical priority pull the score toward that category', () => {
    const uneven = averages({ technicalExpertise: 10, pricing: 2 });
    expect(weightedScore(weights({ technicalExpertise: 5, pricing: 1 }), uneven)).toBeCloseTo(52 / 6, 12);
    expect(weightedScore(weights({ technicalExpertise: 1, pricing: 5 }), uneven)).toBeCloseTo(20 / 6, 12);
  });

  it('has no score for a company without any rated category', () => {
    expect(weightedScore(buyer, averages({ overall: 8 }))).toBeNull();
  });
});

describe('explainMatch', () => {
  it('names the three categories that added most points and the categories without data', () => {
    const explanation = explainMatch(buyer, company);
    expect(explanation.topContributors.map((c) => [c.category, c.weight, c.average])).toEqual([
      ['technicalExpertise', 5, 9],
      ['regulatoryCompliance', 3, 10],
      ['projectManagement', 3, 8],
    ]);
    expect(explanation.topContributors[0].points).toBeCloseTo(45 / 18, 12);
    expect(explanation.missingCategories).toEqual(['changeOrders', 'contractNegotiation']);
  });

  it('names the strongest and the weakest category by the averages the buyer reads', () => {
    const explanation = explainMatch(buyer, company);
    expect(explanation.strongest).toEqual({ category: 'regulatoryCompliance', average: 10 });
    expect(explanation.weakest).toEqual({ category: 'pricing', average: 4 });
    expect(explainMatch(buyer, averages({ timeline: 7 })).weakest).toBeNull();
  });

  it('adds up to the weighted score when every category is a contributor', () => {
    const three = averages({ technicalExpertise: 9, pricing: 4, timeline: 6 });
    const points = explainMatch(buyer, three).topContributors.reduce((sum, c) => sum + c.points, 0);
    expect(points).toBeCloseTo(weightedScore(buyer, three)!, 12);
  });
});

describe('matchScoreTone', () => {
  it.each([
    [100, 'success'],
    [80, 'success'],
    [79, 'warning'],
    [60, 'warning'],
    [59, 'danger'],
    [0, 'danger'],
  ] as const)('colours %d as %s', (score, tone) => {
    expect(matchScoreTone(score)).toBe(tone);
  });
});
