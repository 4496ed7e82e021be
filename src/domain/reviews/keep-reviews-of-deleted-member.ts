import type { Account } from '../accounts/account';
import { isWithinReviewCooldown, REVIEW_COOLDOWN_MONTHS } from './review-rules';
import { ReviewLedger } from './review-ledger.port';
import { ReviewStore } from './review-store.port';
import { ReviewerFingerprints } from './reviewer-fingerprints.port';

/**
 * What account deletion keeps for the one-review-a-year rule (docs/reviews-and-moderation.md): for each of the
 * member's published reviews that still bars a new one, the reviewer's fingerprint (a keyed hash of the normalised
 * email), the company and the review's time; nothing else. Runs inside the deletion's transaction, before the
 * erasure unlinks the reviews; it also forgets entries too old to bar anything.
 */
export class KeepReviewsOfDeletedMember {
  constructor(
    private readonly reviews: ReviewStore,
    private readonly ledger: ReviewLedger,
    private readonly fingerprints: ReviewerFingerprints,
  ) {}

  async execute(member: Pick<Account, 'id' | 'email'>, now: Date): Promise<void> {
    const published = (await this.reviews.listByAuthor(member.id)).filter(
      (review) => review.reviewType === 'user' && review.status === 'approved' && review.companyId !== null && isWithinReviewCooldown(review.createdAt, now),
    );
    if (published.length > 0) {
      await this.ledger.keep(
        this.fingerprints.of(member.email),
        published.map((review) => ({ companyId: review.companyId!, reviewedAt: review.createdAt })),
      );
    }
    const cutoff = new Date(now.getTime());
    // A month beyond the rule's span: calendar months differ in length, and a kept entry costs nothing.
    cutoff.setUTCMonth(cutoff.getUTCMonth() - REVIEW_COOLDOWN_MONTHS - 1);
    await this.ledger.forgetBefore(cutoff);
  }
}
