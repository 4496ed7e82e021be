import { Migration } from '@mikro-orm/migrations';

/**
 * The whole data model of docs/data-model.md plus what later features need (processed webhook events,
 * email-confirmation tokens, automation state, per-company rating aggregates). Generated from the
 * schemas, then extended by hand with pg_trgm, GIN and foreign-key indexes and check constraints.
 * Never edit this migration: later changes come as new migrations.
 */
export class Migration20261122000000InitialSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm');
    this.addSql(
      'create table "automation_state" ("job" text not null, "active" boolean not null default false, "last_run_at" timestamptz null, "next_run_at" timestamptz null, "last_result" jsonb null, "updated_at" timestamptz not null default now(), constraint "automation_state_pkey" primary key ("job"))',
    );
    this.addSql(
      'create table "companies" ("id" uuid not null default gen_random_uuid(), "name" text not null, "name_key" text not null, "type" text not null, "location" text not null, "country" text not null, "description" text null, "services" text[] not null default \'{}\', "website" text null, "logo_url" text null, "size" text null, "employee_count" int null, "employee_range" text null, "revenue_usd" numeric(15,2) null, "revenue_range" text null, "founded_year" int null, "publicly_traded" boolean null, "stock_symbol" text null, "parent_company" text null, "service_locations" text[] not null default \'{}\', "office_locations" text[] not null default \'{}\', "global_presence" boolean null, "specializations" text null, "therapeutic_areas" text[] not null default \'{}\', "molecule_types" text[] not null default \'{}\', "drug_delivery_methods" text[] not null default \'{}\', "development_phases" text[] not null default \'{}\', "cell_gene_therapy" boolean null, "oncology_expertise" boolean null, "rare_diseases" boolean null, "biosimilar_capabilities" boolean null, "precision_medicine" boolean null, "digital_therapeutics" boolean null, "manufacturing_capabilities" text[] not null default \'{}\', "analytical_services" text[] not null default \'{}\', "technology_platforms" text[] not null default \'{}\', "emerging_technologies" text[] not null default \'{}\', "digital_capabilities" text[] not null default \'{}\', "ai_integration" text[] not null default \'{}\', "one_stop_shop_services" text null, "certifications" jsonb not null default \'[]\', "regulatory_expertise" text[] not null default \'{}\', "quality_standards" text[] not null default \'{}\', "asia_pacific_capability" boolean null, "china_market_experience" boolean null, "emerging_markets_experience" boolean null, "hybrid_model_capability" boolean null, "strategic_partnerships" text[] not null default \'{}\', "capacity_utilization" int null, "is_vendor" boolean not null default false, "subscription_tier" text not null default \'basic\', "is_verified" boolean not null default false, "regions" text[] not null default \'{}\', "service_categories" text[] not null default \'{}\', "source" text not null default \'dataset\', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "companies_pkey" primary key ("id"))',
    );
    this.addSql('alter table "companies" add constraint "companies_name_key_unique" unique ("name_key")');
    this.addSql('create index "companies_type_index" on "companies" ("type")');
    this.addSql('create index "companies_country_index" on "companies" ("country")');
    this.addSql('create index "companies_size_index" on "companies" ("size")');
    this.addSql('create index "companies_global_presence_index" on "companies" ("global_presence")');
    this.addSql(
      'create table "company_rating_aggregates" ("company_id" uuid not null, "review_count" int not null default 0, "last_review_date" timestamptz null, "overall" double precision null, "technical_expertise" double precision null, "project_management" double precision null, "communication" double precision null, "timeline" double precision null, "pricing" double precision null, "change_orders" double precision null, "contract_negotiation" double precision null, "regulatory_compliance" double precision null, "rating_counts" jsonb not null, "updated_at" timestamptz not null default now(), constraint "company_rating_aggregates_pkey" primary key ("company_id"))',
    );
    this.addSql('create index "company_rating_aggregates_last_review_date_index" on "company_rating_aggregates" ("last_review_date")');
    this.addSql('create index "company_rating_aggregates_review_count_index" on "company_rating_aggregates" ("review_count")');
    this.addSql('create index "company_rating_aggregates_overall_index" on "company_rating_aggregates" ("overall")');
    this.addSql(
      'create table "processed_webhook_events" ("event_id" text not null, "type" text not null, "processed_at" timestamptz not null default now(), constraint "processed_webhook_events_pkey" primary key ("event_id"))',
    );
    this.addSql(
      'create table "sessions" ("sid" varchar(255) not null, "sess" jsonb not null, "expire" timestamptz(6) not null, constraint "sessions_pkey" primary key ("sid"))',
    );
    this.addSql('create index "sessions_expire_index" on "sessions" ("expire")');
    this.addSql(
      'create table "users" ("id" uuid not null default gen_random_uuid(), "email" text not null, "password_hash" text null, "first_name" text null, "last_name" text null, "profile_image_url" text null, "subscription_tier" text not null default \'free\', "user_type" text not null default \'reviewer\', "stripe_customer_id" text null, "stripe_subscription_id" text null, "stripe_subscription_status" text null, "stripe_current_period_end" timestamptz null, "stripe_cancel_at_period_end" boolean not null default false, "email_verified" boolean not null default false, "industry_verified" boolean not null default false, "verification_level" text not null default \'pending\', "company" text null, "job_title" text null, "linkedin_profile" text null, "verification_notes" text null, "verified_at" timestamptz null, "is_demo" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "users_pkey" primary key ("id"))',
    );
    this.addSql('alter table "users" add constraint "users_email_unique" unique ("email")');
    this.addSql(
      'create table "saved_searches" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "search_name" text not null, "filters" jsonb not null, "alerts_enabled" boolean not null default false, "created_at" timestamptz not null default now(), constraint "saved_searches_pkey" primary key ("id"))',
    );
    this.addSql(
      'create table "project_requirements" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "project_name" text null, "project_type" text not null, "timeline" text not null, "budget" text null, "therapeutic_area" text null, "geography" text null, "technical_expertise_weight" smallint not null, "pricing_weight" smallint not null, "timeline_weight" smallint not null, "project_management_weight" smallint not null, "communication_weight" smallint not null, "change_orders_weight" smallint not null, "contract_negotiation_weight" smallint not null, "regulatory_compliance_weight" smallint not null, "created_at" timestamptz not null default now(), constraint "project_requirements_pkey" primary key ("id"))',
    );
    this.addSql(
      'create table "password_reset_tokens" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" text not null, "expires_at" timestamptz not null, "used" boolean not null default false, "created_at" timestamptz not null default now(), constraint "password_reset_tokens_pkey" primary key ("id"))',
    );
    this.addSql('alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash")');
    this.addSql(
      'create table "email_verification_requests" ("id" uuid not null default gen_random_uuid(), "user_id" uuid null, "email" text not null, "first_name" text not null, "last_name" text not null, "company" text not null, "job_title" text not null, "linkedin_profile" text null, "additional_info" text null, "status" text not null default \'pending\', "reviewed_by" uuid null, "reviewed_at" timestamptz null, "review_notes" text null, "created_at" timestamptz not null default now(), constraint "email_verification_requests_pkey" primary key ("id"))',
    );
    this.addSql('create index "email_verification_requests_status_created_index" on "email_verification_requests" ("status", "created_at")');
    this.addSql(
      'create table "email_confirmation_tokens" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "email_confirmation_tokens_pkey" primary key ("id"))',
    );
    this.addSql('alter table "email_confirmation_tokens" add constraint "email_confirmation_tokens_token_hash_unique" unique ("token_hash")');
    this.addSql(
      'create table "company_submissions" ("id" uuid not null default gen_random_uuid(), "submitted_by" uuid null, "source" text not null default \'person\', "name" text not null, "name_key" text not null, "type" text null, "location" text null, "country" text null, "description" text null, "website" text null, "logo_url" text null, "contact_email" text null, "contact_name" text null, "contact_title" text null, "verification_document" text null, "employee_count" int null, "founded_year" int null, "services" text[] not null default \'{}\', "therapeutic_areas" text[] not null default \'{}\', "service_locations" text[] not null default \'{}\', "discovered_facts" jsonb null, "status" text not null default \'pending\', "reviewed_by" uuid null, "reviewed_at" timestamptz null, "review_notes" text null, "rejection_reason" text null, "company_id" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "company_submissions_pkey" primary key ("id"))',
    );
    this.addSql('create index "company_submissions_name_key_index" on "company_submissions" ("name_key")');
    this.addSql('create index "company_submissions_status_created_index" on "company_submissions" ("status", "created_at")');
    this.addSql(
      'create table "reviews" ("id" uuid not null default gen_random_uuid(), "company_id" uuid null, "company_submission_id" uuid null, "user_id" uuid null, "review_type" text not null default \'user\', "intelligence_source" text null, "source_url" text null, "source_date" date null, "authored_by" text null, "service_type" text not null, "experience_type" text not null default \'project\', "project_size" text null default \'Medium\', "project_duration" text null default \'6-12 months\', "work_timeframe" text not null default \'Within 2 years\', "technical_expertise" smallint null, "pricing" smallint null, "timeline" smallint null, "project_management" smallint null, "communication" smallint null, "change_orders" smallint null, "contract_negotiation" smallint null, "regulatory_compliance" smallint null, "comments" text null, "is_verified" boolean not null default false, "moderation_status" text not null default \'pending\', "moderated_by" uuid null, "moderated_at" timestamptz null, "moderation_notes" text null, "is_anonymous" boolean not null default true, "is_demo" boolean not null default false, "created_at" timestamptz not null default now(), constraint "reviews_pkey" primary key ("id"))',
    );
    this.addSql('create index "reviews_status_created_index" on "reviews" ("moderation_status", "created_at")');
    this.addSql('create index "reviews_user_company_created_index" on "reviews" ("user_id", "company_id", "created_at")');
    this.addSql('create index "reviews_company_status_created_index" on "reviews" ("company_id", "moderation_status", "created_at")');
    this.addSql(
      'create table "vendor_accounts" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "company_id" uuid not null, "is_verified" boolean not null default false, "status" text not null default \'pending\', "verification_document" text null, "monthly_responses_used" int not null default 0, "last_reset_date" timestamptz null, "moderated_by" uuid null, "moderated_at" timestamptz null, "moderation_notes" text null, "created_at" timestamptz not null default now(), constraint "vendor_accounts_pkey" primary key ("id"))',
    );
    this.addSql(
      'create table "review_responses" ("id" uuid not null default gen_random_uuid(), "review_id" uuid not null, "vendor_account_id" uuid not null, "response" text not null, "is_professional" boolean not null default true, "created_at" timestamptz not null default now(), constraint "review_responses_pkey" primary key ("id"))',
    );
    this.addSql('alter table "review_responses" add constraint "review_responses_review_id_unique" unique ("review_id")');
    this.addSql(
      'alter table "company_rating_aggregates" add constraint "company_rating_aggregates_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "saved_searches" add constraint "saved_searches_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "project_requirements" add constraint "project_requirements_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "email_verification_requests" add constraint "email_verification_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "email_verification_requests" add constraint "email_verification_requests_reviewed_by_foreign" foreign key ("reviewed_by") references "users" ("id") on update cascade on delete set null',
    );
    this.addSql(
      'alter table "email_confirmation_tokens" add constraint "email_confirmation_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "company_submissions" add constraint "company_submissions_submitted_by_foreign" foreign key ("submitted_by") references "users" ("id") on update cascade on delete set null',
    );
    this.addSql(
      'alter table "company_submissions" add constraint "company_submissions_reviewed_by_foreign" foreign key ("reviewed_by") references "users" ("id") on update cascade on delete set null',
    );
    this.addSql(
      'alter table "company_submissions" add constraint "company_submissions_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete set null',
    );
    this.addSql(
      'alter table "reviews" add constraint "reviews_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "reviews" add constraint "reviews_company_submission_id_foreign" foreign key ("company_submission_id") references "company_submissions" ("id") on update cascade on delete set null',
    );
    this.addSql('alter table "reviews" add constraint "reviews_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null');
    this.addSql(
      'alter table "reviews" add constraint "reviews_moderated_by_foreign" foreign key ("moderated_by") references "users" ("id") on update cascade on delete set null',
    );
    this.addSql(
      'alter table "vendor_accounts" add constraint "vendor_accounts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "vendor_accounts" add constraint "vendor_accounts_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "vendor_accounts" add constraint "vendor_accounts_moderated_by_foreign" foreign key ("moderated_by") references "users" ("id") on update cascade on delete set null',
    );
    this.addSql(
      'alter table "review_responses" add constraint "review_responses_review_id_foreign" foreign key ("review_id") references "reviews" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "review_responses" add constraint "review_responses_vendor_account_id_foreign" foreign key ("vendor_account_id") references "vendor_accounts" ("id") on update cascade on delete cascade',
    );
    this.addSql('create index "companies_regions_gin" on "companies" using gin ("regions")');
    this.addSql('create index "companies_service_categories_gin" on "companies" using gin ("service_categories")');
    this.addSql('create index "companies_name_trgm" on "companies" using gin (lower("name") gin_trgm_ops)');
    this.addSql('create index "companies_lower_name_index" on "companies" (lower("name"))');
    this.addSql('create index "vendor_accounts_user_id_index" on "vendor_accounts" ("user_id")');
    this.addSql('create index "vendor_accounts_company_id_index" on "vendor_accounts" ("company_id")');
    this.addSql('create index "review_responses_vendor_account_created_index" on "review_responses" ("vendor_account_id", "created_at")');
    this.addSql('create index "saved_searches_user_id_index" on "saved_searches" ("user_id")');
    this.addSql('create index "project_requirements_user_id_index" on "project_requirements" ("user_id")');
    this.addSql('create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id")');
    this.addSql('create index "email_confirmation_tokens_user_id_index" on "email_confirmation_tokens" ("user_id")');
    this.addSql('create index "reviews_company_submission_id_index" on "reviews" ("company_submission_id")');
    this.addSql('create index "users_pending_index" on "users" ("created_at") where "verification_level" in (\'pending\', \'manual_review\')');
    this.addSql('alter table "reviews" add constraint "reviews_target_check" check ("company_id" is not null or "company_submission_id" is not null)');
    this.addSql('alter table "reviews" add constraint "reviews_technical_expertise_range" check ("technical_expertise" between 1 and 10)');
    this.addSql('alter table "reviews" add constraint "reviews_pricing_range" check ("pricing" between 1 and 10)');
    this.addSql('alter table "reviews" add constraint "reviews_timeline_range" check ("timeline" between 1 and 10)');
    this.addSql('alter table "reviews" add constraint "reviews_project_management_range" check ("project_management" between 1 and 10)');
    this.addSql('alter table "reviews" add constraint "reviews_communication_range" check ("communication" between 1 and 10)');
    this.addSql('alter table "reviews" add constraint "reviews_change_orders_range" check ("change_orders" between 1 and 10)');
    this.addSql('alter table "reviews" add constraint "reviews_contract_negotiation_range" check ("contract_negotiation" between 1 and 10)');
    this.addSql('alter table "reviews" add constraint "reviews_regulatory_compliance_range" check ("regulatory_compliance" between 1 and 10)');
    this.addSql(
      'alter table "project_requirements" add constraint "project_requirements_technical_expertise_weight_range" check ("technical_expertise_weight" between 1 and 5)',
    );
    this.addSql('alter table "project_requirements" add constraint "project_requirements_pricing_weight_range" check ("pricing_weight" between 1 and 5)');
    this.addSql('alter table "project_requirements" add constraint "project_requirements_timeline_weight_range" check ("timeline_weight" between 1 and 5)');
    this.addSql(
      'alter table "project_requirements" add constraint "project_requirements_project_management_weight_range" check ("project_management_weight" between 1 and 5)',
    );
    this.addSql('alter table "project_requirements" add constraint "project_requirements_communication_weight_range" check ("communication_weight" between 1 and 5)');
    this.addSql('alter table "project_requirements" add constraint "project_requirements_change_orders_weight_range" check ("change_orders_weight" between 1 and 5)');
    this.addSql(
      'alter table "project_requirements" add constraint "project_requirements_contract_negotiation_weight_range" check ("contract_negotiation_weight" between 1 and 5)',
    );
    this.addSql(
      'alter table "project_requirements" add constraint "project_requirements_regulatory_compliance_weight_range" check ("regulatory_compliance_weight" between 1 and 5)',
    );
    this.addSql("alter table \"companies\" add constraint \"companies_type_check\" check (\"type\" in ('CRO', 'CMO', 'CDMO', 'CRDMO'))");
  }
}
