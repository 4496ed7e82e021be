/**
 * Rules and messages of review submission, shared by the API's DTOs and the web's Yup schema so both
 * say the same thing (docs/api-contract.md#errors-and-validation). Source: docs/api-contract.md#form-rules, docs/screens.md#constants-and-limits; docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews, docs/api-contract.md#contract-details.
 */
import type { ExperienceType, ProjectDuration, ProjectSize, WorkTimeframe } from './review';

/** Review defaults when a field is absent (docs/screens.md#constants-and-limits, docs/api-contract.md#form-rules). */
export const REVIEW_DEFAULTS: {
  experienceType: ExperienceType;
  projectSize: ProjectSize;
  projectDuration: ProjectDuration;
  workTimeframe: WorkTimeframe;
} = {
  experienceType: 'project',
  projectSize: 'Medium',
  projectDuration: '6-12 months',
  workTimeframe: 'Within 2 years',
};

/** Longest review comment, in characters: long enough for a detailed account, bounded for the page. */
export const REVIEW_COMMENTS_MAX_LENGTH = 5000;
/** Shortest comment of an industry-intelligence review, in characters (docs/api-contract.md#form-rules). */
export const INTELLIGENCE_COMMENTS_MIN_LENGTH = 10;
/** Longest text of a review's pros and of its cons, in characters (docs/deciding.md). */
export const REVIEW_PROS_CONS_MAX_LENGTH = 2000;
/** Longest intelligence source name and source URL, in characters. */
export const INTELLIGENCE_SOURCE_MAX_LENGTH = 200;
export const SOURCE_URL_MAX_LENGTH = 2000;
/** A member may review one company once in this many months (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). */
export const REVIEW_COOLDOWN_MONTHS = 12;

export const REVIEW_MESSAGES = {
  serviceType: 'Please select a service type',
  company: 'Please select a company',
  companyAndSubmission: 'Choose a listed company or a new company submission, not both',
  experienceType: 'Please select an experience type',
  projectSize: 'Please select a project size',
  projectDuration: 'Please select a project duration',
  workTimeframe: 'Please select when the work took place',
  rating: 'Ratings must be whole numbers from 1 to 10, or Not Applicable',
  ratingRequired: 'Choose a rating from 1 to 10, or Not Applicable',
  commentsTooLong: `Comments must be at most ${REVIEW_COMMENTS_MAX_LENGTH} characters`,
  commentsNotText: 'Comments must be text',
  intelligenceComments: `Comments must be at least ${INTELLIGENCE_COMMENTS_MIN_LENGTH} characters`,
  intelligenceSource: 'Source is required',
  intelligenceSourceTooLong: `Source must be at most ${INTELLIGENCE_SOURCE_MAX_LENGTH} characters`,
  sourceUrl: 'Please enter a valid URL',
  sourceDate: 'Please enter a valid date',
  reviewerRole: 'Please select your role from the list',
  organizationType: 'Please select your organization type from the list',
  therapeuticArea: 'Please select a therapeutic area from the list',
  moleculeType: 'Please select a modality from the list',
  developmentPhase: 'Please select a development phase from the list',
  prosTooLong: `Pros must be at most ${REVIEW_PROS_CONS_MAX_LENGTH} characters`,
  consTooLong: `Cons must be at most ${REVIEW_PROS_CONS_MAX_LENGTH} characters`,
  prosNotText: 'Pros must be text',
  consNotText: 'Cons must be text',
  wouldRecommend: 'Would you recommend this provider? Answer yes or no',
  newCompanyFields: 'Please fill in all required company fields (name, type, location)',
  submitFailed: 'Failed to submit review. Please try again.',
} as const;

/** Answers of the review endpoints (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). */
export const REVIEW_ANSWERS = {
  duplicate: 'You have already reviewed this company in the last 12 months',
  notApproved: 'Only approved members can submit reviews. Your account is still waiting for verification.',
  reviewNotFound: 'Review not found',
  held: 'This review waits for its company to be listed',
  submissionNotFound: 'Company submission not found',
  submissionClosed: 'This company submission has already been reviewed',
  conflictOfInterest: 'You cannot review a company you represent',
} as const;

/** Whether an account may submit reviews: approved (verified) accounts only (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). */
export function canSubmitReviews(account: { verificationLevel: string }): boolean {
  return account.verificationLevel === 'verified';
}

/**
 * The moment a member may review the same company again: REVIEW_COOLDOWN_MONTHS calendar months after
 * their last review of it (UTC; the 31st rolls to the month's last day).
 */
export function reviewCooldownEnd(lastReviewAt: Date): Date {
  const end = new Date(lastReviewAt.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + REVIEW_COOLDOWN_MONTHS);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Whether a review written at `lastReviewAt` still bars a new review of the same company at `now`. */
export function isWithinReviewCooldown(lastReviewAt: Date | null, now: Date): boolean {
  return lastReviewAt !== null && now.getTime() < reviewCooldownEnd(lastReviewAt).getTime();
}
