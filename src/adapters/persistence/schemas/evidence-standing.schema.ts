import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Where a listed company's evidence-weighted values stand in each pool (the overall and the eight categories):
 * `below` the other companies with a lower value, `equal` those with the same, `n` the pool's size; null where the
 * company has no value in that pool. Rewritten whole by matching when `evidence_pools_state` says it is stale.
 */
@Entity({ tableName: 'evidence_standings' })
export class EvidenceStandingRecord {
  @PrimaryKey({ type: 'uuid' })
  companyId!: string;

  @Property({ type: 'int', nullable: true }) belowOverall: number | null = null;
  @Property({ type: 'int', nullable: true }) equalOverall: number | null = null;
  @Property({ type: 'int', nullable: true }) nOverall: number | null = null;
  @Property({ type: 'int', nullable: true }) belowTechnicalExpertise: number | null = null;
  @Property({ type: 'int', nullable: true }) equalTechnicalExpertise: number | null = null;
  @Property({ type: 'int', nullable: true }) nTechnicalExpertise: number | null = null;
  @Property({ type: 'int', nullable: true }) belowProjectManagement: number | null = null;
  @Property({ type: 'int', nullable: true }) equalProjectManagement: number | null = null;
  @Property({ type: 'int', nullable: true }) nProjectManagement: number | null = null;
  @Property({ type: 'int', nullable: true }) belowCommunication: number | null = null;
  @Property({ type: 'int', nullable: true }) equalCommunication: number | null = null;
  @Property({ type: 'int', nullable: true }) nCommunication: number | null = null;
  @Property({ type: 'int', nullable: true }) belowTimeline: number | null = null;
  @Property({ type: 'int', nullable: true }) equalTimeline: number | null = null;
  @Property({ type: 'int', nullable: true }) nTimeline: number | null = null;
  @Property({ type: 'int', nullable: true }) belowPricing: number | null = null;
  @Property({ type: 'int', nullable: true }) equalPricing: number | null = null;
  @Property({ type: 'int', nullable: true }) nPricing: number | null = null;
  @Property({ type: 'int', nullable: true }) belowChangeOrders: number | null = null;
  @Property({ type: 'int', nullable: true }) equalChangeOrders: number | null = null;
  @Property({ type: 'int', nullable: true }) nChangeOrders: number | null = null;
  @Property({ type: 'int', nullable: true }) belowContractNegotiation: number | null = null;
  @Property({ type: 'int', nullable: true }) equalContractNegotiation: number | null = null;
  @Property({ type: 'int', nullable: true }) nContractNegotiation: number | null = null;
  @Property({ type: 'int', nullable: true }) belowRegulatoryCompliance: number | null = null;
  @Property({ type: 'int', nullable: true }) equalRegulatoryCompliance: number | null = null;
  @Property({ type: 'int', nullable: true }) nRegulatoryCompliance: number | null = null;
}

/**
 * One row: `version` rises with every statement that writes `directory_listings` (a trigger); `evidence_standings`
 * was computed at `standings_version` and is stale while the two differ.
 */
@Entity({ tableName: 'evidence_pools_state' })
@Check({ name: 'evidence_pools_state_single_row', expression: 'id = 1' })
export class EvidencePoolsStateRecord {
  @PrimaryKey({ type: 'smallint', default: 1, autoincrement: false })
  id = 1;

  @Property({ type: 'bigint', default: 1 })
  version = '1';

  @Property({ type: 'bigint', default: 0 })
  standingsVersion = '0';
}
