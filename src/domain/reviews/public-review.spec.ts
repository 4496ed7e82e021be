import { presentReviews } from './public-review';
import { reviewReaderOf } from './review-text-access';
import { RATING_CATEGORIES, type Ratings } from './rating-categories';
import type { PublishedReview } from './review';

const aReview = (id: string, createdAt: string, comments: string | null = `text of ${id}`): PublishedReview => ({
  ...(Object.fromEntries(RATING_CATEGORIES.map((c) => [c, 7])) as Ratings),
  id,
  companyId: 'c1',
  reviewType: 'user',
  serviceType: 'CRO',
  experienceType: 'project',
  projectSize: 'Medium',
  projectDuration: '6-12 months',
  workTimeframe: 'Within 2 years',
  comments,
  intelligenceSource: null,
  sourceUrl: null,
  sourceDate: null,
  createdAt: new Date(createdAt),
  isDemo: false,
  responses: [],
});

const reviews = [aReview('old', '2026-01-01'), aReview('new', '2026-03-01'), aReview('mid', '2026-02-01')];

describe('presentReviews', () => {
  it('shows visitors the text of the two newest reviews and locks the rest, keeping ratings', () => {
    const shown = presentReviews(reviews, { kind: 'visitor' });
    expect(shown.map((r) => [r.id, r.comments, r.locked])).toEqual([
      ['new', 'text of new', false],
      ['mid', 'text of mid', false],
      ['old', null, true],
    ]);
    expect(shown[2].technicalExpertise).toBe(7);
  });

  it('treats free members like visitors and shows paid members and admins every text', () => {
    expect(presentReviews(reviews, reviewReaderOf({ subscriptionTier: 'free', userType: 'reviewer' }))[2].locked).toBe(true);
    expect(presentReviews(reviews, reviewReaderOf({ subscriptionTier: 'startup', userType: 'reviewer' }))[2].comments).toBe('text of old');
    expect(presentReviews(reviews, reviewReaderOf({ subscriptionTier: 'free', userType: 'admin' }))[2].comments).toBe('text of old');
  });

  it('shows a free verified vendor every text of its own company’s reviews, and only the previews of another’s', () => {
    const vendor = reviewReaderOf({ subscriptionTier: 'free', userType: 'reviewer' }, ['c1']);
    expect(presentReviews(reviews, vendor).map((r) => r.locked)).toEqual([false, false, false]);
    expect(presentReviews(reviews, vendor)[2].comments).toBe('text of old');
    const otherVendor = reviewReaderOf({ subscriptionTier: 'free', userType: 'reviewer' }, ['c2']);
    expect(presentReviews(reviews, otherVendor).map((r) => r.locked)).toEqual([false, false, true]);
  });

  it('does not call a review without text locked', () => {
    const shown = presentReviews([...reviews, aReview('silent', '2025-01-01', null)], { kind: 'visitor' });
    expect(shown[3]).toMatchObject({ id: 'silent', comments: null, locked: false });
  });

  it('publishes the day a review was written, not the moment', () => {
    const [shown] = presentReviews([aReview('x', '2026-05-04T17:23:45.678Z')], { kind: 'visitor' });
    expect(shown.createdAt).toEqual(new Date('2026-05-04T00:00:00.000Z'));
  });

  it('copies no field beyond the public projection', () => {
    const withSecrets = { ...aReview('x', '2026-01-01'), userId: 'u1', authoredBy: 'a@b.c', moderationNotes: 'n' } as PublishedReview;
    const [shown] = presentReviews([withSecrets], { kind: 'visitor' });
    expect(shown).not.toHaveProperty('userId');
    expect(shown).not.toHaveProperty('authoredBy');
    expect(shown).not.toHaveProperty('moderationNotes');
    expect(shown).not.toHaveProperty('companyId');
  });
});
