import { Entity, Index, OneToOne, Property } from '@mikro-orm/core';
import { CompanyRecord } from './company.schema';

/**
 * A company's rating aggregate over its approved reviews (DECISIONS §5), kept up to date when a
 * review is moderated so the directory never aggregates reviews per request. Averages are out of 10.
 */
@Entity({ tableName: 'company_rating_aggregates' })
@Index({ properties: ['overall'], name: 'company_rating_aggregates_overall_index' })
@Index({ properties: ['reviewCount'], name: 'company_rating_aggregates_review_count_index' })
@Index({ properties: ['lastReviewDate'], name: 'company_rating_aggregates_last_review_date_index' })
export class CompanyRatingAggregateRecord {
  @OneToOne({ entity: () => CompanyRecord, primary: true, deleteRule: 'cascade', fieldName: 'company_id' })
  company!: CompanyRecord;

  @Property({ type: 'integer', default: 0 })
  reviewCount = 0;

  @Property({ type: 'datetime', nullable: true })
  lastReviewDate: Date | null = null;

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

  /** How many approved reviews rated each category (and `overall`). */
  @Property({ type: 'jsonb' })
  ratingCounts!: Record<string, number>;

  /** "Would recommend" answers of the approved reviews: yes answers, and all answers. */
  @Property({ type: 'integer', default: 0 })
  wouldRecommendYes = 0;

  @Property({ type: 'integer', default: 0 })
  wouldRecommendAnswers = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
