import { Migration } from '@mikro-orm/migrations';

/**
 * Reviews that stay honest and vendors with a reason to take part (docs/reviews-and-moderation.md,
 * docs/vendor-insights.md): weekly insight counters, the review ledger of deleted members, review invitations,
 * invited reviews, takedowns of reviews and responses, suspended accounts.
 *
 * Then the intelligence entries recorded twice from the same source for one company (compared as sourceUrlKey
 * compares them: no scheme, `www.`, fragment, trailing slashes or case) are taken down but for the oldest, with a
 * reason, rather than deleted: an admin can see and republish one. Their companies' aggregates are marked stale
 * (an empty `rating_distributions`), so the start-up rating backfill recomputes them through RefreshCompanyRatings.
 */
export class Migration20261206500000HonestReviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "company_insight_counts" ("company_id" uuid not null, "kind" text not null, "week_start" date not null, "count" int not null default 0, constraint "company_insight_counts_pkey" primary key ("company_id", "kind", "week_start"));`,
    );

    this.addSql(
      `create table "review_ledger" ("id" uuid not null default gen_random_uuid(), "reviewer_fingerprint" text not null, "company_id" uuid not null, "reviewed_at" timestamptz not null, constraint "review_ledger_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "review_ledger_company_id_index" on "review_ledger" ("company_id");`);
    this.addSql(`create index "review_ledger_reviewed_at_index" on "review_ledger" ("reviewed_at");`);
    this.addSql(`create index "review_ledger_fingerprint_company_index" on "review_ledger" ("reviewer_fingerprint", "company_id", "reviewed_at");`);

    this.addSql(
      `create table "review_invitations" ("id" uuid not null default gen_random_uuid(), "company_id" uuid not null, "vendor_account_id" uuid null, "invitee_fingerprint" text not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, "review_id" uuid null, constraint "review_invitations_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "review_invitations_vendor_account_id_index" on "review_invitations" ("vendor_account_id");`);
    this.addSql(`create index "review_invitations_review_id_index" on "review_invitations" ("review_id");`);
    this.addSql(`create index "review_invitations_company_created_index" on "review_invitations" ("company_id", "created_at");`);

    this.addSql(
      `alter table "company_insight_counts" add constraint "company_insight_counts_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "review_ledger" add constraint "review_ledger_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "review_invitations" add constraint "review_invitations_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "review_invitations" add constraint "review_invitations_vendor_account_id_foreign" foreign key ("vendor_account_id") references "vendor_accounts" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "review_invitations" add constraint "review_invitations_review_id_foreign" foreign key ("review_id") references "reviews" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`alter table "users" add column "suspended_at" timestamptz null;`);

    this.addSql(
      `alter table "reviews" add column "invited_by_vendor" boolean not null default false, add column "unpublished_at" timestamptz null, add column "unpublished_by_id" uuid null, add column "unpublish_reason" text null;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_unpublished_by_id_foreign" foreign key ("unpublished_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "review_responses" add column "unpublished_at" timestamptz null, add column "unpublished_by_id" uuid null, add column "unpublish_reason" text null;`,
    );
    this.addSql(
      `alter table "review_responses" add constraint "review_responses_unpublished_by_id_foreign" foreign key ("unpublished_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    const sourceKey = `regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(btrim("source_url")), '#.*$', ''), '^[a-z][a-z0-9+.-]*://', ''), '^www\\.', ''), '/+$', '')`;
    this.addSql(`with ranked as (
  select "id", "company_id", row_number() over (partition by "company_id", ${sourceKey} order by "created_at", "id") as position
  from "reviews"
  where "review_type" = 'industry_intelligence' and "moderation_status" = 'approved' and "source_url" is not null and btrim("source_url") <> ''
), duplicates as (
  update "reviews" as r
  set "moderation_status" = 'unpublished', "unpublished_at" = now(), "unpublish_reason" = 'The same source was already recorded for this company'
  from ranked
  where r."id" = ranked."id" and ranked.position > 1
  returning r."company_id"
)
update "company_rating_aggregates" set "rating_distributions" = '{}'::jsonb where "company_id" in (select "company_id" from duplicates);`);
  }
}
