import { Entity, Index, MetadataStorage, OneToOne, Property, type EntityProperty, type Ref } from '@mikro-orm/core';
import { DIRECTORY_FILTERS, type DirectoryFact } from '../../../domain/directory/directory-filters';
import { orderTerms, SORT_INDEXES } from '../repositories/directory-order';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import { columnName } from '../tables';
import { CompanyRecord } from './company.schema';

/**
 * The directory's read model (docs/decisions/0030-directory-on-postgresql.md): one narrow row per company with
 * what the directory filters, searches, counts, sorts and matches on, kept by PostgreSQL triggers in the same
 * transaction as every write to `companies` and `company_rating_aggregates` (function
 * `directory_listings_refresh`). Public reads take the listed rows; the admin's company search takes all.
 *
 * Besides the columns below it has one column per directory filter (DIRECTORY_FILTERS), named after the
 * company fact it copies and of the same type as that fact's column in `companies`, each with an index: a
 * btree for a fact of one value, GIN for a list. Every sort has a btree index in its own order (SORT_INDEXES).
 */
@Entity({ tableName: 'directory_listings' })
@Index({ name: 'directory_listings_search_names_trgm', expression: 'create index "directory_listings_search_names_trgm" on "directory_listings" using gin ("search_names" gin_trgm_ops)' })
@Index({ name: 'directory_listings_document_gin', expression: 'create index "directory_listings_document_gin" on "directory_listings" using gin ("document")' })
@Index({ name: 'directory_listings_services_gin', expression: 'create index "directory_listings_services_gin" on "directory_listings" using gin ("services")' })
@Index({
  name: 'directory_listings_service_locations_gin',
  expression: 'create index "directory_listings_service_locations_gin" on "directory_listings" using gin ("service_locations")',
})
export class DirectoryListingRecord {
  @OneToOne({ entity: () => CompanyRecord, ref: true, primary: true, deleteRule: 'cascade' })
  company!: Ref<CompanyRecord>;

  /** Not unlisted by an admin: what every public read selects. */
  @Property({ type: 'boolean' })
  listed!: boolean;

  /** The company's name, as matching ranks and shows it. */
  @Property({ type: 'text' })
  name!: string;

  /** lower(name): the name order, compared by code point. */
  @Property({ type: 'text' })
  sortName!: string;

  /** Lower-cased name and aliases: the exact-name and name-prefix ranks of a search. */
  @Property({ type: 'text[]' })
  nameVariants!: string[];

  /** Name, aliases and parent company, lower-cased: what search words match, by the start of a word or despite a typo. */
  @Property({ type: 'text' })
  searchNames!: string;

  /** The company's search document (names weight A, terms B, description C), copied from `companies`. */
  @Property({ type: 'tsvector' })
  document!: string;

  /** The stems of the document's terms (services, areas, modalities, phases and their vocabulary): a text match's relevance. */
  @Property({ type: 'text[]' })
  termStems!: string[];

  /** The facts project fit reads (FitFacts); type, country, areas, modalities and phases are filters too. */
  @Property({ type: 'text' })
  type!: CompanyType;

  @Property({ type: 'text' })
  country!: string;

  @Property({ type: 'text[]' })
  services!: string[];

  @Property({ type: 'text[]' })
  therapeuticAreas!: string[];

  @Property({ type: 'text[]' })
  moleculeTypes!: string[];

  @Property({ type: 'text[]' })
  developmentPhases!: string[];

  @Property({ type: 'text[]' })
  serviceLocations!: string[];

  /** Approved reviews (0 without an aggregate). */
  @Property({ type: 'integer' })
  reviewCount!: number;

  /** Approved reviews of type `user`: below ANONYMITY_THRESHOLD the category ratings are not public. */
  @Property({ type: 'integer' })
  approvedUserReviews!: number;

  /** The day (UTC) of the newest approved review; null without one. */
  @Property({ type: 'date', nullable: true })
  lastReviewDay!: string | null;

  /** The evidence-weighted averages out of 10 (the aggregate's rank_* columns), null where unrated. */
  @Property({ type: 'double', nullable: true })
  rankOverall!: number | null;

  @Property({ type: 'double', nullable: true })
  rankTechnicalExpertise!: number | null;

  @Property({ type: 'double', nullable: true })
  rankProjectManagement!: number | null;

  @Property({ type: 'double', nullable: true })
  rankCommunication!: number | null;

  @Property({ type: 'double', nullable: true })
  rankTimeline!: number | null;

  @Property({ type: 'double', nullable: true })
  rankPricing!: number | null;

  @Property({ type: 'double', nullable: true })
  rankChangeOrders!: number | null;

  @Property({ type: 'double', nullable: true })
  rankContractNegotiation!: number | null;

  @Property({ type: 'double', nullable: true })
  rankRegulatoryCompliance!: number | null;
}

/** The read model's column of a filter fact: the fact's name in snake_case, as in `companies`. */
export const factColumn = (fact: DirectoryFact): string => columnName(fact);

/** The btree (one value) or GIN (a list) index of a filter fact's column. */
export function factIndex(fact: DirectoryFact, shape: 'value' | 'list'): { name: string; expression: string } {
  const column = factColumn(fact);
  const name = `directory_listings_${column}_${shape === 'list' ? 'gin' : 'index'}`;
  return { name, expression: `create index "${name}" on "directory_listings" ${shape === 'list' ? 'using gin ' : ''}("${column}")` };
}

/** The index serving a sort: its order's terms, over the listed rows. */
export function sortIndexSql(sort: (typeof SORT_INDEXES)[number]): string {
  return `create index "${sort.name}" on "directory_listings" (${orderTerms(sort.sort, null).join(', ')}) where "listed"`;
}

// One column per filter fact the class does not declare, typed as its column in `companies`, and one index per filter.
const declared = MetadataStorage.getMetadataFromDecorator(DirectoryListingRecord).properties as Record<string, EntityProperty>;
const companyColumns = MetadataStorage.getMetadataFromDecorator(CompanyRecord).properties as Record<string, EntityProperty>;
for (const filter of Object.values(DIRECTORY_FILTERS)) {
  if (!declared[filter.fact]) {
    const source = companyColumns[filter.fact];
    if (!source) throw new Error(`The directory filter fact ${filter.fact} is not a column of companies`);
    Property({ type: source.enum ? 'text' : source.type, nullable: source.nullable ?? false })(DirectoryListingRecord.prototype, filter.fact);
  }
  Index(factIndex(filter.fact, filter.shape))(DirectoryListingRecord);
}
for (const sort of SORT_INDEXES) Index({ name: sort.name, expression: sortIndexSql(sort) })(DirectoryListingRecord);
