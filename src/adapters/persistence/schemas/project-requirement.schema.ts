import { randomUUID } from 'node:crypto';
import { Check, Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { UserRecord } from './user.schema';

/** `<column> between 1 and 5`, written as PostgreSQL prints it back, so the schema check compares like with like. */
const weightRange = (column: string) => ({ name: `project_requirements_${column}_range`, expression: `${column} >= 1 and ${column} <= 5` });

/**
 * A member's project requirement for matching, and the run it gave: the results as computed then (`results`, the
 * matches shown, at most `result_limit`), so the run has an address (/find-match/{id}). Each weight column is the
 * rating category's name plus `Weight`, an integer 1-5 checked by the database.
 */
@Entity({ tableName: 'project_requirements' })
@Check(weightRange('technical_expertise_weight'))
@Check(weightRange('pricing_weight'))
@Check(weightRange('timeline_weight'))
@Check(weightRange('project_management_weight'))
@Check(weightRange('communication_weight'))
@Check(weightRange('change_orders_weight'))
@Check(weightRange('contract_negotiation_weight'))
@Check(weightRange('regulatory_compliance_weight'))
export class ProjectRequirementRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => UserRecord, ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<UserRecord>;

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

  /** A region (docs/directory.md); requirements stored before it held service-location names ("Asia Pacific"). */
  @Property({ type: 'text', nullable: true })
  geography: string | null = null;

  @Property({ type: 'text', nullable: true })
  moleculeType: string | null = null;

  @Property({ type: 'text', nullable: true })
  developmentPhase: string | null = null;

  /** `clinical` or `commercial`; null when not asked. */
  @Property({ type: 'text', nullable: true })
  scale: string | null = null;

  /** The buyer left out the companies with a confirmed FDA warning letter in the regulatory record's coverage. */
  @Property({ type: 'boolean', default: false })
  excludeFdaWarningLetters = false;

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

  /** The matches shown, as computed when the requirement was run (each with its scores, fit and company facts); null for rows stored before runs were kept. */
  @Property({ type: 'jsonb', nullable: true })
  results: unknown[] | null = null;

  /** Most results the member's plan showed then. */
  @Property({ type: 'smallint', nullable: true })
  resultLimit: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
