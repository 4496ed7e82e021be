import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { FACT_PROPOSAL_STATUSES, type FactChanges, type FactProposalStatus } from '../../../domain/fact-proposals/fact-proposal';
import { CompanyRecord } from './company.schema';
import { UserRecord } from './user.schema';

/** Facts a verified vendor proposes for its company, for an admin to approve or reject once. */
@Entity({ tableName: 'company_fact_proposals' })
@Index({ properties: ['status', 'createdAt'], name: 'company_fact_proposals_status_created_at_index' })
@Index({ properties: ['company', 'createdAt'], name: 'company_fact_proposals_company_created_at_index' })
export class CompanyFactProposalRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => CompanyRecord, ref: true, deleteRule: 'cascade' })
  company!: Ref<CompanyRecord>;

  /** The member who proposed it; null once that account is deleted. */
  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null', index: true })
  proposer: Ref<UserRecord> | null = null;

  /** The proposed facts, `{ fact: value }`, as an admin's edit would send them. */
  @Property({ type: 'jsonb' })
  changes!: FactChanges;

  /** A page backing the facts, as the vendor cited it. */
  @Property({ type: 'text', nullable: true })
  sourceUrl: string | null = null;

  /** Checked by the database (`company_fact_proposals_status_check`). */
  @Enum({ items: [...FACT_PROPOSAL_STATUSES], default: 'pending' })
  status: FactProposalStatus = 'pending';

  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null' })
  moderator: Ref<UserRecord> | null = null;

  @Property({ type: 'datetime', nullable: true })
  moderatedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  moderationNotes: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
