import { RATING_CATEGORIES, type AverageRatings } from '../reviews/rating-categories';
import { rankMatches, type MatchCandidate } from './rank-matches';
import { PROJECT_TYPE_FIT, WEIGHT_DEFAULT, type MatchWeights } from './project-requirements';

const evenWeights = Object.fromEntries(RATING_CATEGORIES.map((c) => [c, WEIGHT_DEFAULT])) as MatchWeights;

function candidate(name: string, technicalExpertise: number | null, reviewCount = 1): MatchCandidate {
  const averageRatings = Object.fromEntries([...RATING_CATEGORIES, 'overall'].map((c) => [c, null])) as AverageRatings;
  averageRatings.technicalExpertise = technicalExpertise;
  return { id: name, name, type: 'CRO', reviewCount, averageRatings };
}

describe('rankMatches', () => {
  it('orders by match score, then review count, then name', () => {
    const ranked = rankMatches(
      [candidate('Beta', 8, 2), candidate('Alpha', 8, 2), candidate('Gamma', 8, 5), candidate('Delta', 9.04, 1)],
      evenWeights,
      10,
    );
    // 9.04 → 90 beats 80; among the 80s five reviews beat two; Alpha before Beta.
    expect(ranked.map((m) => [m.company.name, m.matchScore])).toEqual([
      ['Delta', 90],
      ['Gamma', 80],
      ['Alpha', 80],
      ['Beta', 80],
    ]);
  });

  it('treats scores that round to the same point as a tie broken by review count', () => {
    const ranked = rankMatches([candidate('Sharper', 8.04, 1), candidate('Busier', 7.96, 3)], evenWeights, 10);
    expect(ranked.map((m) => m.company.name)).toEqual(['Busier', 'Sharper']);
  });

  it('leaves out companies without reviews or without any rated category', () => {
    const ranked = rankMatches([candidate('Unreviewed', 9, 0), candidate('Unrated', null, 4), candidate('Rated', 6)], evenWeights, 10);
    expect(ranked.map((m) => m.company.name)).toEqual(['Rated']);
  });

  it('keeps only as many matches as the limit allows, and explains each', () => {
    const many = Array.from({ length: 30 }, (_, i) => candidate(`Company ${String(i).padStart(2, '0')}`, 1 + (i % 10)));
    const ranked = rankMatches(many, evenWeights, 3);
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
