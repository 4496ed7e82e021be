import type { DirectorySort } from '../../../domain/directory/company-query';
import { ANONYMITY_THRESHOLD } from '../../../domain/reviews/review-page';
import { RATING_CATEGORIES, type RatingCategory } from '../../../domain/reviews/rating-categories';
import { RANK_COLUMNS } from './rating-columns';

/**
 * The directory's orders over the read model (`directory_listings`), as SQL `order by` terms of the row aliased
 * `alias`. Each has a btree index of its own (DirectoryListingRecord), so a page is the first rows of an index:
 * - rating: rankScore desc (unrated last), then review count desc;
 * - reviews: review count desc, then rankScore;
 * - name: lower-cased name by code point (the "C" collation, the same in every locale);
 * - recent: the day of the newest approved review desc (none last);
 * - a rating category: its evidence-weighted average desc, where the company has at least ANONYMITY_THRESHOLD
 *   approved user reviews (below it the category counts as unrated, as the company's page shows it), then as
 *   `rating`.
 * Every order ends with the name and the id, so equal keys page the same way every time. `alias` null: columns
 * unqualified (an index definition).
 */
export function orderTerms(sort: DirectorySort, alias: string | null = 'l'): string[] {
  const col = (column: string) => (alias ? `${alias}.${column}` : column);
  const byName = [`${col('sort_name')} collate "C"`, col('company_id')];
  const rank = `${col(RANK_COLUMNS.overall)} desc nulls last`;
  const reviews = `${col('review_count')} desc`;
  switch (sort) {
    case 'rating':
      return [rank, reviews, ...byName];
    case 'reviews':
      return [reviews, rank, ...byName];
    case 'name':
      return byName;
    case 'recent':
      return [`${col('last_review_day')} desc nulls last`, ...byName];
    default:
      return [`${publicCategoryRank(sort, alias)} desc nulls last`, rank, reviews, ...byName];
  }
}

/** The read model's columns an order reads (orderTerms), besides `company_id`. */
export function sortColumns(sort: DirectorySort): string[] {
  switch (sort) {
    case 'name':
      return ['sort_name'];
    case 'recent':
      return ['last_review_day', 'sort_name'];
    case 'rating':
    case 'reviews':
      return [RANK_COLUMNS.overall, 'review_count', 'sort_name'];
    default:
      return ['approved_user_reviews', RANK_COLUMNS[sort], RANK_COLUMNS.overall, 'review_count', 'sort_name'];
  }
}

/** A category's evidence-weighted average where the company's ratings are public, null below the anonymity threshold. */
export function publicCategoryRank(category: RatingCategory, alias: string | null = 'l'): string {
  const col = (column: string) => (alias ? `${alias}.${column}` : column);
  return `(case when ${col('approved_user_reviews')} >= ${ANONYMITY_THRESHOLD} then ${col(RANK_COLUMNS[category])} end)`;
}

/** Every sort of the directory, each with its index's name. */
export const SORT_INDEXES: readonly { sort: DirectorySort; name: string }[] = [
  { sort: 'rating', name: 'directory_listings_rating_order' },
  { sort: 'reviews', name: 'directory_listings_reviews_order' },
  { sort: 'name', name: 'directory_listings_name_order' },
  { sort: 'recent', name: 'directory_listings_recent_order' },
  ...RATING_CATEGORIES.map((category) => ({ sort: category, name: `directory_listings_${RANK_COLUMNS[category]}_order` })),
];
