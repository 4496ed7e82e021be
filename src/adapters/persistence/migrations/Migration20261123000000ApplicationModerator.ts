import { Migration } from '@mikro-orm/migrations';

/**
 * Who decided an application, and when (docs/security.md#trust-and-safety-rules: every moderation queue records its moderator).
 * The other queues already keep theirs (`moderated_by`/`reviewed_by` with a time).
 */
export class Migration20261123000000ApplicationModerator extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "users" add column "moderated_by" uuid null, add column "moderated_at" timestamptz null');
    this.addSql(
      'alter table "users" add constraint "users_moderated_by_foreign" foreign key ("moderated_by") references "users" ("id") on update cascade on delete set null',
    );
  }
}
