import { Migration } from '@mikro-orm/migrations';

/**
 * docs/deciding.md: the optional review context, the "would recommend" answers in the stored rating
 * aggregate (updated on approval like the averages), members' shortlists, and the end of the window each
 * saved search's last alert digest covered. The reviews and aggregates triggers of the public read cache
 * (Migration20261123140000PublicReadNotifications) already cover the new columns; shortlists and saved
 * searches change no public answer.
 */
export class Migration20261126000000DecideWithEvidence extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "reviews" add column "reviewer_role" text null, add column "organization_type" text null, add column "therapeutic_area" text null, ' +
        'add column "molecule_type" text null, add column "development_phase" text null, add column "pros" text null, add column "cons" text null, ' +
        'add column "would_recommend" boolean null',
    );
    this.addSql(
      'alter table "company_rating_aggregates" add column "would_recommend_yes" int not null default 0, add column "would_recommend_answers" int not null default 0',
    );
    this.addSql(
      'create table "shortlist_entries" ("user_id" uuid not null, "company_id" uuid not null, "created_at" timestamptz not null default now(), constraint "shortlist_entries_pkey" primary key ("user_id", "company_id"))',
    );
    this.addSql('create index "shortlist_entries_company_id_index" on "shortlist_entries" ("company_id")');
    this.addSql(
      'alter table "shortlist_entries" add constraint "shortlist_entries_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "shortlist_entries" add constraint "shortlist_entries_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade',
    );
    // Existing searches start their first digest window when the column appears.
    this.addSql('alter table "saved_searches" add column "last_digest_at" timestamptz not null default now()');
  }
}
