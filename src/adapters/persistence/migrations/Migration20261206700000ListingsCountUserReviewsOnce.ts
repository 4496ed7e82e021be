import { Migration } from '@mikro-orm/migrations';

/**
 * The read model's count of approved user reviews (the anonymity threshold's count) comes from the rating
 * aggregate's `user_review_count`, the one count the company's public ratings are gated on, instead of a count of
 * its own over `reviews`: the two differed on demo reviews outside demo mode, so a company could sort by category
 * scores the profile withholds.
 */
export class Migration20261206700000ListingsCountUserReviewsOnce extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "directory_listings_refresh_ratings"(ids uuid[]) returns void language sql as $$
  update "directory_listings" l set
    "review_count" = coalesce(a."review_count", 0),
    "approved_user_reviews" = coalesce(a."user_review_count", 0),
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
  where l."company_id" = x."id"
    and (l."review_count", l."approved_user_reviews", l."last_review_day", l."rank_overall", l."rank_technical_expertise", l."rank_project_management", l."rank_communication", l."rank_timeline", l."rank_pricing", l."rank_change_orders", l."rank_contract_negotiation", l."rank_regulatory_compliance") is distinct from
        (coalesce(a."review_count", 0), coalesce(a."user_review_count", 0), (a."last_review_date" at time zone 'UTC')::date, a."rank_overall", a."rank_technical_expertise", a."rank_project_management", a."rank_communication", a."rank_timeline", a."rank_pricing", a."rank_change_orders", a."rank_contract_negotiation", a."rank_regulatory_compliance")
$$`);
    // A company's facts written: the same count, from the same column.
    this.addSql(`create or replace function "directory_listings_refresh"(ids uuid[]) returns void language sql as $$
  insert into "directory_search" ("company_id", "name_variants", "search_names", "document", "keywords")
  select c."id", c."name_variants", lower(c."search_names"), coalesce(c."search_document", ''::tsvector),
    ts_filter(coalesce(c."search_document", ''::tsvector), '{a,b}')
  from "companies" c where c."id" = any(ids)
  on conflict ("company_id") do update set
    "name_variants" = excluded."name_variants", "search_names" = excluded."search_names", "document" = excluded."document", "keywords" = excluded."keywords";
  insert into "directory_listings" ("company_id", "listed", "name", "sort_name", "type", "country", "size", "global_presence", "ownership", "services_bits", "therapeutic_areas_bits", "molecule_types_bits", "development_phases_bits", "service_locations_bits", "regions_bits", "service_categories_bits", "review_count", "approved_user_reviews", "last_review_day", "rank_overall", "rank_technical_expertise", "rank_project_management", "rank_communication", "rank_timeline", "rank_pricing", "rank_change_orders", "rank_contract_negotiation", "rank_regulatory_compliance")
  select c."id", c."unlisted_at" is null, c."name", lower(c."name"), c."type", c."country", c."size", c."global_presence", c."ownership",
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
    this.addSql(`select "directory_listings_refresh_ratings"(array(select "company_id" from "directory_listings"))`);
  }
}
