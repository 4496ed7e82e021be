import { Migration } from '@mikro-orm/migrations';

/**
 * The directory's warning-letter and bioreactor filters (docs/directory.md): the companies' count of confirmed FDA
 * warning letters and their largest bioreactor copied into the read model, each with an index, and kept there by
 * the refresh that every write to `companies` runs (a decided regulatory match recounts the letters with such a
 * write).
 */
export class Migration20261207400000DirectoryLettersAndBioreactorFilters extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "directory_listings" add column "fda_warning_letter_count" int not null default 0, add column "max_bioreactor_liters" int null');
    this.addSql('alter table "directory_listings" alter column "fda_warning_letter_count" drop default');
    this.addSql('create index "directory_listings_fda_warning_letter_count_index" on "directory_listings" ("fda_warning_letter_count")');
    this.addSql('create index "directory_listings_max_bioreactor_liters_index" on "directory_listings" ("max_bioreactor_liters")');
    this.addSql(`create or replace function "directory_listings_refresh"(ids uuid[]) returns void language sql as $$
  insert into "directory_search" ("company_id", "name_variants", "search_names", "document", "keywords")
  select c."id", c."name_variants", lower(c."search_names"), coalesce(c."search_document", ''::tsvector),
    ts_filter(coalesce(c."search_document", ''::tsvector), '{a,b}')
  from "companies" c where c."id" = any(ids)
  on conflict ("company_id") do update set
    "name_variants" = excluded."name_variants", "search_names" = excluded."search_names", "document" = excluded."document", "keywords" = excluded."keywords";
  insert into "directory_listings" ("company_id", "listed", "name", "sort_name", "type", "country", "size", "global_presence", "ownership", "fda_warning_letter_count", "max_bioreactor_liters", "services_bits", "therapeutic_areas_bits", "molecule_types_bits", "development_phases_bits", "service_locations_bits", "regions_bits", "service_categories_bits", "review_count", "approved_user_reviews", "last_review_day", "rank_overall", "rank_technical_expertise", "rank_project_management", "rank_communication", "rank_timeline", "rank_pricing", "rank_change_orders", "rank_contract_negotiation", "rank_regulatory_compliance")
  select c."id", c."unlisted_at" is null, c."name", lower(c."name"), c."type", c."country", c."size", c."global_presence", c."ownership", c."fda_warning_letter_count", c."max_bioreactor_liters",
    "directory_bits"('services_bits', c."services"),
    "directory_bits"('therapeutic_areas_bits', c."therapeutic_areas"),
    "directory_bits"('molecule_types_bits', c."molecule_types"),
    "directory_bits"('development_phases_bits', c."development_phases"),
    "directory_bits"('service_locations_bits', c."service_locations"),
    "directory_bits"('regions_bits', c."regions"),
    "directory_bits"('service_categories_bits', c."service_categories"),
    coalesce(a."review_count", 0), coalesce(a."user_review_count", 0), (a."last_review_date" at time zone 'UTC')::date,
    a."rank_overall", a."rank_technical_expertise", a."rank_project_management", a."rank_communication", a."rank_timeline", a."rank_pricing", a."rank_change_orders", a."rank_contract_negotiation", a."rank_regulatory_compliance"
  from "companies" c
  left join "company_rating_aggregates" a on a."company_id" = c."id"
  where c."id" = any(ids)
  on conflict ("company_id") do update set
    "listed" = excluded."listed",
    "name" = excluded."name",
    "sort_name" = excluded."sort_name",
    "type" = excluded."type",
    "country" = excluded."country",
    "size" = excluded."size",
    "global_presence" = excluded."global_presence",
    "ownership" = excluded."ownership",
    "fda_warning_letter_count" = excluded."fda_warning_letter_count",
    "max_bioreactor_liters" = excluded."max_bioreactor_liters",
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
    this.addSql(
      'update "directory_listings" l set "fda_warning_letter_count" = c."fda_warning_letter_count", "max_bioreactor_liters" = c."max_bioreactor_liters" from "companies" c where c."id" = l."company_id"',
    );
  }
}
