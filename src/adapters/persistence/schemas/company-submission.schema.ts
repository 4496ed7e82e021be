import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { SubmissionStatus } from '../../../domain/company-submissions/company-submission';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import { CompanyRecord } from './company.schema';
import { UserRecord } from './user.schema';

/** A proposed company, from a person or from discovery, waiting for an admin (docs/data-model.md). */
@Entity({ tableName: 'company_submissions' })
@Index({ properties: ['status', 'createdAt'], name: 'company_submissions_status_created_index' })
@Index({
  name: 'company_submissions_website_domain_missing_index',
  expression: 'create index "company_submissions_website_domain_missing_index" on "company_submissions" ("id") where "website" is not null and "website_domain" is null',
})
export class CompanySubmissionRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  /** The member who proposed it; null for discovery and imports. */
  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null' })
  submitter: Ref<UserRecord> | null = null;

  /** person | import | discovery:<source name> */
  @Property({ type: 'text', default: 'person' })
  source = 'person';

  @Property({ type: 'text' })
  name!: string;

  @Index()
  @Property({ type: 'text' })
  nameKey!: string;

  @Property({ type: 'text', nullable: true })
  type: CompanyType | null = null;

  @Property({ type: 'text', nullable: true })
  location: string | null = null;

  @Property({ type: 'text', nullable: true })
  country: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text', nullable: true })
  website: string | null = null;

  /** Registrable domain of website (fillWebsiteDomains); "" when it has none, null until computed. */
  @Index()
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

  /** Id of the document's row in `verification_documents` (docs/decisions/0014). */
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

  /** Modalities the company works with (the directory's molecule types). */
  @Property({ type: 'text[]', default: '{}' })
  moleculeTypes: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  developmentPhases: string[] = [];

  /** Facts a discovery source reported beyond the form's fields (ticker, inception, source URL). */
  @Property({ type: 'jsonb', nullable: true })
  discoveredFacts: Record<string, unknown> | null = null;

  @Property({ type: 'text', default: 'pending' })
  status: SubmissionStatus = 'pending';

  /** The admin who decided it (docs/security.md#trust-and-safety-rules). */
  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null' })
  reviewer: Ref<UserRecord> | null = null;

  @Property({ type: 'datetime', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  reviewNotes: string | null = null;

  @Property({ type: 'text', nullable: true })
  rejectionReason: string | null = null;

  /** The directory entry created on approval, or the listed company a duplicate was merged into. */
  @ManyToOne({ entity: () => CompanyRecord, ref: true, nullable: true, deleteRule: 'set null' })
  company: Ref<CompanyRecord> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
