import { digestCandidates, directoryQueryOf, isDigestDue, isEmptyDigest, selectDigest, type DirectoryChanges } from './digest';

const at = (iso: string) => new Date(iso);
const changes: DirectoryChanges = {
  companies: [
    { id: 'c-new', name: 'Zeta Labs', type: 'CRO', location: 'Basel', country: 'Switzerland', listedAt: at('2026-03-02T10:00:00Z') },
    { id: 'c-old', name: 'Alpha Bio', type: 'CDMO', location: 'Boston', country: 'United States', listedAt: at('2026-02-01T10:00:00Z') },
    { id: 'c-other', name: 'Beta Pharma Services', type: 'CRO', location: 'Lyon', country: 'France', listedAt: at('2026-03-02T11:00:00Z') },
  ],
  reviews: [
    { id: 'r1', companyId: 'c-rev', companyName: 'Reviewed Co', serviceType: 'CRO', meanRating: 8, approvedAt: at('2026-03-02T09:00:00Z') },
    { id: 'r2', companyId: 'c-rev', companyName: 'Reviewed Co', serviceType: 'CRO', meanRating: 6, approvedAt: at('2026-03-02T12:00:00Z') },
    { id: 'r-edge', companyId: 'c-edge', companyName: 'Edge Co', serviceType: 'CMO', meanRating: null, approvedAt: at('2026-03-01T00:00:00Z') },
  ],
};
const window = { since: at('2026-03-01T00:00:00Z'), until: at('2026-03-03T00:00:00Z') };

describe('alert digest selection', () => {
  it('is due a day after the window its last digest covered, and only with alerts on', () => {
    expect(isDigestDue({ alertsEnabled: true, lastDigestAt: at('2026-03-01T00:00:00Z') }, at('2026-03-01T23:59:59Z'))).toBe(false);
    expect(isDigestDue({ alertsEnabled: true, lastDigestAt: at('2026-03-01T00:00:00Z') }, at('2026-03-02T00:00:00Z'))).toBe(true);
    expect(isDigestDue({ alertsEnabled: false, lastDigestAt: at('2026-01-01T00:00:00Z') }, at('2026-03-02T00:00:00Z'))).toBe(false);
  });

  it('asks about the companies with a change strictly after the last digest, up to and including now', () => {
    expect(digestCandidates(changes, window).sort()).toEqual(['c-new', 'c-other', 'c-rev']);
  });

  it('lists only changes of companies matching the filters, companies by name and reviews newest first', () => {
    const digest = selectDigest(changes, window, new Set(['c-new', 'c-rev', 'c-old']));
    expect(digest.companies.map((c) => c.id)).toEqual(['c-new']);
    expect(digest.reviews.map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(isEmptyDigest(digest)).toBe(false);
  });

  it('is empty when nothing matching is new, so no mail goes out', () => {
    expect(isEmptyDigest(selectDigest(changes, window, new Set(['c-old', 'c-edge'])))).toBe(true);
    expect(isEmptyDigest(selectDigest(changes, { since: at('2026-03-03T00:00:00Z'), until: at('2026-03-04T00:00:00Z') }, new Set(['c-new', 'c-rev'])))).toBe(true);
  });

  it('opens the directory with the saved filters, lists comma-separated', () => {
    expect(directoryQueryOf({ type: 'CRO', serviceCategories: ['clinical_research', 'biologics'], global: true, sort: 'reviews' })).toBe(
      'type=CRO&serviceCategories=clinical_research%2Cbiologics&global=true&sort=reviews',
    );
    expect(directoryQueryOf({})).toBe('');
  });
});
