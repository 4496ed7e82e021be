import { Migration } from '@mikro-orm/migrations';

/**
 * Every committed write that can change what a visitor reads (docs/operations.md#delivery) sends
 * `NOTIFY biovetted_public_reads`, so each app instance drops its cache of public answers
 * (src/adapters/persistence/public-read-changes.listener.ts). In the database rather than in the use
 * cases: imports, seeds, other processes and future admin writes are covered without anyone
 * remembering to call it, and PostgreSQL delivers the notification only once the transaction commits
 * (one per transaction, duplicates folded). Reviews notify only when an approved review is involved,
 * so pending submissions leave the caches warm.
 */
export class Migration20261123140000PublicReadNotifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "notify_public_reads"() returns trigger language plpgsql as $$
begin
  perform pg_notify('biovetted_public_reads', '');
  return null;
end $$`);
    for (const table of ['companies', 'company_rating_aggregates', 'review_responses']) {
      this.addSql(
        `create trigger "${table}_public_reads" after insert or update or delete or truncate on "${table}" for each statement execute function "notify_public_reads"()`,
      );
    }
    this.addSql(
      `create trigger "reviews_public_reads_insert" after insert on "reviews" for each row when (new."moderation_status" = 'approved') execute function "notify_public_reads"()`,
    );
    this.addSql(
      `create trigger "reviews_public_reads_update" after update on "reviews" for each row when (old."moderation_status" = 'approved' or new."moderation_status" = 'approved') execute function "notify_public_reads"()`,
    );
    this.addSql(
      `create trigger "reviews_public_reads_delete" after delete on "reviews" for each row when (old."moderation_status" = 'approved') execute function "notify_public_reads"()`,
    );
    this.addSql(`create trigger "reviews_public_reads_truncate" after truncate on "reviews" for each statement execute function "notify_public_reads"()`);
  }
}
