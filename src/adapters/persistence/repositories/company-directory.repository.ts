import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompanyListing, CompanyProfile } from '../../../domain/directory/company';
import { CompanyDirectory, type Visibility } from '../../../domain/directory/company-directory.port';
import type { CompanyFilters, CompanyPage, CompanyQuery, DirectorySort } from '../../../domain/directory/company-query';
import { FACET_DIMENSIONS, filtersForFacet, type FacetCounts, type FacetDimension } from '../../../domain/directory/facet-counts';
import { emptyRatingDistributions } from '../../../domain/reviews/rating-aggregation';
import { RATING_CATEGORIES } from '../../../domain/reviews/rating-categories';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { computed, tableOf, type ColumnOf, type RowOfProjection } from '../tables';
import { companySearch } from './company-search';
import { knexOf } from './knex-of';
import { AGGREGATE_COLUMNS, aggregateOf, RANK_COLUMNS } from './rating-columns';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

const companies = tableOf(CompanyRecord);
const c = companies.as('c');
const a = tableOf(CompanyRatingAggregateRecord).as('a');

const LISTING = c
  .pick(
    'id', 'name', 'type', 'website', 'logo_url', 'description', 'location', 'country', 'global_presence', 'publicly_traded',
    'stock_symbol', 'service_locations', 'employee_count', 'employee_range', 'founded_year', 'revenue_usd', 'revenue_range',
    'services', 'therapeutic_areas', 'molecule_types', 'development_phases', 'size', 'aliases',
  )
  .and(a.pick('review_count', 'last_review_date', 'rank_overall', ...AGGREGATE_COLUMNS).nullable());

const PROFILE = LISTING.and(
  c.pick('parent_company', 'ownership', 'office_locations', 'certifications', 'regulatory_expertise', 'sources', 'created_at', 'unlisted_at'),
).and(a.pick('would_recommend_yes', 'would_recommend_answers', 'rating_distributions').nullable());

/** The day the facts were checked, as 'YYYY-MM-DD' whatever the session's DateStyle. */
const VERIFIED_AT_SQL = `to_char(${c.col('verified_at')}, 'YYYY-MM-DD') as verified_at`;

/**
 * How each facet counts (DECISIONS §12): its column, and whether a company has one value (type, country,
 * size) or several (the arrays, counted once per value).
 */
const FACET_COLUMNS: Record<FacetDimension, { column: ColumnOf<CompanyRecord>; list: boolean }> = {
  type: { column: 'type', list: false },
  country: { column: 'country', list: false },
  size: { column: 'size', list: false },
  location: { column: 'regions', list: true },
  therapeuticAreas: { column: 'therapeutic_areas', list: true },
  moleculeTypes: { column: 'molecule_types', list: true },
  developmentPhases: { column: 'development_phases', list: true },
  serviceCategories: { column: 'service_categories', list: true },
};

/** The array filters: a company matches when its column overlaps the chosen values. */
const LIST_FILTERS = {
  location: 'regions',
  serviceCategories: 'service_categories',
  therapeuticAreas: 'therapeutic_areas',
  moleculeTypes: 'molecule_types',
  developmentPhases: 'development_phases',
} as const satisfies Partial<Record<keyof CompanyFilters, ColumnOf<CompanyRecord>>>;

/**
 * The directory over PostgreSQL: one query per page, aggregates and rank scores read from
 * company_rating_aggregates, every filter and the search served by an index.
 */
@Injectable()
export class CompanyDirectoryRepository extends CompanyDirectory {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get knex(): Knex {
    return knexOf(this.em);
  }

  private base(): Knex.QueryBuilder {
    return c.query(this.em).leftJoin(a.from, a.col('company_id'), c.col('id'));
  }

  async list(query: CompanyQuery): Promise<CompanyPage<CompanyListing>> {
    const qb = this.base();
    this.applyFilters(qb, query);
    this.applyOrder(qb, query);
    qb.limit(query.limit).offset(query.offset);
    const rows = await LISTING.and(computed<{ total_count: string }>(this.knex.raw('count(*) over() as total_count'))).rows(qb);
    if (rows.length === 0 && query.offset > 0) {
      // Past the last page the window count has no row to ride on: count separately.
      const countQb = c.query(this.em);
      this.applyFilters(countQb, query);
      const [{ count }] = await countQb.count<{ count: string }[]>({ count: '*' });
      return { items: [], total: Number(count) };
    }
    return { items: rows.map(toListing), total: rows.length === 0 ? 0 : Number(rows[0].total_count) };
  }

  async facets(filters: CompanyFilters): Promise<FacetCounts> {
    // One grouped count per facet, each under the other facets' filters; the pool runs them side by side.
    const counts = await Promise.all(
      FACET_DIMENSIONS.map(async (dimension) => {
        const { column, list } = FACET_COLUMNS[dimension];
        const value = list ? `unnest(${c.col(column)})` : c.col(column);
        const qb = c.query(this.em);
        this.applyFilters(qb, filtersForFacet(filters, dimension));
        const rows = await computed<{ value: string | null; count: string }>(this.knex.raw(`${value} as value, count(*) as count`)).rows(qb.groupByRaw('1'));
        return [dimension, Object.fromEntries(rows.filter((row) => row.value !== null).map((row) => [row.value, Number(row.count)]))] as const;
      }),
    );
    return Object.fromEntries(counts) as FacetCounts;
  }

