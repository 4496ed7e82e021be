import { Migration } from '@mikro-orm/migrations';

const CATEGORY_COLUMNS = [
  'technical_expertise',
  'project_management',
  'communication',
  'timeline',
  'pricing',
  'change_orders',
  'contract_negotiation',
  'regulatory_compliance',
];

/**
 * Finding providers (docs/directory.md) and their provenance (docs/company-facts.md#sources):
 * - companies carry their provenance (aliases, ownership, sources, verified_at) and a search document:
 *   names (name, aliases, parent), terms (services, areas, modalities, phases and their vocabulary; derived
 *   in the domain by companyFacets) and the description, weighted A/B/C in a generated tsvector with a GIN
 *   index; a trigram index on the names for typos; GIN indexes for the new list filters;
 * - aggregates carry the evidence-weighted average of every dimension (rank_*) with indexes for the sorts,
 *   and the rating distributions; platform_rating_means holds the m of every dimension (one row);
 * - project requirements store the new fit criteria.
 * Rows from before this migration get their search documents, distributions and rank scores from the
 * start-up backfill (prepare-database.ts), which knows the vocabulary and the demo mode.
 */
export class Migration20261127000000FindingProviders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "companies" add column "aliases" text[] not null default \'{}\', add column "ownership" text null, ' +
        'add column "sources" jsonb not null default \'[]\', add column "verified_at" date null, ' +
        'add column "search_names" text not null default \'\', add column "search_terms" text not null default \'\', ' +
        'add column "name_variants" text[] not null default \'{}\'',
    );
    this.addSql(`alter table "companies" add constraint "companies_ownership_check" check ("ownership" in ('listed', 'subsidiary', 'private-equity', 'independent'))`);
    this.addSql(
      'alter table "companies" add column "search_document" tsvector generated always as (' +
        `setweight(to_tsvector('english'::regconfig, "search_names"), 'A') || ` +
        `setweight(to_tsvector('english'::regconfig, "search_terms"), 'B') || ` +
        `setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')) stored`,
    );
    this.addSql('create index "companies_search_document_gin" on "companies" using gin ("search_document")');
    this.addSql('create index "companies_search_names_trgm" on "companies" using gin (lower("search_names") gin_trgm_ops)');
    for (const column of ['therapeutic_areas', 'molecule_types', 'development_phases']) {
      this.addSql(`create index "companies_${column}_gin" on "companies" using gin ("${column}")`);
    }

    this.addSql(
      `alter table "company_rating_aggregates" add column "rating_distributions" jsonb not null default '{}', ` +
        ['overall', ...CATEGORY_COLUMNS].map((column) => `add column "rank_${column}" double precision null`).join(', '),
    );
    for (const column of ['overall', ...CATEGORY_COLUMNS]) {
      this.addSql(`create index "company_rating_aggregates_rank_${column}_index" on "company_rating_aggregates" ("rank_${column}")`);
    }
    this.addSql(
      `create table "platform_rating_means" ("id" smallint not null default 1, ` +
        ['overall', ...CATEGORY_COLUMNS].map((column) => `"${column}" double precision null`).join(', ') +
        `, "updated_at" timestamptz not null default now(), constraint "platform_rating_means_pkey" primary key ("id"), ` +
        `constraint "platform_rating_means_single_row" check ("id" = 1))`,
    );
    // The methodology is a cached public read (docs/operations.md#delivery): its figures change with every rescoring.
    this.addSql(
      `create trigger "platform_rating_means_public_reads" after insert or update or delete or truncate on "platform_rating_means" for each statement execute function "notify_public_reads"()`,
    );

    this.addSql('alter table "project_requirements" add column "molecule_type" text null, add column "development_phase" text null');
  }
}
