import { presentReviewPage, readsReviewText } from './public-review';
import { reviewReaderOf, type ReviewReader } from './review-text-access';
import { RATING_CATEGORIES, type Ratings } from './rating-categories';
import type { PublishedReview } from './review';
import { ANONYMITY_THRESHOLD, meetsAnonymityThreshold, type RankedReview, type ReviewPage } from './review-page';

const aReview = (id: string, createdAt: string, comments: string | null = `text of ${id}`, overrides: Partial<PublishedReview> = {}): PublishedReview => ({
  ...(Object.fromEntries(RATING_CATEGORIES.map((c) => [c, 7])) as Ratings),
  id,
  companyId: 'c1',
  reviewType: 'user',
  serviceType: 'CRO',
  experienceType: 'project',
  projectSize: 'Medium',
  projectDuration: '6-12 months',
  workTimeframe: 'Within 2 years',
  reviewerRole: 'Procurement / Sourcing',
  organizationType: 'Biotech',
  therapeuticArea: 'Oncology',
  moleculeType: 'Biologics',
  developmentPhase: 'Phase II',
  pros: `pros of ${id}`,
  cons: `cons of ${id}`,
  wouldRecommend: true,
  comments,
  intelligenceSource: null,
  sourceUrl: null,
  sourceDate: null,
  createdAt: new Date(createdAt),
  isDemo: false,
  invitedByVendor: false,
  verifiedEngagement: false,
  responses: [],
  ...overrides,
});

/** A page as the repository ranks it: newest first over all the company's reviews, then in the page's order. */
function pageOf(reviews: PublishedReview[], order: string[] = [], approvedUserReviews = reviews.length): ReviewPage {
  const ranked: RankedReview[] = [...reviews].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((review, newestRank) => ({ ...review, newestRank }));
  const items = order.length ? order.map((id) => ranked.find((r) => r.id === id)!) : ranked;
  return { items, total: items.length, approvedUserReviews };
}

const reviews = [aReview('old', '2026-01-01'), aReview('new', '2026-03-01'), aReview('mid', '2026-02-01')];
const visitor: ReviewReader = { kind: 'visitor' };

describe(presentReviewPage.name, () => {
  it('shows visitors the text of the two newest reviews and locks the rest, keeping ratings', () => {
    const shown = presentReviewPage(pageOf(reviews), visitor);
    expect(shown.map((r) => [r.id, r.comments, r.pros, r.locked])).toEqual([
      ['new', 'text of new', 'pros of new', false],
      ['mid', 'text of mid', 'pros of mid', false],
      ['old', null, null, true],
    ]);
    expect(shown[2].technicalExpertise).toBe(7);
    expect(shown[2].cons).toBeNull();
  });

  it('counts the preview from the newest whatever the page sorts or filters', () => {
    // Sorted "lowest" and paged to the last two, or filtered to one service type: only the ranks decide.
    const shown = presentReviewPage(pageOf(reviews, ['old', 'mid']), visitor);
    expect(shown.map((r) => [r.id, r.locked])).toEqual([
      ['old', true],
      ['mid', false],
    ]);
    expect(readsReviewText(visitor, { newestRank: 1, companyId: 'c1' })).toBe(true);
    expect(readsReviewText(visitor, { newestRank: 2, companyId: 'c1' })).toBe(false);
  });

  it('treats free members like visitors and shows paid members and admins every text', () => {
    const page = pageOf(reviews);
    expect(presentReviewPage(page, reviewReaderOf({ subscriptionTier: 'free', userType: 'reviewer' }))[2].locked).toBe(true);
    expect(presentReviewPage(page, reviewReaderOf({ subscriptionTier: 'startup', userType: 'reviewer' }))[2].comments).toBe('text of old');
    expect(presentReviewPage(page, reviewReaderOf({ subscriptionTier: 'free', userType: 'admin' }))[2].comments).toBe('text of old');
  });

  it('shows a free verified vendor every text of its own company’s reviews, and only the previews of another’s', () => {
    const vendor = reviewReaderOf({ subscriptionTier: 'free', userType: 'reviewer' }, ['c1']);
    expect(presentReviewPage(pageOf(reviews), vendor).map((r) => r.locked)).toEqual([false, false, false]);
    const otherVendor = reviewReaderOf({ subscriptionTier: 'free', userType: 'reviewer' }, ['c2']);
    expect(presentReviewPage(pageOf(reviews), otherVendor).map((r) => r.locked)).toEqual([false, false, true]);
  });

  it('does not call a review without any text locked', () => {
    const silent = aReview('silent', '2025-01-01', null, { pros: null, cons: null });
    const shown = presentReviewPage(pageOf([...reviews, silent]), visitor);
    expect(shown[3]).toMatchObject({ id: 'silent', comments: null, locked: false });
  });

  it('publishes the day a review was written, not the moment', () => {
    const [shown] = presentReviewPage(pageOf([aReview('x', '2026-05-04T17:23:45.678Z')]), visitor);
    expect(shown.createdAt).toEqual(new Date('2026-05-04T00:00:00.000Z'));
  });

  it('copies no field beyond the public projection', () => {
    const withSecrets = { ...aReview('x', '2026-01-01'), userId: 'u1', authoredBy: 'a@b.c', moderationNotes: 'n' } as PublishedReview;
    const [shown] = presentReviewPage(pageOf([withSecrets]), visitor);
    for (const secret of ['userId', 'authoredBy', 'moderationNotes', 'companyId', 'newestRank']) expect(shown).not.toHaveProperty(secret);
  });
});

describe('anonymity threshold', () => {
  it('needs three approved user reviews', () => {
    expect(ANONYMITY_THRESHOLD).toBe(3);
    expect(meetsAnonymityThreshold(2)).toBe(false);
    expect(meetsAnonymityThreshold(3)).toBe(true);
  });

  it("nulls the reviewer's role and organisation and every project fact below it, and keeps ratings and the text gating", () => {
    const [shown, , locked] = presentReviewPage(pageOf(reviews, [], 2), visitor);
    expect(shown).toMatchObject({
      reviewerRole: null,
      organizationType: null,
      projectSize: null,
      projectDuration: null,
      workTimeframe: null,
      therapeuticArea: null,
      moleculeType: null,
      developmentPhase: null,
      wouldRecommend: true,
      comments: 'text of new',
      pros: 'pros of new',
      technicalExpertise: 7,
    });
    expect(locked).toMatchObject({ pros: null, cons: null, comments: null, locked: true });
  });

  it('shows them from the threshold on', () => {
    const [shown] = presentReviewPage(pageOf(reviews, [], 3), visitor);
    expect(shown).toMatchObject({
      reviewerRole: 'Procurement / Sourcing',
      organizationType: 'Biotech',
      projectSize: 'Medium',
      workTimeframe: 'Within 2 years',
      therapeuticArea: 'Oncology',
      moleculeType: 'Biologics',
      developmentPhase: 'Phase II',
    });
  });
});
