import type { CompanyListing } from '../directory/company';
import { RATING_CATEGORIES } from '../reviews/rating-categories';
import { shortlistTable } from '../shortlist/shortlist-report';
import { briefOf, changedBrief, EMPTY_BRIEF } from './project';
import { fileSlug, projectReport } from './project-report';
import { isCalendarDate, mayTake } from './project-rules';

describe('who may do what in a project', () => {
  it('lets everyone with access read, editors and the owner change companies, and only the owner manage it', () => {
    expect([mayTake('viewer', 'read'), mayTake('viewer', 'edit'), mayTake('viewer', 'manage')]).toEqual([true, false, false]);
    expect([mayTake('editor', 'read'), mayTake('editor', 'edit'), mayTake('editor', 'manage')]).toEqual([true, true, false]);
    expect([mayTake('owner', 'read'), mayTake('owner', 'edit'), mayTake('owner', 'manage')]).toEqual([true, true, true]);
  });
});

describe('a project brief', () => {
  it('changes only the fields given, null clearing one', () => {
    const brief = changedBrief(EMPTY_BRIEF, { projectType: 'Clinical Trial', description: 'EU sites' });
    expect(changedBrief(brief, { description: null, geography: 'Europe' })).toMatchObject({ projectType: 'Clinical Trial', description: null, geography: 'Europe' });
  });

  it('reads a stored brief of any age with every field, unknown ones dropped', () => {
    expect(briefOf({ projectType: 'Drug Manufacturing', legacy: 1 } as never)).toEqual({ ...EMPTY_BRIEF, projectType: 'Drug Manufacturing' });
    expect(briefOf(null)).toEqual(EMPTY_BRIEF);
  });

  it('accepts only calendar dates written YYYY-MM-DD', () => {
    expect(['2027-02-28', '2028-02-29'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2027-02-29', '2027-13-01', '27-01-01', '2027-1-1'].map(isCalendarDate)).toEqual([false, false, false, false]);
  });
});

describe('a project export', () => {
  const listing = {
    id: 'c1',
    name: 'Aurora Clinical',
    type: 'CRO',
    website: null,
    logoUrl: null,
    description: null,
    location: 'Boston',
    country: 'United States',
    globalPresence: null,
    publiclyTraded: null,
    stockSymbol: null,
    serviceLocations: [],
    employeeCount: null,
    employeeRange: null,
    foundedYear: null,
    revenueUsd: null,
    revenueRange: null,
    services: [],
    therapeuticAreas: [],
    moleculeTypes: [],
    developmentPhases: [],
    size: null,
    aliases: [],
    reviewCount: 0,
    userReviewCount: 0,
    lastReviewDate: null,
    rankScore: null,
    averageRatings: Object.fromEntries(['overall', ...RATING_CATEGORIES].map((c) => [c, null])),
    ratingCounts: Object.fromEntries(['overall', ...RATING_CATEGORIES].map((c) => [c, 0])),
  } as unknown as CompanyListing;
  const entry = (status: 'considering' | 'rfp_sent', note: string | null) => ({ companyId: 'c1', status, note, addedAt: new Date(0), updatedAt: new Date(0) });

  it('adds each company’s status and note after the shortlist’s columns, the header first', () => {
    const report = projectReport('Phase II NSCLC', [{ company: listing, entry: entry('rfp_sent', 'Ask for EU sites') }], new Date('2027-01-02T00:00:00Z'));
    const [header, row] = shortlistTable(report);
    expect(header[0]).toBe('Name');
    expect(header.slice(-2)).toEqual(['Status', 'Note']);
    expect(row.slice(-2)).toEqual(['RFP sent', 'Ask for EU sites']);
    expect(report.fileStem).toBe('biovetted-project-phase-ii-nsclc');
  });

  it('names the file after the project in plain letters and digits', () => {
    expect(fileSlug('Zürich — ADC tech transfer!')).toBe('zurich-adc-tech-transfer');
    expect(fileSlug('???')).toBe('project');
  });
});
