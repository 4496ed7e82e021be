import type { CompanyListing } from '../directory/company';
import { RATING_CATEGORIES } from '../reviews/rating-categories';
import { shortlistReport, shortlistTable } from './shortlist-report';

const aListing = (overrides: Partial<CompanyListing> = {}): CompanyListing => ({
  id: 'c1',
  name: 'Aurora Clinical',
  type: 'CRO',
  website: 'https://aurora.example',
  logoUrl: null,
  description: null,
  location: 'Boston, Massachusetts',
  country: 'United States',
  globalPresence: true,
  publiclyTraded: null,
  stockSymbol: null,
  serviceLocations: [],
  employeeCount: null,
  employeeRange: null,
  foundedYear: null,
  revenueUsd: null,
  revenueRange: null,
  services: ['Clinical Research', 'Monitoring'],
  therapeuticAreas: ['Oncology'],
  moleculeTypes: [],
  developmentPhases: [],
  size: null,
  aliases: [],
  reviewCount: 3,
  userReviewCount: 3,
  lastReviewDate: null,
  rankScore: null,
  averageRatings: { overall: 7.25, ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c, c === 'pricing' ? null : 8])) } as CompanyListing['averageRatings'],
  ratingCounts: { overall: 3, ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c, c === 'pricing' ? 0 : 3])) } as CompanyListing['ratingCounts'],
  ...overrides,
});

describe(shortlistReport.name, () => {
  it('is titled, dated and says where the scores come from and how they are computed', () => {
    const report = shortlistReport([aListing()], new Date('2026-11-25T10:00:00Z'));
    expect(report.title).toBe('BioVetted shortlist');
    expect(report.generatedAt.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(report.notes.join(' ')).toMatch(/anonymous reviews by verified industry professionals/);
    expect(report.notes.join(' ')).toMatch(/mean, over reviews, of each review's mean rating/);
  });

  it('has one row per company with the overall and the eight averages and their counts, lists joined', () => {
    const [header, row] = shortlistTable(shortlistReport([aListing()], new Date('2026-11-25T10:00:00Z')));
    expect(header.slice(0, 9)).toEqual(['Name', 'Type', 'Headquarters', 'Country', 'Website', 'Reviews', 'Rank score', 'Overall', 'Overall (n)']);
    expect(header).toContain('Regulatory Compliance (n)');
    expect(header.slice(-3)).toEqual(['Services', 'Therapeutic areas', 'Molecule types']);
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Overall')).toBe('7.3');
    expect(cell('Pricing')).toBe('');
    expect(cell('Pricing (n)')).toBe('0');
    expect(cell('Services')).toBe('Clinical Research; Monitoring');
  });

  it('leaves the category scores and counts of a company below the anonymity threshold empty, and says why', () => {
    const report = shortlistReport([aListing({ userReviewCount: 2 })], new Date('2026-11-25T10:00:00Z'));
    const [header, row] = shortlistTable(report);
    const cell = (name: string) => row[header.indexOf(name)];
    expect([cell('Overall'), cell('Overall (n)')]).toEqual(['7.3', '3']);
    expect([cell('Technical Expertise'), cell('Technical Expertise (n)'), cell('Pricing (n)')]).toEqual(['', '', '']);
    expect(report.companies[0].categoriesShown).toBe(false);
    expect(report.notes.join(' ')).toMatch(/Category scores are shown once a company has 3 published member reviews/);
  });

  it('writes the evidence-weighted rank score and says how it is computed', () => {
    const report = shortlistReport([aListing({ rankScore: 6.84 }), aListing({ id: 'c2', name: 'Unrated', rankScore: null })], new Date());
    const [header, ranked, unrated] = shortlistTable(report);
    expect(ranked[header.indexOf('Rank score')]).toBe('6.8');
    expect(unrated[header.indexOf('Rank score')]).toBe('');
    expect(report.notes.join(' ')).toMatch(/\(5 x platform mean \+ n x overall\) \/ \(5 \+ n\)/);
  });
});
