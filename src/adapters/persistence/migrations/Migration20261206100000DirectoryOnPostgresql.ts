import { Migration } from '@mikro-orm/migrations';

/**
 * The directory on PostgreSQL (docs/decisions/0030-directory-on-postgresql.md).
 *
 * `directory_listings` is the directory's read model: one narrow row per company with its filter facts (a list
 * fact as bits, `directory_vocabulary` giving each value its bit the first time a company lists it), the facts
 * project fit reads and the sort keys of its rating aggregate; `directory_search` holds, per company, what search
 * reads (names, document, keywords). Statement triggers on `companies` and `company_rating_aggregates` refresh
 * the rows of the companies a statement wrote (from its transition table), in the writing transaction: a
 * committed write is in the next read on every instance, an uncommitted one in none, and no writer needs to know
 * the read model exists.
 *
 * What only the in-memory directory index read goes: the name words kept for it and the companies' indexes that
 * the read model's indexes replace. The objects that the index's own migrations made are gone with those
 * migrations: a database that ran them ran this migration before it lost their drops, and start-up refuses one
 * that did not (upgrade-path.ts, docs/operations.md#upgrading-an-older-database).
 */
export class Migration20261206100000DirectoryOnPostgresql extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "companies" drop column if exists "name_words"');
    for (const index of [
      'companies_regions_gin',
      'companies_service_categories_gin',
      'companies_name_trgm',
      'companies_search_document_gin',
      'companies_therapeutic_areas_gin',
      'companies_molecule_types_gin',
      'companies_development_phases_gin',
    ]) {
      this.addSql(`drop index if exists "${index}"`);
    }

    this.addSql(
      'create table "directory_vocabulary" ("fact" text not null, "value" text not null, "bit" smallint not null, ' +
        'constraint "directory_vocabulary_pkey" primary key ("fact", "value"), constraint "directory_vocabulary_bit_check" check (bit >= 0 and bit <= 62))',
    );
    this.addSql('alter table "directory_vocabulary" add constraint "directory_vocabulary_fact_bit_unique" unique ("fact", "bit")');
    this.addSql(
      'create table "directory_listings" ("company_id" uuid not null, "listed" boolean not null, "name" text not null, "sort_name" text not null, ' +
        '"type" text not null, "country" text not null, "services_bits" bigint not null, "therapeutic_areas_bits" bigint not null, ' +
        '"molecule_types_bits" bigint not null, "development_phases_bits" bigint not null, "service_locations_bits" bigint not null, ' +
        '"review_count" int not null, "approved_user_reviews" int not null, "last_review_day" date null, ' +
        '"rank_overall" double precision null, "rank_technical_expertise" double precision null, "rank_project_management" double precision null, ' +
        '"rank_communication" double precision null, "rank_timeline" double precision null, "rank_pricing" double precision null, ' +
        '"rank_change_orders" double precision null, "rank_contract_negotiation" double precision null, "rank_regulatory_compliance" double precision null, ' +
        '"regions_bits" bigint not null, "size" text null, "global_presence" boolean null, "service_categories_bits" bigint not null, ' +
        'constraint "directory_listings_pkey" primary key ("company_id"))',
    );
    this.addSql(
      'alter table "directory_listings" add constraint "directory_listings_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade',
    );
    for (const index of [
      'create index "directory_listings_type_index" on "directory_listings" ("type")',
      'create index "directory_listings_country_index" on "directory_listings" ("country")',
      'create index "directory_listings_size_index" on "directory_listings" ("size")',
      'create index "directory_listings_global_presence_index" on "directory_listings" ("global_presence")',
      'create index "directory_listings_rating_order" on "directory_listings" (rank_overall desc nulls last, review_count desc, sort_name collate "C", company_id) where "listed"',
      'create index "directory_listings_reviews_order" on "directory_listings" (review_count desc, rank_overall desc nulls last, sort_name collate "C", company_id) where "listed"',
      'create index "directory_listings_name_order" on "directory_listings" (sort_name collate "C", company_id) where "listed"',
      'create index "directory_listings_recent_order" on "directory_listings" (last_review_day desc nulls last, sort_name collate "C", company_id) where "listed"',
      'create index "directory_listings_rank_technical_expertise_order" on "directory_listings" ((case when approved_user_reviews >= 3 then rank_technical_expertise end) desc nulls last, rank_overall desc nulls last, review_count desc, sort_name collate "C", company_id) where "listed"',
      'create index "directory_listings_rank_project_management_order" on "directory_listings" ((case when approved_user_reviews >= 3 then rank_project_management end) desc nulls last, rank_overall desc nulls last, review_count desc, sort_name collate "C", company_id) where "listed"',
      'create index "directory_listings_rank_communication_order" on "directory_listings" ((case when approved_user_reviews >= 3 then rank_communication end) desc nulls last, rank_overall desc nulls last, review_count desc, sort_name collate "C", company_id) where "listed"',
      'create index "directory_listings_rank_timeline_order" on "directory_listings" ((case when approved_user_reviews >= 3 then rank_timeline end) desc nulls last, rank_overall desc nulls last, review_count desc, sort_name collate "C", company_id) where "listed"',
      'create index "directory_listings_rank_pricing_order" on "directory_listings" ((case when approved_user_reviews >= 3 then rank_pricing end) desc nulls last, rank_overall desc nulls last, review_count desc, sort_name collate "C", company_id) where "listed"',
      'create index "directory_listings_rank_change_orders_order" on "directory_listings" ((case when approved_user_reviews >= 3 then rank_change_orders end) desc nulls last, rank_overall desc nulls last, review_count desc, sort_name collate "C", company_id) where "listed"',
      'create index "directory_listings_rank_contract_negotiation_order" on "directory_listings" ((case when approved_user_reviews >= 3 then rank_contract_negotiation end) desc nulls last, rank_overall desc nulls last, review_count desc, sort_name collate "C", company_id) where "listed"',
      'create index "directory_listings_rank_regulatory_compliance_order" on "directory_listings" ((case when approved_user_reviews >= 3 then rank_regulatory_compliance end) desc nulls last, rank_overall desc nulls last, review_count desc, sort_name collate "C", company_id) where "listed"',
    ]) {
      this.addSql(index);
    }
    this.addSql(
      'create table "directory_search" ("company_id" uuid not null, "name_variants" text[] not null, "search_names" text not null, ' +
        '"document" tsvector not null, "keywords" tsvector not null, constraint "directory_search_pkey" primary key ("company_id"))',
    );
    this.addSql(
      'alter table "directory_search" add constraint "directory_search_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade',
    );
    this.addSql('create index "directory_search_search_names_trgm" on "directory_search" using gin ("search_names" gin_trgm_ops) with (fastupdate = off)');
    this.addSql('create index "directory_search_document_gin" on "directory_search" using gin ("document") with (fastupdate = off)');
    this.addSql('create index "directory_search_keywords_gin" on "directory_search" using gin ("keywords") with (fastupdate = off)');

    // The bits of the values of a list fact; a value never seen before gets the fact's next bit (under a lock,
    // so two writers never give one bit twice).
    this.addSql(`create function "directory_bits"(fact text, "values" text[]) returns bigint language plpgsql as $$
begin
  if exists (select 1 from unnest("values") as v where not exists (select 1 from "directory_vocabulary" d where d."fact" = directory_bits.fact and d."value" = v)) then
    perform pg_advisory_xact_lock(hashtext('directory_vocabulary'));
    insert into "directory_vocabulary" ("fact", "value", "bit")
    select directory_bits.fact, n.v, (select coalesce(max(d."bit"), -1) from "directory_vocabulary" d where d."fact" = directory_bits.fact) + row_number() over (order by n.v)
    from (select distinct v from unnest("values") as v where v is not null) as n
    where not exists (select 1 from "directory_vocabulary" d where d."fact" = directory_bits.fact and d."value" = n.v);
  end if;
  return (select coalesce(bit_or(1::bigint << d."bit"), 0) from "directory_vocabulary" d where d."fact" = directory_bits.fact and d."value" = any("values"));
end $$`);
    // Every column of the companies' rows `ids`, listed or not (unlisting is a write like any other).
    this.addSql(`create function "directory_listings_refresh"(ids uuid[]) returns void language sql as $$
  insert into "directory_search" ("company_id", "name_variants", "search_names", "document", "keywords")
  select c."id", c."name_variants", lower(c."search_names"), coalesce(c."search_document", ''::tsvector),
    ts_filter(coalesce(c."search_document", ''::tsvector), '{a,b}')
  from "companies" c where c."id" = any(ids)
  on conflict ("company_id") do update set
    "name_variants" = excluded."name_variants", "search_names" = excluded."search_names", "document" = excluded."document", "keywords" = excluded."keywords";
  insert into "directory_listings" ("company_id", "listed", "name", "sort_name", "type", "country", "size", "global_presence", "services_bits", "therapeutic_areas_bits", "molecule_types_bits", "development_phases_bits", "service_locations_bits", "regions_bits", "service_categories_bits", "review_count", "approved_user_reviews", "last_review_day", "rank_overall", "rank_technical_expertise", "rank_project_management", "rank_communication", "rank_timeline", "rank_pricing", "rank_change_orders", "rank_contract_negotiation", "rank_regulatory_compliance")
  select c."id", c."unlisted_at" is null, c."name", lower(c."name"), c."type", c."country", c."size", c."global_presence",
    "directory_bits"('services_bits', c."services"),
    "directory_bits"('therapeutic_areas_bits', c."therapeutic_areas"),
    "directory_bits"('molecule_types_bits', c."molecule_types"),
    "directory_bits"('development_phases_bits', c."development_phases"),
    "directory_bits"('service_locations_bits', c."service_locations"),
    "directory_bits"('regions_bits', c."regions"),
    "directory_bits"('service_categories_bits', c."service_categories"),
    coalesce(a."review_count", 0), coalesce(u."reviews", 0), (a."last_review_date" at time zone 'UTC')::date,
    a."rank_overall", a."rank_technical_expertise", a."rank_project_management", a."rank_communication", a."rank_timeline", a."rank_pricing", a."rank_change_orders", a."rank_contract_negotiation", a."rank_regulatory_compliance"
  from "companies" c
  left join "company_rating_aggregates" a on a."company_id" = c."id"
  left join (
    select r."company_id", count(*)::int as "reviews" from "reviews" r
    where r."company_id" = any(ids) and r."moderation_status" = 'approved' and r."review_type" = 'user' group by r."company_id"
  ) u on u."company_id" = c."id"
  where c."id" = any(ids)
  on conflict ("company_id") do update set
    "listed" = excluded."listed",
    "name" = excluded."name",
    "sort_name" = excluded."sort_name",
    "type" = excluded."type",
    "country" = excluded."country",
    "size" = excluded."size",
    "global_presence" = excluded."global_presence",
    "services_bits" = excluded."services_bits",
    "therapeutic_areas_bits" = excluded."therapeutic_areas_bits",
    "molecule_types_bits" = excluded."molecule_types_bits",
    "development_phases_bits" = excluded."development_phases_bits",
    "service_locations_bits" = excluded."service_locations_bits",
    "regions_bits" = excluded."regions_bits",
    "service_categories_bits" = excluded."service_categories_bits",
    "review_count" = excluded."review_count",
    "approved_user_reviews" = excluded."approved_user_reviews",
    "last_review_day" = excluded."last_review_day",
    "rank_overall" = excluded."rank_overall",
    "rank_technical_expertise" = excluded."rank_technical_expertise",
    "rank_project_management" = excluded."rank_project_management",
    "rank_communication" = excluded."rank_communication",
    "rank_timeline" = excluded."rank_timeline",
    "rank_pricing" = excluded."rank_pricing",
    "rank_change_orders" = excluded."rank_change_orders",
    "rank_contract_negotiation" = excluded."rank_contract_negotiation",
    "rank_regulatory_compliance" = excluded."rank_regulatory_compliance"
$$`);
    // The rating columns of the companies `ids` (an approval, a rescoring), rows left alone where nothing changed.
    this.addSql(`create function "directory_listings_refresh_ratings"(ids uuid[]) returns void language sql as $$
  update "directory_listings" l set
    "review_count" = coalesce(a."review_count", 0),
    "approved_user_reviews" = coalesce(u."reviews", 0),
    "last_review_day" = (a."last_review_date" at time zone 'UTC')::date,
    "rank_overall" = a."rank_overall",
    "rank_technical_expertise" = a."rank_technical_expertise",
    "rank_project_management" = a."rank_project_management",
    "rank_communication" = a."rank_communication",
    "rank_timeline" = a."rank_timeline",
    "rank_pricing" = a."rank_pricing",
    "rank_change_orders" = a."rank_change_orders",
    "rank_contract_negotiation" = a."rank_contract_negotiation",
    "rank_regulatory_compliance" = a."rank_regulatory_compliance"
  from unnest(ids) as x("id")
  left join "company_rating_aggregates" a on a."company_id" = x."id"
  left join (
    select r."company_id", count(*)::int as "reviews" from "reviews" r
    where r."company_id" = any(ids) and r."moderation_status" = 'approved' and r."review_type" = 'user' group by r."company_id"
  ) u on u."company_id" = x."id"
  where l."company_id" = x."id"
    and (l."review_count", l."approved_user_reviews", l."last_review_day", l."rank_overall", l."rank_technical_expertise", l."rank_project_management", l."rank_communication", l."rank_timeline", l."rank_pricing", l."rank_change_orders", l."rank_contract_negotiation", l."rank_regulatory_compliance") is distinct from
        (coalesce(a."review_count", 0), coalesce(u."reviews", 0), (a."last_review_date" at time zone 'UTC')::date, a."rank_overall", a."rank_technical_expertise", a."rank_project_management", a."rank_communication", a."rank_timeline", a."rank_pricing", a."rank_change_orders", a."rank_contract_negotiation", a."rank_regulatory_compliance")
$$`);
    this.addSql(`create function "directory_listings_companies_written"() returns trigger language plpgsql as $$
begin
  perform "directory_listings_refresh"(array(select "id" from "written_companies"));
  return null;
end $$`);
    this.addSql(`create function "directory_listings_ratings_written"() returns trigger language plpgsql as $$
begin
  perform "directory_listings_refresh_ratings"(array(select "company_id" from "written_ratings"));
  return null;
end $$`);
    for (const event of ['insert', 'update']) {
      this.addSql(
        `create trigger "companies_directory_listings_${event}" after ${event} on "companies" referencing new table as "written_companies" ` +
          'for each statement execute function "directory_listings_companies_written"()',
      );
    }
    for (const [event, table] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ]) {
      this.addSql(
        `create trigger "company_rating_aggregates_directory_listings_${event}" after ${event} on "company_rating_aggregates" ` +
          `referencing ${table} table as "written_ratings" for each statement execute function "directory_listings_ratings_written"()`,
      );
    }
    this.addSql('select "directory_listings_refresh"(array(select "id" from "companies"))');
  }
}
