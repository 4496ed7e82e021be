import { ratingsOf } from './rating-categories';
import type { PublishedReview } from './review';
import { meetsAnonymityThreshold, type RankedReview, type ReviewPage } from './review-page';
import { readsAsVendorOf, reviewTextPreviewsOf, type ReviewReader } from './review-text-access';

/**
 * What the public sees of a review: never the author, their account or moderation notes (docs/security.md
 * "Anonymity"). `comments`, `pros` and `cons` are null and `locked` true where the free-plan gating withholds
 * the text. Below the anonymity threshold the reviewer's role and organisation type and the project's size,
 * duration, timeframe, therapeutic area, modality and phase are null. `createdAt` is the day (midnight UTC).
 */
export interface PublicReview extends Omit<PublishedReview, 'companyId' | 'workTimeframe'> {
  workTimeframe: PublishedReview['workTimeframe'] | null;
  locked: boolean;
}

/** What the reader may see of one review: its text (plan gating) and its context (anonymity threshold). */
export interface ReviewVisibility {
  text: boolean;
  reviewerContext: boolean;
}

/**
 * The day a review was written, as midnight UTC: the screens show dates only, and the exact moment would help
 * anyone line a review up with who was active when (docs/security.md "Anonymity").
 */
export function dayOf(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

/** The anonymous projection of one review, field by field so a new column never leaks by accident. */
export function toPublicReview(review: PublishedReview, visible: ReviewVisibility): PublicReview {
  const context = visible.reviewerContext;
  return {
    id: review.id,
    reviewType: review.reviewType,
    serviceType: review.serviceType,
    experienceType: review.experienceType,
    projectSize: context ? review.projectSize : null,
    projectDuration: context ? review.projectDuration : null,
    workTimeframe: context ? review.workTimeframe : null,
    ...ratingsOf(review),
    reviewerRole: context ? review.reviewerRole : null,
    organizationType: context ? review.organizationType : null,
    therapeuticArea: context ? review.therapeuticArea : null,
    moleculeType: context ? review.moleculeType : null,
    developmentPhase: context ? review.developmentPhase : null,
    // Pros and cons are review text: the plan gating withholds them with the comments.
    pros: visible.text ? review.pros : null,
    cons: visible.text ? review.cons : null,
    wouldRecommend: review.wouldRecommend,
    comments: visible.text ? review.comments : null,
    locked: !visible.text && (review.comments !== null || review.pros !== null || review.cons !== null),
    intelligenceSource: review.intelligenceSource,
    sourceUrl: review.sourceUrl,
    sourceDate: review.sourceDate,
    createdAt: dayOf(review.createdAt),
    isDemo: review.isDemo,
    invitedByVendor: review.invitedByVendor,
    verifiedEngagement: review.verifiedEngagement,
    responses: review.responses.map((r) => ({ id: r.id, response: r.response, createdAt: r.createdAt, companyName: r.companyName })),
  };
}

/**
 * Whether `reader` reads the text of a review ranked `newestRank` among its company's approved reviews
 * (0 = newest). Visitors and free members read the newest FREE_REVIEW_TEXT_PREVIEWS, counted from the newest
 * whatever the page's sort or filter (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews, docs/deciding.md); paid plans and admins read all; a verified vendor of
 * the company reads every text of its reviews, to answer them.
 */
export function readsReviewText(reader: ReviewReader, review: Pick<RankedReview, 'newestRank' | 'companyId'>): boolean {
  const previews = reviewTextPreviewsOf(reader);
  return previews === null || review.newestRank < previews || readsAsVendorOf(reader, review.companyId);
}

/** A page of a company's reviews as `reader` may see them, in the page's order. */
export function presentReviewPage(page: ReviewPage, reader: ReviewReader): PublicReview[] {
  const reviewerContext = meetsAnonymityThreshold(page.approvedUserReviews);
  return page.items.map((review) => toPublicReview(review, { text: readsReviewText(reader, review), reviewerContext }));
}