  async findProfile(id: string, visibility?: Visibility): Promise<CompanyProfile | null> {
    if (!isUuid(id)) return null;
    const qb = this.base().where(c.col('id'), id);
    if (!visibility?.includeUnlisted) qb.whereNull(c.col('unlisted_at'));
    const row = await PROFILE.and(computed<{ verified_at: string | null }>(this.knex.raw(VERIFIED_AT_SQL))).first(qb);
    return row ? toProfile(row) : null;
  }

  async exists(id: string, visibility?: Visibility): Promise<boolean> {
    if (!isUuid(id)) return false;
    const qb = c.query(this.em).where(c.col('id'), id);
    if (!visibility?.includeUnlisted) qb.whereNull(c.col('unlisted_at'));
    return (await c.pick('id').first(qb)) !== undefined;
  }

  private applyFilters(qb: Knex.QueryBuilder, query: CompanyFilters & { ids?: readonly string[] }): void {
    // An unlisted company is in no list, search or facet (DECISIONS §17).
    qb.whereNull(c.col('unlisted_at'));
    if (query.search) {
      const { matches } = companySearch(query.search);
      qb.whereRaw(matches.sql, matches.bindings);
    }
    if (query.type) qb.where(c.col('type'), query.type);
    if (query.country) qb.where(c.col('country'), query.country);
    if (query.size) qb.where(c.col('size'), query.size);
    if (query.global !== undefined) qb.where(c.col('global_presence'), query.global);
    for (const [filter, column] of Object.entries(LIST_FILTERS) as [keyof typeof LIST_FILTERS, ColumnOf<CompanyRecord>][]) {
      const chosen = query[filter];
      const values = typeof chosen === 'string' ? [chosen] : chosen;
      if (values?.length) qb.whereRaw(`${c.col(column)} && ?::text[]`, [values]);
    }
    // Malformed ids match nothing (a uuid column refuses them); an empty list means no company.
    if (query.ids) qb.whereIn(c.col('id'), query.ids.filter(isUuid));
  }

  private applyOrder(qb: Knex.QueryBuilder, query: CompanyQuery): void {
    // With a search, its order comes first whatever the sort: a picker showing 20 names always shows the
    // one typed, and "Thermo Fisher" shows Patheon before companies that merely mention it.
    if (query.search) for (const term of companySearch(query.search).order) qb.orderByRaw(term.sql, term.bindings);
    for (const clause of orderClauses(query.sort)) qb.orderByRaw(clause);
  }
}

/**
 * ORDER BY terms of each sort (DECISIONS §5, §12): `rating` and the category sorts by their
 * evidence-weighted averages; unrated companies after every rated one (§11).
 */
function orderClauses(sort: DirectorySort): string[] {
  const byName = [`lower(${c.col('name')}) asc`, `${c.col('id')} asc`];
  const rank = `${a.col('rank_overall')} desc nulls last`;
  const reviewCount = `coalesce(${a.col('review_count')}, 0) desc`;
  switch (sort) {
    case 'rating':
      return [rank, reviewCount, ...byName];
    case 'reviews':
      return [reviewCount, rank, ...byName];
    case 'name':
      return byName;
    case 'recent':
      return [`${a.col('last_review_date')} desc nulls last`, ...byName];
    default:
      return [`${a.col(RANK_COLUMNS[sort])} desc nulls last`, rank, reviewCount, ...byName];
  }
}

function toListing(row: RowOfProjection<typeof LISTING>): CompanyListing {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    website: row.website,
    logoUrl: row.logo_url,
    description: row.description,
    location: row.location,
    country: row.country,
    globalPresence: row.global_presence,
    publiclyTraded: row.publicly_traded,
    stockSymbol: row.stock_symbol,
    serviceLocations: row.service_locations,
    employeeCount: row.employee_count,
    employeeRange: row.employee_range,
    foundedYear: row.founded_year,
    revenueUsd: row.revenue_usd == null ? null : Number(row.revenue_usd),
    revenueRange: row.revenue_range,
    services: row.services,
    therapeuticAreas: row.therapeutic_areas,
    moleculeTypes: row.molecule_types,
    developmentPhases: row.development_phases,
    size: row.size,
    aliases: row.aliases,
    reviewCount: row.review_count ?? 0,
    lastReviewDate: toDateOrNull(row.last_review_date),
    ...aggregateOf(row),
    rankScore: row.rank_overall ?? null,
  };
}

function toProfile(row: RowOfProjection<typeof PROFILE> & { verified_at: string | null }): CompanyProfile {
  const distributions = emptyRatingDistributions();
  for (const category of RATING_CATEGORIES) {
    const stored = row.rating_distributions?.[category];
    if (stored) distributions[category] = [...stored];
  }
  return {
    ...toListing(row),
    parentCompany: row.parent_company,
    ownership: row.ownership,
    officeLocations: row.office_locations,
    certifications: row.certifications,
    regulatoryExpertise: row.regulatory_expertise,
    ratingDistributions: distributions,
    sources: row.sources,
    verifiedAt: row.verified_at,
    createdAt: toDate(row.created_at),
    unlistedAt: toDateOrNull(row.unlisted_at),
    recommendations: { yes: row.would_recommend_yes ?? 0, answers: row.would_recommend_answers ?? 0 },
  };
}
