import { Migration } from '@mikro-orm/migrations';

/**
 * Roles and audit (docs/administration.md, docs/decisions/0026): the audit log of admin actions; companies an admin unlists
 * (`unlisted_at`, public reads skip them; the companies trigger already tells the public read cache); the
 * modalities and phases a member proposes with a company. Submissions gain the status `duplicate` (text,
 * no check constraint) when merged into a listed company.
 */
export class Migration20261128120000RolesAndAudit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_log" ("id" uuid not null default gen_random_uuid(), "actor_id" uuid null, "action" text not null, "subject_type" text not null, "subject_id" uuid not null, "subject_label" text null, "notes" text null, "details" jsonb null, "created_at" timestamptz not null default now(), constraint "audit_log_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "audit_log_subject_id_index" on "audit_log" ("subject_id");`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);

    this.addSql(
      `alter table "audit_log" add constraint "audit_log_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`alter table "companies" add column "unlisted_at" timestamptz null;`);

    this.addSql(
      `alter table "company_submissions" add column "molecule_types" text[] not null default '{}', add column "development_phases" text[] not null default '{}';`,
    );
  }
}
