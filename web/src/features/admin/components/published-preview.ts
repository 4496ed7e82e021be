import { ANONYMITY_THRESHOLD } from '@domain/reviews/review-page';
import type { PendingReview } from '../../../api/types';
import type { ReviewContentData } from '../../../components/review-content';

/** The reviewer's context the profile withholds below the anonymity threshold, with their labels. */
const WITHHELD_FIELDS = [
  ['reviewerRole', 'role'],
  ['organizationType', 'organisation'],
  ['projectSize', 'project size'],
  ['projectDuration', 'duration'],
  ['workTimeframe', 'timeframe'],
] as const;

/** What approving a pending review publishes, and what the profile holds back for now. */
export interface PublishedPreview {
  /** The review exactly as the profile will show it once approved. */
  review: ReviewContentData;
  /** The given fields the profile leaves out until the company has enough approved reviews, as "label: value". */
  withheld: string[];
}

/**
 * The profile's view of a pending review once approved: with it the company has one more approved member review;
 * below ANONYMITY_THRESHOLD the reviewer's role, organisation and project details stay off the profile.
 */
export function publishedPreview(review: PendingReview): PublishedPreview {
  const approvedAfter = review.companyApprovedUserReviews + (review.reviewType === 'user' ? 1 : 0);
  if (approvedAfter >= ANONYMITY_THRESHOLD) return { review, withheld: [] };
  const withheld = WITHHELD_FIELDS.filter(([field]) => review[field] !== null).map(([field, label]) => `${label}: ${review[field]}`);
  return {
    review: { ...review, reviewerRole: null, organizationType: null, projectSize: null, projectDuration: null, workTimeframe: null },
    withheld,
  };
}
