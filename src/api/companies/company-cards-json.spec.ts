import type { CompanyListing } from '../../domain/directory/company';
import { RATING_CATEGORIES } from '../../domain/reviews/rating-categories';
import { companyCardsJson } from './company-cards-json';
import { presentCompanyCard } from './company.presenter';

const aListing = (overrides: Partial<CompanyListing> = {}): CompanyListing => ({
  id: 'c1',
  name: 'Aurora Clinical "Ltd" \u2028 Zürich',
  type: 'CRO',
  website: 'https://aurora.example',
  logoUrl: null,
  description: 'Phase I-IV <trials> & bioanalysis\n\ud800',
  location: 'Boston, Massachusetts',
  country: 'United States',
  globalPresence: true,
  publiclyTraded: null,
  stockSymbol: null,
  serviceLocations: ['North America'],
  employeeCount: 1200,
  employeeRange: '1,001-10,000',
  foundedYear: 1998,
  revenueUsd: 125_000_000,
  revenueRange: null,
  services: ['Clinical Research', 'Monitoring'],
  therapeuticAreas: ['Oncology'],
  moleculeTypes: [],
  developmentPhases: ['Phase I'],
  size: 'large',
  aliases: ['Aurora CRO'],
  reviewCount: 3,
  userReviewCount: 3,
  lastReviewDate: new Date('2026-10-01T08:00:00Z'),
  rankScore: 6.84,
  averageRatings: { overall: 7.25, ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c, c === 'pricing' ? null : 8])) } as CompanyListing['averageRatings'],
  ratingCounts: { overall: 3, ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c, c === 'pricing' ? 0 : 3])) } as CompanyListing['ratingCounts'],
  ...overrides,
});

describe(companyCardsJson.name, () => {
  it('writes exactly the JSON of the presented cards, escapes and all', () => {
    const page = [aListing(), aListing({ id: 'c2', name: 'Second', lastReviewDate: null, rankScore: null })];
    expect(companyCardsJson(page)).toBe(JSON.stringify(page.map(presentCompanyCard)));
  });

  it('writes an empty page as an empty array', () => {
    expect(companyCardsJson([])).toBe('[]');
  });

  it('gives a new listing object of the same company its own card, as a newer directory version does', () => {
    const before = aListing({ reviewCount: 3 });
    expect(JSON.parse(companyCardsJson([before]))[0].reviewCount).toBe(3);
    const after = aListing({ reviewCount: 4 });
    expect(JSON.parse(companyCardsJson([after, before])).map((card: { reviewCount: number }) => card.reviewCount)).toEqual([4, 3]);
  });
});
