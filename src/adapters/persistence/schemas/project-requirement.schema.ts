import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { UserRecord } from './user.schema';

/** A buyer's project requirements for matching; weights are integers 1-5 (spec part 2 §3). */
@Entity({ tableName: 'project_requirements' })
export class ProjectRequirementRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => UserRecord, deleteRule: 'cascade' })
  user!: UserRecord;

  @Property({ type: 'text', nullable: true })
  projectName: string | null = null;

  @Property({ type: 'text' })
  projectType!: string;

  @Property({ type: 'text' })
  timeline!: string;

  @Property({ type: 'text', nullable: true })
  budget: string | null = null;

  @Property({ type: 'text', nullable: true })
  therapeuticArea: string | null = null;

  @Property({ type: 'text', nullable: true })
  geography: string | null = null;

  @Property({ type: 'smallint' })
  technicalExpertiseWeight!: number;

  @Property({ type: 'smallint' })
  pricingWeight!: number;

  @Property({ type: 'smallint' })
  timelineWeight!: number;

  @Property({ type: 'smallint' })
  projectManagementWeight!: number;

  @Property({ type: 'smallint' })
  communicationWeight!: number;

  @Property({ type: 'smallint' })
  changeOrdersWeight!: number;

  @Property({ type: 'smallint' })
  contractNegotiationWeight!: number;

  @Property({ type: 'smallint' })
  regulatoryComplianceWeight!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
