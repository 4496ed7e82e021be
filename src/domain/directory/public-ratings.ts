import type { RatingDistributions } from '../reviews/rating-aggregation';
import { RATING_CATEGORIES, type AverageRatings, type RatingCategory, type RatingCounts } from '../reviews/rating-categories';
import { ANONYMITY_THRESHOLD, meetsAnonymityThreshold } from '../reviews/review-page';
import type { CompanyListing } from './company';

/** How many approved reviews rated each category; null for every category while they are not public. */
export type PublicRatingCounts = { overall: number } & Record<RatingCategory, number | null>;

/** A company's scores as anyone but an admin may see them (the web, the API, exports, mails). */
export interface PublicRatings {
  /** The overall average out of 10 always (null without ratings); the eight category averages null while withheld. */
  averageRatings: AverageRatings;
  ratingCounts: PublicRatingCounts;
  /** Whether the category scores are shown: false while the company is below the anonymity threshold. */
  categoriesShown: boolean;
}

/**
 * The scores of a company that may be shown (docs/security.md "Anonymity"): the overall average and count always;
 * the category averages and counts only once the company meets the anonymity threshold (3 approved user reviews),
 * null before, because with one or two reviews they are those reviewers' own ratings.
 */
export function publicRatingsOf(company: Pick<CompanyListing, 'userReviewCount' | 'averageRatings' | 'ratingCounts'>): PublicRatings {
  const categoriesShown = meetsAnonymityThreshold(company.userReviewCount);
  const averageRatings = { overall: company.averageRatings.overall } as AverageRatings;
  const ratingCounts = { overall: company.ratingCounts.overall } as PublicRatingCounts;
  for (const category of RATING_CATEGORIES) {
    averageRatings[category] = categoriesShown ? company.averageRatings[category] : null;
    ratingCounts[category] = categoriesShown ? (company.ratingCounts as RatingCounts)[category] : null;
  }
  return { averageRatings, ratingCounts, categoriesShown };
}

/** The rating distributions of a company that may be shown: null while it is below the anonymity threshold. */
export function publicRatingDistributionsOf(company: { userReviewCount: number; ratingDistributions: RatingDistributions }): RatingDistributions | null {
  return meetsAnonymityThreshold(company.userReviewCount) ? company.ratingDistributions : null;
}

/** The day of a company's newest approved review, 'YYYY-MM-DD' (UTC), or null: never the moment (docs/security.md). */
export function lastReviewDayOf(company: Pick<CompanyListing, 'lastReviewDate'>): string | null {
  return company.lastReviewDate ? company.lastReviewDate.toISOString().slice(0, 10) : null;
}

/**
 * Whether a company's public JSON withholds its category scores: every category count is null (a category nobody
 * rated has a count of 0, not null), which happens below the anonymity threshold only.
 */
export function categoryScoresWithheld(ratingCounts: Record<RatingCategory, number | null>): boolean {
  return RATING_CATEGORIES.every((category) => ratingCounts[category] === null);
}

/** What the screens say where category scores are withheld, and why. */
export const CATEGORY_SCORES_WITHHELD = {
  title: `Category scores appear once ${ANONYMITY_THRESHOLD} member reviews are published`,
  why: 'Until then only the overall score is shown, so that no reviewer can be recognised by their ratings.',
} as const;
