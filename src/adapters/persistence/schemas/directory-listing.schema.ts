import { Entity, Index, MetadataStorage, OneToOne, Property, type EntityProperty, type Ref } from '@mikro-orm/core';
import { DIRECTORY_FILTERS, type DirectoryFact, type FactShape } from '../../../domain/directory/directory-filters';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import { orderTerms, SORT_INDEXES } from '../repositories/directory-order';
import { columnName } from '../tables';
import { CompanyRecord } from './company.schema';

/**
 * The directory's read model (docs/decisions/0030-directory-on-postgresql.md): one narrow row per company with
 * what the directory filters, counts, sorts and matches on, kept by PostgreSQL triggers in the same transaction
 * as every write to `companies` and `company_rating_aggregates` (function `directory_listings_refresh`). What
 * search reads is beside it, in DirectorySearchRecord. Public reads take the listed rows; the admin's company
 * search takes all.
 *
 * A fact holding a list (regions, services, areas…) is kept as a set of bits, one per value of the fact
 * (`<fact>_bits`, the value's bit in `directory_vocabulary`): testing and counting a bit costs a fraction of what
 * an array costs, which is what filters and facet counts do on every row. A fact of one value is copied as it is.
 * Besides the columns below there is one column per directory filter (DIRECTORY_FILTERS) on a fact not below,
 * typed as that fact's column in `companies` (bits for a list); facts of one value have a btree index. Every sort
 * has a btree index in its own order (SORT_INDEXES).
 */
@Entity({ tableName: 'directory_listings' })
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

  /** The facts project fit reads (FitFacts), lists as bits; type, country, areas, modalities and phases are filters too. */
  @Property({ type: 'text' })
  type!: CompanyType;

  @Property({ type: 'text' })
  country!: string;

  @Property({ type: 'bigint' })
  servicesBits!: string;

  @Property({ type: 'bigint' })
  therapeuticAreasBits!: string;

  @Property({ type: 'bigint' })
  moleculeTypesBits!: string;

  @Property({ type: 'bigint' })
  developmentPhasesBits!: string;

  @Property({ type: 'bigint' })
  serviceLocationsBits!: string;

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

/** The read model's property of a fact: its name, with `Bits` for a list. */
const factProperty = (fact: DirectoryFact | 'services' | 'serviceLocations', shape: FactShape): string => (shape === 'list' ? `${fact}Bits` : fact);

/** The read model's column of a fact: the fact's name in snake_case, as in `companies`, with `_bits` for a list. */
export const factColumn = (fact: DirectoryFact | 'services' | 'serviceLocations', shape: FactShape): string => columnName(factProperty(fact, shape));

/** The btree index of a filter fact of one value. */
export function factIndex(fact: DirectoryFact): { name: string; expression: string } {
  const column = factColumn(fact, 'value');
  const name = `directory_listings_${column}_index`;
  return { name, expression: `create index "${name}" on "directory_listings" ("${column}")` };
}

/** The index serving a sort: its order's terms, over the listed rows. */
export function sortIndexSql(sort: (typeof SORT_INDEXES)[number]): string {
  return `create index "${sort.name}" on "directory_listings" (${orderTerms(sort.sort, null).join(', ')}) where "listed"`;
}

// One column per filter fact the class does not declare (bits for a list, else typed as in `companies`), and an
// index per filter fact of one value.
const declared = MetadataStorage.getMetadataFromDecorator(DirectoryListingRecord).properties as Record<string, EntityProperty>;
const companyColumns = MetadataStorage.getMetadataFromDecorator(CompanyRecord).properties as Record<string, EntityProperty>;
for (const filter of Object.values(DIRECTORY_FILTERS)) {
  const property = factProperty(filter.fact, filter.shape);
  const source = companyColumns[filter.fact];
  if (!source) throw new Error(`The directory filter fact ${filter.fact} is not a column of companies`);
  if (!declared[property]) {
    const type = filter.shape === 'list' ? 'bigint' : source.enum ? 'text' : source.type;
    Property({ type, nullable: filter.shape === 'value' && (source.nullable ?? false) })(DirectoryListingRecord.prototype, property);
  }
  if (filter.shape === 'value') Index(factIndex(filter.fact))(DirectoryListingRecord);
}
for (const sort of SORT_INDEXES) Index({ name: sort.name, expression: sortIndexSql(sort) })(DirectoryListingRecord);
