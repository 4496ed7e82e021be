import { Migration } from '@mikro-orm/migrations';

/**
 * Verification documents in PostgreSQL instead of one instance's disk, so every app instance serves them
 * (docs/operations.md#running-and-configuration; docs/decisions/0014). `company_submissions.verification_document` now holds the id of
 * the row here. Files uploaded to DATA_DIR/uploads before this migration are not carried over: their
 * submissions answer "no verification document".
 */
export class Migration20261122070000VerificationDocuments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "verification_documents" ("id" uuid not null default gen_random_uuid(), "submission_id" uuid not null, "content_type" text not null, "bytes" bytea not null, "created_at" timestamptz not null default now(), constraint "verification_documents_pkey" primary key ("id"), constraint "verification_documents_submission_id_foreign" foreign key ("submission_id") references "company_submissions" ("id") on delete cascade)',
    );
    this.addSql('create index "verification_documents_submission_id_index" on "verification_documents" ("submission_id")');
    this.addSql(`update "company_submissions" set "verification_document" = null where "verification_document" is not null`);
  }
}
