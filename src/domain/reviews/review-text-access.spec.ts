import { entitlementsOf } from '../subscriptions/entitlements';
import { readsEveryReview, reviewReaderOf, reviewTextPreviewsOf } from './review-text-access';

describe('review text access', () => {
  it('gives visitors and free members the free tier’s previews, and paid members and admins every text', () => {
    expect(reviewTextPreviewsOf(reviewReaderOf(null))).toBe(2);
    expect(reviewTextPreviewsOf(reviewReaderOf({ subscriptionTier: 'free', userType: 'reviewer' }))).toBe(2);
    expect(reviewTextPreviewsOf(reviewReaderOf({ subscriptionTier: 'growth', userType: 'reviewer' }))).toBeNull();
    expect(readsEveryReview(reviewReaderOf({ subscriptionTier: 'free', userType: 'admin' }))).toBe(true);
  });

  it.each(['free', 'startup', 'basic', 'enterprise', 'unknown'])('follows entitlementsOf for the %s tier', (tier) => {
    expect(reviewTextPreviewsOf(reviewReaderOf({ subscriptionTier: tier, userType: 'reviewer' }))).toBe(entitlementsOf(tier).reviewTextPreviews);
  });
});
