import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompanyListing, CompanyProfile } from '../../../domain/directory/company';
import { CompanyDirectory, type Visibility } from '../../../domain/directory/company-directory.port';
import type { CompanyFilters, CompanyPage, CompanyQuery } from '../../../domain/directory/company-query';
import type { FacetCounts } from '../../../domain/directory/facet-counts';
import { emptyRatingDistributions } from '../../../domain/reviews/rating-aggregation';
import { RATING_CATEGORIES } from '../../../domain/reviews/rating-categories';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { computed, tableOf, type RowOfProjection } from '../tables';
import { facetCounts, facetCountsOf, pageWithTotal, type Selection, type Sql } from './directory-selection';
import { knexOf } from './knex-of';
import { AGGREGATE_COLUMNS, aggregateOf } from './rating-columns';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';
import { readRegulatoryRecord } from './regulatory-records.repository';
import { statedFactsOf } from './stated-facts';
import type { RegulatoryRecord } from '../../../domain/regulatory/regulatory-record';

const companies = tableOf(CompanyRecord);
const c = companies.as('c');
const a = tableOf(CompanyRatingAggregateRecord).as('a');

const LISTING = c
  .pick(
    'id',
    'name',
    'type',
    'website',
    'logo_url',
    'description',
    'location',
    'country',
    'global_presence',
    'publicly_traded',
    'stock_symbol',
    'service_locations',
    'employee_count',
    'employee_range',
    'founded_year',
    'revenue_usd',
    'revenue_range',
    'services',
    'therapeutic_areas',
    'molecule_types',
    'development_phases',
    'size',
    'aliases',
  )
  .and(a.pick('review_count', 'user_review_count', 'last_review_date', 'rank_overall', ...AGGREGATE_COLUMNS).nullable());

const PROFILE = LISTING.and(c.pick('parent_company', 'ownership', 'office_locations', 'certifications', 'regulatory_expertise', 'sources', 'created_at', 'unlisted_at'))
  .and(c.pick('former_names', 'sites', 'max_bioreactor_liters', 'stated_facts'))
  .and(a.pick('would_recommend_yes', 'would_recommend_answers', 'rating_distributions').nullable());

/** The day the facts were checked, as 'YYYY-MM-DD' whatever the session's DateStyle. */
const VERIFIED_AT_SQL = `to_char(${c.col('verified_at')}, 'YYYY-MM-DD') as verified_at`;

/** The statement of a directory page: its listings in order and the number of matches before paging (pageWithTotal). */
export function directoryPageStatement(query: CompanyQuery): Sql {
  const selection: Selection = { filters: query, ids: query.ids, scope: 'listed' };
  const columns = LISTING.columns.map((column) => String(column)).join(', ');
  const joins = `left join ${c.from} on ${c.col('id')} = p.company_id left join ${a.from} on ${a.col('company_id')} = p.company_id`;
  return pageWithTotal(selection, query.sort, query.limit, query.offset, columns, joins);
}

/**
 * The directory over PostgreSQL: a page with its total and the facets from the read model (directory-selection.ts),
 * the page's facts and aggregates joined by id in the same statement; the profile from `companies`.
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
    const statement = directoryPageStatement(query);
    const { rows } = await this.knex.raw(statement.sql, statement.bindings);
    const page = rows as (RowOfProjection<typeof LISTING> & { total: number; position: string | null })[];
    return { items: page.filter((row) => row.position !== null).map(toListing), total: Number(page[0].total) };
  }

  async facets(filters: CompanyFilters): Promise<FacetCounts> {
    const statement = facetCounts({ filters, scope: 'listed' });
    const { rows } = await this.knex.raw(statement.sql, statement.bindings);
    return facetCountsOf(rows);
  }

  async findProfile(id: string, visibility?: Visibility): Promise<CompanyProfile | null> {
    if (!isUuid(id)) return null;
    const qb = this.base().where(c.col('id'), id);
    if (!visibility?.includeUnlisted) qb.whereNull(c.col('unlisted_at'));
    const row = await PROFILE.and(computed<{ verified_at: string | null }>(this.knex.raw(VERIFIED_AT_SQL))).first(qb);
    return row ? toProfile(row, await readRegulatoryRecord(this.em, row.id)) : null;
  }

  async exists(id: string, visibility?: Visibility): Promise<boolean> {
    if (!isUuid(id)) return false;
    const qb = c.query(this.em).where(c.col('id'), id);
    if (!visibility?.includeUnlisted) qb.whereNull(c.col('unlisted_at'));
    return (await c.pick('id').first(qb)) !== undefined;
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
    userReviewCount: row.user_review_count ?? 0,
    lastReviewDate: toDateOrNull(row.last_review_date),
    ...aggregateOf(row),
    rankScore: row.rank_overall ?? null,
  };
}

function toProfile(row: RowOfProjection<typeof PROFILE> & { verified_at: string | null }, regulatoryRecord: RegulatoryRecord): CompanyProfile {
  const distributions = emptyRatingDistributions();
  for (const category of RATING_CATEGORIES) {
    const stored = row.rating_distributions?.[category];
    if (stored) distributions[category] = [...stored];
  }
  return {
    ...toListing(row),
    formerNames: row.former_names,
    sites: row.sites,
    maxBioreactorLiters: row.max_bioreactor_liters,
    statedFacts: statedFactsOf(row.stated_facts),
    regulatoryRecord,
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
