import { Migration } from '@mikro-orm/migrations';

/**
 * Projects (docs/matching-and-projects.md "Projects"): `projects`, their companies (`project_companies`, with a
 * status and a note each) and who they are shared with (`project_members`, by email). Every member's shortlist
 * becomes their default project "My shortlist", keeping each entry with the time it was added; `shortlist_entries`
 * then goes: the shortlist endpoints read and write the default project.
 */
export class Migration20261207110000Projects extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "projects" (
  "id" uuid not null default gen_random_uuid(),
  "owner_id" uuid not null,
  "name" text not null,
  "is_default" boolean not null default false,
  "brief" jsonb not null default '{}',
  "created_at" timestamptz not null default now(),
  "updated_at" timestamptz not null default now(),
  "last_used_at" timestamptz not null default now(),
  constraint "projects_pkey" primary key ("id"))`);
    this.addSql('create index "projects_owner_id_index" on "projects" ("owner_id")');
    this.addSql('create unique index "projects_one_default_per_owner" on "projects" ("owner_id") where "is_default"');
    this.addSql(
      'alter table "projects" add constraint "projects_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade',
    );

    this.addSql(`create table "project_companies" (
  "project_id" uuid not null,
  "company_id" uuid not null,
  "status" text check ("status" in ('considering', 'contacted', 'rfp_sent', 'declined', 'selected')) not null default 'considering',
  "note" text null,
  "added_at" timestamptz not null default now(),
  "updated_at" timestamptz not null default now(),
  constraint "project_companies_pkey" primary key ("project_id", "company_id"),
  constraint "project_companies_note_length" check (char_length(note) <= 2000))`);
    this.addSql('create index "project_companies_company_id_index" on "project_companies" ("company_id")');
    this.addSql(
      'alter table "project_companies" add constraint "project_companies_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "project_companies" add constraint "project_companies_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade',
    );

    this.addSql(`create table "project_members" (
  "id" uuid not null default gen_random_uuid(),
  "project_id" uuid not null,
  "email" text not null,
  "role" text check ("role" in ('viewer', 'editor')) not null,
  "created_at" timestamptz not null default now(),
  constraint "project_members_pkey" primary key ("id"))`);
    this.addSql('create index "project_members_email_index" on "project_members" ("email")');
    this.addSql('alter table "project_members" add constraint "project_members_project_email_unique" unique ("project_id", "email")');
    this.addSql(
      'alter table "project_members" add constraint "project_members_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade',
    );

    // Every shortlist, entry for entry, into its member's default project.
    this.addSql(`insert into "projects" ("owner_id", "name", "is_default", "created_at", "updated_at", "last_used_at")
  select "user_id", 'My shortlist', true, min("created_at"), max("created_at"), max("created_at") from "shortlist_entries" group by "user_id"`);
    this.addSql(`insert into "project_companies" ("project_id", "company_id", "status", "added_at", "updated_at")
  select p."id", s."company_id", 'considering', s."created_at", s."created_at"
  from "shortlist_entries" s join "projects" p on p."owner_id" = s."user_id" and p."is_default"`);
    this.addSql('drop table "shortlist_entries"');
  }
}
