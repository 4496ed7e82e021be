import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompanyListing, CompanyProfile } from '../../../domain/directory/company';
import { CompanyDirectory } from '../../../domain/directory/company-directory.port';
import type { CompanyPage, CompanyQuery, DirectorySort } from '../../../domain/directory/company-query';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { computed, tableOf, type RowOfProjection } from '../tables';
import { knexOf } from './knex-of';
import { AGGREGATE_COLUMNS, aggregateOf, RATING_COLUMNS } from './rating-columns';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

/**
 * Minimum pg_trgm word similarity (0-1) between the search text and a company name for a fuzzy match.
 * 0.45 keeps one-letter typos in names of four letters or more ("Lonzа", "Icon Plc" → "Ikon") while
 * dropping unrelated names; substring matches always count.
 */
const SEARCH_SIMILARITY = 0.45;

const companies = tableOf(CompanyRecord);
const c = companies.as('c');
const a = tableOf(CompanyRatingAggregateRecord).as('a');

const LISTING = c
  .pick(
    'id', 'name', 'type', 'website', 'logo_url', 'description', 'location', 'country', 'global_presence', 'publicly_traded',
    'stock_symbol', 'service_locations', 'employee_count', 'employee_range', 'founded_year', 'revenue_usd', 'revenue_range',
    'services', 'therapeutic_areas', 'molecule_types', 'development_phases', 'size',
  )
  .and(a.pick('review_count', 'last_review_date', ...AGGREGATE_COLUMNS).nullable());

const PROFILE = LISTING.and(c.pick('parent_company', 'office_locations', 'certifications', 'regulatory_expertise', 'created_at')).and(
  a.pick('would_recommend_yes', 'would_recommend_answers').nullable(),
);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The directory over PostgreSQL: one query per page, aggregates read from company_rating_aggregates. */
@Injectable()
export class CompanyDirectoryRepository extends CompanyDirectory {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private base(): Knex.QueryBuilder {
    return c.query(this.em).leftJoin(a.from, a.col('company_id'), c.col('id'));
  }

  async list(query: CompanyQuery): Promise<CompanyPage<CompanyListing>> {
    const qb = this.base();
    this.applyFilters(qb, query);
    this.applyOrder(qb, query);
    qb.limit(query.limit).offset(query.offset);
    const rows = await LISTING.and(computed<{ total_count: string }>(knexOf(this.em).raw('count(*) over() as total_count'))).rows(qb);
    if (rows.length === 0 && query.offset > 0) {
      // Past the last page the window count has no row to ride on: count separately.
      const countQb = this.base();
      this.applyFilters(countQb, query);
      const [{ count }] = await countQb.count<{ count: string }[]>({ count: '*' });
      return { items: [], total: Number(count) };
    }
    return { items: rows.map(toListing), total: rows.length === 0 ? 0 : Number(rows[0].total_count) };
  }

  async findProfile(id: string): Promise<CompanyProfile | null> {
    if (!isUuid(id)) return null;
    const row = await PROFILE.first(this.base().where(c.col('id'), id));
    return row ? toProfile(row) : null;
  }

  async exists(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await companies.pick('id').first(companies.query(this.em).where(companies.col('id'), id))) !== undefined;
  }

  private applyFilters(qb: Knex.QueryBuilder, query: CompanyQuery): void {
    const name = c.col('name');
    if (query.search) {
      const text = query.search.toLowerCase();
      qb.where((w) =>
        w
          .whereRaw(`lower(${name}) like ? escape '\\'`, [`%${escapeLike(text)}%`])
          .orWhereRaw(`word_similarity(?, lower(${name})) >= ?`, [text, SEARCH_SIMILARITY]),
      );
    }
    if (query.type) qb.where(c.col('type'), query.type);
    if (query.country) qb.where(c.col('country'), query.country);
    if (query.location) qb.whereRaw(`${c.col('regions')} @> ?::text[]`, [[query.location]]);
    if (query.size) qb.where(c.col('size'), query.size);
    if (query.global !== undefined) qb.where(c.col('global_presence'), query.global);
    if (query.serviceCategories?.length) qb.whereRaw(`${c.col('service_categories')} && ?::text[]`, [query.serviceCategories]);
    // Malformed ids match nothing (a uuid column refuses them); an empty list means no company.
    if (query.ids) qb.whereIn(c.col('id'), query.ids.filter(isUuid));
  }

  private applyOrder(qb: Knex.QueryBuilder, query: CompanyQuery): void {
    if (query.search) {
      // The exact name first, then names that start with the text, then names that contain it, then
      // fuzzy (typo) matches, whatever the sort: a picker showing 20 names always shows the one typed.
      const text = query.search.toLowerCase();
      const name = c.col('name');
      qb.orderByRaw(`(lower(${name}) = ?) desc`, [text]);
      qb.orderByRaw(`(lower(${name}) like ? escape '\\') desc`, [`${escapeLike(text)}%`]);
      qb.orderByRaw(`(lower(${name}) like ? escape '\\') desc`, [`%${escapeLike(text)}%`]);
    }
    for (const clause of orderClauses(query.sort)) qb.orderByRaw(clause);
  }
}

/** ORDER BY terms of each sort; unrated companies come after every rated one (DECISIONS §11). */
function orderClauses(sort: DirectorySort): string[] {
  const byName = [`lower(${c.col('name')}) asc`, `${c.col('id')} asc`];
  const overall = `${a.col('overall')} desc nulls last`;
  const reviewCount = `coalesce(${a.col('review_count')}, 0) desc`;
  switch (sort) {
    case 'rating':
      return [overall, reviewCount, ...byName];
    case 'reviews':
      return [reviewCount, overall, ...byName];
    case 'name':
      return byName;
    case 'recent':
      return [`${a.col('last_review_date')} desc nulls last`, ...byName];
    default:
      return [`${a.col(RATING_COLUMNS[sort])} desc nulls last`, overall, ...byName];
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
    reviewCount: row.review_count ?? 0,
    lastReviewDate: toDateOrNull(row.last_review_date),
    ...aggregateOf(row),
  };
}

function toProfile(row: RowOfProjection<typeof PROFILE>): CompanyProfile {
  return {
    ...toListing(row),
    parentCompany: row.parent_company,
    officeLocations: row.office_locations,
    certifications: row.certifications,
    regulatoryExpertise: row.regulatory_expertise,
    createdAt: toDate(row.created_at),
    recommendations: { yes: row.would_recommend_yes ?? 0, answers: row.would_recommend_answers ?? 0 },
  };
}
