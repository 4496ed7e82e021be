import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { CompanyRecord } from './company.schema';
import { UserRecord } from './user.schema';

/** A proposed company, from a person or from discovery, waiting for an admin (spec part 2 §3). */
@Entity({ tableName: 'company_submissions' })
@Index({ properties: ['status', 'createdAt'], name: 'company_submissions_status_created_index' })
export class CompanySubmissionRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => UserRecord, nullable: true, deleteRule: 'set null', fieldName: 'submitted_by' })
  submittedBy: UserRecord | null = null;

  /** person | discovery:<source name> */
  @Property({ type: 'text', default: 'person' })
  source = 'person';

  @Property({ type: 'text' })
  name!: string;

  @Index()
  @Property({ type: 'text' })
  nameKey!: string;

  @Property({ type: 'text', nullable: true })
  type: string | null = null;

  @Property({ type: 'text', nullable: true })
  location: string | null = null;

  @Property({ type: 'text', nullable: true })
  country: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text', nullable: true })
  website: string | null = null;

  /** Registrable domain of website (fillWebsiteDomains); "" when it has none, null until computed. */
  @Property({ type: 'text', nullable: true })
  websiteDomain: string | null = null;

  @Property({ type: 'text', nullable: true })
  logoUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  contactEmail: string | null = null;

  @Property({ type: 'text', nullable: true })
  contactName: string | null = null;

  @Property({ type: 'text', nullable: true })
  contactTitle: string | null = null;

  /** Path of the uploaded document inside DATA_DIR, never under the web root. */
  @Property({ type: 'text', nullable: true })
  verificationDocument: string | null = null;

  @Property({ type: 'integer', nullable: true })
  employeeCount: number | null = null;

  @Property({ type: 'integer', nullable: true })
  foundedYear: number | null = null;

  @Property({ type: 'text[]', default: '{}' })
  services: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  therapeuticAreas: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  serviceLocations: string[] = [];

  /** Facts a discovery source reported beyond the form's fields (ticker, inception, source URL). */
  @Property({ type: 'jsonb', nullable: true })
  discoveredFacts: Record<string, unknown> | null = null;

  /** pending | approved | rejected */
  @Property({ type: 'text', default: 'pending' })
  status = 'pending';

  @ManyToOne({ entity: () => UserRecord, nullable: true, deleteRule: 'set null', fieldName: 'reviewed_by' })
  reviewedBy: UserRecord | null = null;

  @Property({ type: 'datetime', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  reviewNotes: string | null = null;

  @Property({ type: 'text', nullable: true })
  rejectionReason: string | null = null;

  /** The directory entry created on approval. */
  @ManyToOne({ entity: () => CompanyRecord, nullable: true, deleteRule: 'set null' })
  company: CompanyRecord | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
