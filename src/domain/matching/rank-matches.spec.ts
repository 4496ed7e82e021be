import { RATING_CATEGORIES, type AverageRatings } from '../reviews/rating-categories';
import { rankMatches, type MatchCandidate, type MatchRequest } from './rank-matches';
import { PROJECT_TYPE_FIT, WEIGHT_DEFAULT, type MatchWeights } from './project-requirements';

const evenWeights = Object.fromEntries(RATING_CATEGORIES.map((c) => [c, WEIGHT_DEFAULT])) as MatchWeights;
const request = (extra: Partial<MatchRequest> = {}): MatchRequest => ({ projectType: 'Clinical Trial', weights: evenWeights, ...extra });
const unrated = () => Object.fromEntries([...RATING_CATEGORIES, 'overall'].map((c) => [c, null])) as AverageRatings;

/** A clinical CRO rated only on technical expertise; its evidence-weighted average is given directly. */
function candidate(name: string, technicalExpertise: number | null, reviewCount = 1, facts: Partial<MatchCandidate> = {}): MatchCandidate {
  const averageRatings = { ...unrated(), technicalExpertise };
  return {
    id: name,
    name,
    type: 'CRO',
    reviewCount,
    averageRatings,
    rankScores: { ...averageRatings },
    country: 'United States',
    services: ['Clinical Research'],
    therapeuticAreas: [],
    moleculeTypes: [],
    developmentPhases: [],
    serviceLocations: [],
    ...facts,
  };
}

describe('rankMatches', () => {
  it('orders by match score, then review count, then name', () => {
    const ranked = rankMatches([candidate('Beta', 8, 2), candidate('Alpha', 8, 2), candidate('Gamma', 8, 5), candidate('Delta', 9.04, 1)], request(), 10);
    // 9.04 → 90 beats 80; among the 80s five reviews beat two; Alpha before Beta.
    expect(ranked.map((m) => [m.company.name, m.matchScore])).toEqual([
      ['Delta', 90],
      ['Gamma', 80],
      ['Alpha', 80],
      ['Beta', 80],
    ]);
  });

  it('scores on the evidence-weighted averages and reports the raw weighted score beside it', () => {
    // One perfect review pulled toward a platform mean of 7.5: (5·7.5 + 10) / 6 = 7.9167 → 79.
    const lucky = candidate('Lucky', 10, 1, { rankScores: { ...unrated(), technicalExpertise: 47.5 / 6 } });
    const proven = candidate('Proven', 9.2, 14, { rankScores: { ...unrated(), technicalExpertise: 166.3 / 19 } });
    const ranked = rankMatches([lucky, proven], request(), 10);
    expect(ranked.map((m) => [m.company.name, m.matchScore, m.weightedScore])).toEqual([
      ['Proven', 88, 9.2],
      ['Lucky', 79, 10],
    ]);
  });

  it('treats scores that round to the same point as a tie broken by review count', () => {
    const ranked = rankMatches([candidate('Sharper', 8.04, 1), candidate('Busier', 7.96, 3)], request(), 10);
    expect(ranked.map((m) => m.company.name)).toEqual(['Busier', 'Sharper']);
  });

  it('leaves out companies without reviews or without any rated category', () => {
    const ranked = rankMatches([candidate('Unreviewed', 9, 0), candidate('Unrated', null, 4), candidate('Rated', 6)], request(), 10);
    expect(ranked.map((m) => m.company.name)).toEqual(['Rated']);
  });

  it('leaves out a company whose facts contradict a criterion and puts full fits first', () => {
    const oncologyEurope = candidate('Full Fit', 6, 1, { therapeuticAreas: ['Oncology'], country: 'Germany' });
    const unknownArea = candidate('Partly Known', 9, 1, { country: 'France' });
    const wrongArea = candidate('Dermatology Only', 10, 9, { therapeuticAreas: ['Dermatology'], country: 'Spain' });
    const wrongRegion = candidate('North Carolina', 10, 9, { therapeuticAreas: ['Oncology'], serviceLocations: ['North America'] });
    const ranked = rankMatches([wrongRegion, unknownArea, wrongArea, oncologyEurope], request({ therapeuticArea: 'Oncology', geography: 'Europe' }), 10);
    expect(ranked.map((m) => m.company.name)).toEqual(['Full Fit', 'Partly Known']);
    expect(ranked[1].fit.map((f) => [f.criterion, f.status])).toEqual([
      ['projectType', 'match'],
      ['therapeuticArea', 'unknown'],
      ['geography', 'match'],
    ]);
    expect(ranked.flatMap((m) => m.fit).some((f) => f.status === 'mismatch')).toBe(false);
  });

  it('keeps only as many matches as the limit allows, and explains each', () => {
    const many = Array.from({ length: 30 }, (_, i) => candidate(`Company ${String(i).padStart(2, '0')}`, 1 + (i % 10)));
    const ranked = rankMatches(many, request(), 3);
    expect(ranked).toHaveLength(3);
    expect(ranked.every((m) => m.matchScore === 100 && m.explanation.topContributors[0].category === 'technicalExpertise')).toBe(true);
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
