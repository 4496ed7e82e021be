import { Entity, Index, OneToOne, Property, type Ref } from '@mikro-orm/core';
import type { RatingDistributions } from '../../../domain/reviews/rating-aggregation';
import type { RatingCounts } from '../../../domain/reviews/rating-categories';
import { CompanyRecord } from './company.schema';

/**
 * A company's rating aggregate over its approved reviews (docs/directory.md#listing-companies), kept up to date when a
 * review is moderated so the directory never aggregates reviews per request. Averages are out of 10.
 * The average columns carry the names of the rating categories (RatingCategory), which is what lets
 * repositories address them by category.
 */
@Entity({ tableName: 'company_rating_aggregates' })
export class CompanyRatingAggregateRecord {
  @OneToOne({ entity: () => CompanyRecord, ref: true, primary: true, deleteRule: 'cascade' })
  company!: Ref<CompanyRecord>;

  @Index()
  @Property({ type: 'integer', default: 0 })
  reviewCount = 0;

  /** The approved reviews of type `user` among reviewCount: below the anonymity threshold, category detail is not public. */
  @Property({ type: 'integer', default: 0 })
  userReviewCount = 0;

  @Index()
  @Property({ type: 'datetime', nullable: true })
  lastReviewDate: Date | null = null;

  @Index()
  @Property({ type: 'double', nullable: true })
  overall: number | null = null;

  @Property({ type: 'double', nullable: true })
  technicalExpertise: number | null = null;

  @Property({ type: 'double', nullable: true })
  projectManagement: number | null = null;

  @Property({ type: 'double', nullable: true })
  communication: number | null = null;

  @Property({ type: 'double', nullable: true })
  timeline: number | null = null;

  @Property({ type: 'double', nullable: true })
  pricing: number | null = null;

  @Property({ type: 'double', nullable: true })
  changeOrders: number | null = null;

  @Property({ type: 'double', nullable: true })
  contractNegotiation: number | null = null;

  @Property({ type: 'double', nullable: true })
  regulatoryCompliance: number | null = null;

  /** How many approved reviews rated each category (and `overall`); a category never rated may be absent. */
  @Property({ type: 'jsonb' })
  ratingCounts!: Partial<RatingCounts>;

  /** "Would recommend" answers of the approved reviews: yes answers, and all answers. */
  @Property({ type: 'integer', default: 0 })
  wouldRecommendYes = 0;

  @Property({ type: 'integer', default: 0 })
  wouldRecommendAnswers = 0;

  /** How many approved reviews gave each rating 1-10, per category ({} before the first refresh). */
  @Property({ type: 'jsonb', default: '{}' })
  ratingDistributions!: Partial<RatingDistributions>;

  /*
   * The evidence-weighted average of every dimension, out of 10 (docs/directory.md, rankScoresOf): rewritten for
   * every company whenever a rating changes the platform means (CompanyRatings.rescore). rankOverall is the
   * rankScore; each category's orders its sort.
   */
  @Index()
  @Property({ type: 'double', nullable: true })
  rankOverall: number | null = null;

  @Index()
  @Property({ type: 'double', nullable: true })
  rankTechnicalExpertise: number | null = null;

  @Index()
  @Property({ type: 'double', nullable: true })
  rankProjectManagement: number | null = null;

  @Index()
  @Property({ type: 'double', nullable: true })
  rankCommunication: number | null = null;

  @Index()
  @Property({ type: 'double', nullable: true })
  rankTimeline: number | null = null;

  @Index()
  @Property({ type: 'double', nullable: true })
  rankPricing: number | null = null;

  @Index()
  @Property({ type: 'double', nullable: true })
  rankChangeOrders: number | null = null;

  @Index()
  @Property({ type: 'double', nullable: true })
  rankContractNegotiation: number | null = null;

  @Index()
  @Property({ type: 'double', nullable: true })
  rankRegulatoryCompliance: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
