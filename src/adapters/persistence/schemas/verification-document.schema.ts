import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { CompanySubmissionRecord } from './company-submission.schema';

/**
 * A company submission's verification document, in PostgreSQL so every app instance serves it
 * (docs/operations.md#running-and-configuration, docs/decisions/0014). `company_submissions.verification_document` holds its id.
 */
@Entity({ tableName: 'verification_documents' })
export class VerificationDocumentRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  /** Deleted with its submission; the foreign key has no ON UPDATE action (ids never change). */
  @ManyToOne({ entity: () => CompanySubmissionRecord, ref: true, deleteRule: 'cascade', updateRule: 'no action', index: true })
  submission!: Ref<CompanySubmissionRecord>;

  /** application/pdf, image/png or image/jpeg (DOCUMENT_TYPES). */
  @Property({ type: 'text' })
  contentType!: string;

  @Property({ type: 'blob' })
  bytes!: Buffer;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
