import { Migration } from '@mikro-orm/migrations';

/**
 * Requests for proposal and bids (docs/rfps.md): `rfps`, their recipient companies, invitations by email, bids and
 * questions; and `reviews.verified_engagement`, set on a review by the sender of an RFP awarded to the company.
 */
export class Migration20261207300000Rfps extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "rfps" ("id" uuid not null default gen_random_uuid(), "project_id" uuid not null, "sender_id" uuid not null, "title" text not null, "scope" text not null, "deadline" timestamptz not null, "budget_band" text null, "reveal_identity" boolean not null default false, "project_type" text not null, "status" text check ("status" in ('open', 'awarded', 'closed')) not null default 'open', "awarded_company_id" uuid null, "awarded_at" timestamptz null, "closed_at" timestamptz null, "review_invited_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "rfps_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "rfps_awaiting_review_invitation" on "rfps" ("awarded_at") where "status" = 'awarded' and "review_invited_at" is null;`);
    this.addSql(`create index "rfps_sender_created_at_index" on "rfps" ("sender_id", "created_at");`);
    this.addSql(`create index "rfps_sender_status_index" on "rfps" ("sender_id", "status");`);
    this.addSql(`create index "rfps_project_created_at_index" on "rfps" ("project_id", "created_at");`);

    this.addSql(
      `create table "rfp_recipients" ("rfp_id" uuid not null, "company_id" uuid not null, "status" text check ("status" in ('awaiting_claim', 'delivered', 'viewed', 'bid', 'declined')) not null, "outcome" text check ("outcome" in ('awarded', 'not_selected')) null, "decline_reason" text null, "received_at" timestamptz not null default now(), constraint "rfp_recipients_pkey" primary key ("rfp_id", "company_id"));`,
    );
    this.addSql(`create index "rfp_recipients_company_id_index" on "rfp_recipients" ("company_id");`);

    this.addSql(
      `create table "rfp_questions" ("id" uuid not null default gen_random_uuid(), "rfp_id" uuid not null, "company_id" uuid not null, "text" text not null, "asked_at" timestamptz not null default now(), "answer" text null, "answered_at" timestamptz null, "share_with_all" boolean not null default false, constraint "rfp_questions_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "rfp_questions_rfp_id_index" on "rfp_questions" ("rfp_id");`);

    this.addSql(
      `create table "rfp_invitations" ("id" uuid not null default gen_random_uuid(), "rfp_id" uuid not null, "company_id" uuid not null, "email" text not null, "token_hash" text not null, "expires_at" timestamptz not null, "sent_at" timestamptz not null default now(), constraint "rfp_invitations_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "rfp_invitations" add constraint "rfp_invitations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "rfp_invitations_rfp_company_index" on "rfp_invitations" ("rfp_id", "company_id");`);

    this.addSql(
      `create table "rfp_bids" ("rfp_id" uuid not null, "company_id" uuid not null, "line_items" jsonb not null, "total_cents" bigint not null, "timeline_weeks" int not null, "milestones" jsonb not null, "team" jsonb not null, "assumptions" text not null, "valid_until" date not null, "revision" int not null default 1, "submitted_at" timestamptz not null default now(), constraint "rfp_bids_pkey" primary key ("rfp_id", "company_id"));`,
    );

    this.addSql(
      `alter table "rfps" add constraint "rfps_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "rfps" add constraint "rfps_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(
      `alter table "rfps" add constraint "rfps_awarded_company_id_foreign" foreign key ("awarded_company_id") references "companies" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "rfp_recipients" add constraint "rfp_recipients_rfp_id_foreign" foreign key ("rfp_id") references "rfps" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "rfp_recipients" add constraint "rfp_recipients_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "rfp_questions" add constraint "rfp_questions_rfp_id_foreign" foreign key ("rfp_id") references "rfps" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "rfp_questions" add constraint "rfp_questions_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "rfp_invitations" add constraint "rfp_invitations_rfp_id_foreign" foreign key ("rfp_id") references "rfps" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "rfp_invitations" add constraint "rfp_invitations_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "rfp_bids" add constraint "rfp_bids_rfp_id_foreign" foreign key ("rfp_id") references "rfps" ("id") on update cascade on delete cascade;`);
    this.addSql(
      `alter table "rfp_bids" add constraint "rfp_bids_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "reviews" add column "verified_engagement" boolean not null default false;`);
  }
}
