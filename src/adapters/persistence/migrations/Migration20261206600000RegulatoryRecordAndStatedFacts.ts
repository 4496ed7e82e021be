import { Migration } from '@mikro-orm/migrations';

/**
 * The regulatory record (warning letters, their coverage, candidate matches with companies) and company-stated
 * facts (vendors' proposals; on companies the approved marks, former names, sites, bioreactor volume and the
 * count of confirmed warning letters). A change of the coverage window reaches every profile, so it announces
 * every public answer stale; a decided match changes its company's letter count, whose own trigger announces it.
 */
export class Migration20261206600000RegulatoryRecordAndStatedFacts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "regulatory_coverage" ("source" text not null, "covered_from" date not null, "covered_to" date not null, "updated_at" timestamptz not null default now(), constraint "regulatory_coverage_pkey" primary key ("source"));`,
    );

    this.addSql(
      `create table "regulatory_events" ("id" uuid not null default gen_random_uuid(), "source" text check ("source" in ('fda_warning_letters')) not null, "url" text not null, "letter_date" date not null, "posted_date" date not null, "recipient" text not null, "issuing_office" text not null, "subject" text not null, "created_at" timestamptz not null default now(), constraint "regulatory_events_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "regulatory_events" add constraint "regulatory_events_url_unique" unique ("url");`);
    this.addSql(`create index "regulatory_events_letter_date_index" on "regulatory_events" ("letter_date");`);

    this.addSql(
      `create table "regulatory_matches" ("id" uuid not null default gen_random_uuid(), "event_id" uuid not null, "company_id" uuid not null, "matched_name" text not null, "status" text check ("status" in ('pending', 'confirmed', 'rejected')) not null default 'pending', "origin" text not null default 'proposed', "moderator_id" uuid null, "moderated_at" timestamptz null, "moderation_notes" text null, "created_at" timestamptz not null default now(), constraint "regulatory_matches_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "regulatory_matches_company_id_index" on "regulatory_matches" ("company_id");`);
    this.addSql(`create index "regulatory_matches_status_created_at_index" on "regulatory_matches" ("status", "created_at");`);
    this.addSql(`alter table "regulatory_matches" add constraint "regulatory_matches_event_company_unique" unique ("event_id", "company_id");`);

    this.addSql(
      `create table "company_fact_proposals" ("id" uuid not null default gen_random_uuid(), "company_id" uuid not null, "proposer_id" uuid null, "changes" jsonb not null, "source_url" text null, "status" text check ("status" in ('pending', 'approved', 'rejected')) not null default 'pending', "moderator_id" uuid null, "moderated_at" timestamptz null, "moderation_notes" text null, "created_at" timestamptz not null default now(), constraint "company_fact_proposals_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "company_fact_proposals_proposer_id_index" on "company_fact_proposals" ("proposer_id");`);
    this.addSql(`create index "company_fact_proposals_company_created_at_index" on "company_fact_proposals" ("company_id", "created_at");`);
    this.addSql(`create index "company_fact_proposals_status_created_at_index" on "company_fact_proposals" ("status", "created_at");`);

    this.addSql(
      `alter table "regulatory_matches" add constraint "regulatory_matches_event_id_foreign" foreign key ("event_id") references "regulatory_events" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "regulatory_matches" add constraint "regulatory_matches_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "regulatory_matches" add constraint "regulatory_matches_moderator_id_foreign" foreign key ("moderator_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "company_fact_proposals" add constraint "company_fact_proposals_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "company_fact_proposals" add constraint "company_fact_proposals_proposer_id_foreign" foreign key ("proposer_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "company_fact_proposals" add constraint "company_fact_proposals_moderator_id_foreign" foreign key ("moderator_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "companies" add column "former_names" text[] not null default '{}', add column "sites" jsonb null, add column "max_bioreactor_liters" int null, add column "stated_facts" jsonb not null default '{}', add column "fda_warning_letter_count" int not null default 0;`,
    );
    this.addSql(`create index "companies_max_bioreactor_liters_index" on "companies" ("max_bioreactor_liters");`);
    this.addSql(`create index "companies_fda_warning_letter_count_index" on "companies" ("fda_warning_letter_count");`);

    for (const table of ['regulatory_coverage']) {
      this.addSql(
        `create trigger "${table}_public_reads" after insert or update or delete or truncate on "${table}" for each statement execute function "notify_public_reads"()`,
      );
    }
  }
}
