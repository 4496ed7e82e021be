import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The platform means m of docs/directory.md, out of 10, one row (id 1): the mean rating of every approved review
 * per dimension, null where nothing was rated. Written by CompanyRatings.rescore with every company's rank
 * scores; served by GET /api/methodology.
 */
@Entity({ tableName: 'platform_rating_means' })
@Check({ name: 'platform_rating_means_single_row', expression: 'id = 1' })
export class PlatformRatingMeansRecord {
  @PrimaryKey({ type: 'smallint', default: 1, autoincrement: false })
  id = 1;

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

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
