import { RATING_CATEGORIES, type Ratings } from './rating-categories';
import type { PublishedReview, ReviewResponse } from './review';
import { readsAsVendorOf, reviewTextPreviewsOf, type ReviewReader } from './review-text-access';

/**
 * What the public sees of a review: never the author, their account or moderation notes
 * (DECISIONS §6 "Anonymity"). `comments` is null and `locked` true where the free-plan gating withholds
 * the text.
 */
export interface PublicReview extends Ratings {
  id: string;
  reviewType: PublishedReview['reviewType'];
  serviceType: PublishedReview['serviceType'];
  experienceType: PublishedReview['experienceType'];
  projectSize: PublishedReview['projectSize'];
  projectDuration: PublishedReview['projectDuration'];
  workTimeframe: PublishedReview['workTimeframe'];
  comments: string | null;
  locked: boolean;
  intelligenceSource: string | null;
  sourceUrl: string | null;
  sourceDate: Date | null;
  createdAt: Date;
  isDemo: boolean;
  responses: ReviewResponse[];
}

/**
 * The day a review was written, as midnight UTC: the screens show dates only, and the exact moment would help
 * anyone line a review up with who was active when (anonymity, DECISIONS §6).
 */
function dayOf(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

/** The anonymous projection of one review, field by field so a new column never leaks by accident. */
export function toPublicReview(review: PublishedReview, textVisible: boolean): PublicReview {
  const ratings = Object.fromEntries(RATING_CATEGORIES.map((c) => [c, review[c]])) as Ratings;
  return {
    id: review.id,
    reviewType: review.reviewType,
    serviceType: review.serviceType,
    experienceType: review.experienceType,
    projectSize: review.projectSize,
    projectDuration: review.projectDuration,
    workTimeframe: review.workTimeframe,
    ...ratings,
    comments: textVisible ? review.comments : null,
    locked: !textVisible && review.comments !== null,
    intelligenceSource: review.intelligenceSource,
    sourceUrl: review.sourceUrl,
    sourceDate: review.sourceDate,
    createdAt: dayOf(review.createdAt),
    isDemo: review.isDemo,
    responses: review.responses.map((r) => ({ id: r.id, response: r.response, createdAt: r.createdAt, companyName: r.companyName })),
  };
}

/**
 * A company's reviews as `reader` may see them, newest first. Visitors and free members read the text
 * of the newest reviews of any type their tier's entitlements allow (FREE_REVIEW_TEXT_PREVIEWS); the rest keep their ratings but not
 * their text (DECISIONS §6, §11). A verified vendor of the company reads every text of its reviews.
 */
export function presentReviews(reviews: readonly PublishedReview[], reader: ReviewReader): PublicReview[] {
  const previews = reviewTextPreviewsOf(reader);
  return [...reviews]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
    .map((review, index) => toPublicReview(review, previews === null || index < previews || readsAsVendorOf(reader, review.companyId)));
}
