import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { knexOf } from './knex-of';
import type { Knex } from '@mikro-orm/postgresql';
import type { CompanyListing, CompanyProfile } from '../../../domain/directory/company';
import { CompanyDirectory } from '../../../domain/directory/company-directory.port';
import type { CompanyPage, CompanyQuery, DirectorySort } from '../../../domain/directory/company-query';
import type { CompanySize, CompanyType } from '../../../domain/directory/taxonomy';
import { aggregateColumns, aggregateOf, RATING_COLUMNS } from './rating-columns';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

/**
 * Minimum pg_trgm word similarity (0-1) between the search text and a company name for a fuzzy match.
 * 0.45 keeps one-letter typos in names of four letters or more ("Lonzа", "Icon Plc" → "Ikon") while
 * dropping unrelated names; substring matches always count.
 */
const SEARCH_SIMILARITY = 0.45;

const LISTING_COLUMNS = [
  'c.id', 'c.name', 'c.type', 'c.website', 'c.logo_url', 'c.description', 'c.location', 'c.country',
  'c.global_presence', 'c.publicly_traded', 'c.stock_symbol', 'c.service_locations', 'c.employee_count',
  'c.employee_range', 'c.founded_year', 'c.revenue_usd', 'c.revenue_range', 'c.services',
  'c.therapeutic_areas', 'c.molecule_types', 'c.development_phases', 'c.size',
  'a.review_count', 'a.last_review_date',
  ...aggregateColumns('a'),
];

const PROFILE_COLUMNS = [
  ...LISTING_COLUMNS, 'c.parent_company', 'c.office_locations', 'c.certifications', 'c.regulatory_expertise', 'c.created_at',
  'a.would_recommend_yes', 'a.would_recommend_answers',
];

type Row = Record<string, unknown>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The directory over PostgreSQL: one query per page, aggregates read from company_rating_aggregates. */
@Injectable()
export class CompanyDirectoryRepository extends CompanyDirectory {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get knex(): Knex {
    return knexOf(this.em);
  }

  private base(): Knex.QueryBuilder {
    return this.knex('companies as c').leftJoin('company_rating_aggregates as a', 'a.company_id', 'c.id');
  }

  async list(query: CompanyQuery): Promise<CompanyPage<CompanyListing>> {
    const qb = this.base().select([...LISTING_COLUMNS, this.knex.raw('count(*) over() as total_count')]);
    this.applyFilters(qb, query);
    this.applyOrder(qb, query);
    qb.limit(query.limit).offset(query.offset);
    const rows: Row[] = await qb;
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
    const row: Row | undefined = await this.base().select(PROFILE_COLUMNS).where('c.id', id).first();
    return row ? toProfile(row) : null;
  }

  async exists(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await this.knex('companies').select('id').where('id', id).first()) !== undefined;
  }

  private applyFilters(qb: Knex.QueryBuilder, query: CompanyQuery): void {
    if (query.search) {
      const text = query.search.toLowerCase();
      qb.where((w) =>
        w
          .whereRaw(`lower(c.name) like ? escape '\\'`, [`%${escapeLike(text)}%`])
          .orWhereRaw('word_similarity(?, lower(c.name)) >= ?', [text, SEARCH_SIMILARITY]),
      );
    }
    if (query.type) qb.where('c.type', query.type);
    if (query.country) qb.where('c.country', query.country);
    if (query.location) qb.whereRaw('c.regions @> ?::text[]', [[query.location]]);
    if (query.size) qb.where('c.size', query.size);
    if (query.global !== undefined) qb.where('c.global_presence', query.global);
    if (query.serviceCategories?.length) qb.whereRaw('c.service_categories && ?::text[]', [query.serviceCategories]);
    // Malformed ids match nothing (a uuid column refuses them); an empty list means no company.
    if (query.ids) qb.whereIn('c.id', query.ids.filter(isUuid));
  }

  private applyOrder(qb: Knex.QueryBuilder, query: CompanyQuery): void {
    if (query.search) {
      // The exact name first, then names that start with the text, then names that contain it, then
      // fuzzy (typo) matches, whatever the sort: a picker showing 20 names always shows the one typed.
      const text = query.search.toLowerCase();
      qb.orderByRaw('(lower(c.name) = ?) desc', [text]);
      qb.orderByRaw(`(lower(c.name) like ? escape '\\') desc`, [`${escapeLike(text)}%`]);
      qb.orderByRaw(`(lower(c.name) like ? escape '\\') desc`, [`%${escapeLike(text)}%`]);
    }
    for (const clause of orderClauses(query.sort)) qb.orderByRaw(clause);
  }
}

/** ORDER BY terms of each sort; unrated companies come after every rated one (DECISIONS §11). */
function orderClauses(sort: DirectorySort): string[] {
  const byName = ['lower(c.name) asc', 'c.id asc'];
  switch (sort) {
    case 'rating':
      return ['a.overall desc nulls last', 'coalesce(a.review_count, 0) desc', ...byName];
    case 'reviews':
      return ['coalesce(a.review_count, 0) desc', 'a.overall desc nulls last', ...byName];
    case 'name':
      return byName;
    case 'recent':
      return ['a.last_review_date desc nulls last', ...byName];
    default:
      return [`a.${RATING_COLUMNS[sort]} desc nulls last`, 'a.overall desc nulls last', ...byName];
  }
}

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

function toListing(row: Row): CompanyListing {
  return {
    id: row.id as string,
    name: row.name as string,
    type: row.type as CompanyType,
    website: (row.website as string) ?? null,
    logoUrl: (row.logo_url as string) ?? null,
    description: (row.description as string) ?? null,
    location: row.location as string,
    country: row.country as string,
    globalPresence: (row.global_presence as boolean) ?? null,
    publiclyTraded: (row.publicly_traded as boolean) ?? null,
    stockSymbol: (row.stock_symbol as string) ?? null,
    serviceLocations: list(row.service_locations),
    employeeCount: (row.employee_count as number) ?? null,
    employeeRange: (row.employee_range as string) ?? null,
    foundedYear: (row.founded_year as number) ?? null,
    revenueUsd: row.revenue_usd == null ? null : Number(row.revenue_usd),
    revenueRange: (row.revenue_range as string) ?? null,
    services: list(row.services),
    therapeuticAreas: list(row.therapeutic_areas),
    moleculeTypes: list(row.molecule_types),
    developmentPhases: list(row.development_phases),
    size: (row.size as CompanySize) ?? null,
    reviewCount: (row.review_count as number) ?? 0,
    lastReviewDate: toDateOrNull(row.last_review_date),
    ...aggregateOf(row),
  };
}

function toProfile(row: Row): CompanyProfile {
  return {
    ...toListing(row),
    parentCompany: (row.parent_company as string) ?? null,
    officeLocations: list(row.office_locations),
    certifications: list(row.certifications),
    regulatoryExpertise: list(row.regulatory_expertise),
    createdAt: toDate(row.created_at),
    recommendations: { yes: (row.would_recommend_yes as number) ?? 0, answers: (row.would_recommend_answers as number) ?? 0 },
  };
}
