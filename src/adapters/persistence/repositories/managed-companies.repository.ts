import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DatasetCompany } from '../../../domain/directory/dataset-company';
import { ManagedCompanies, type ListingFilter, type ManagedCompany, type ManagedCompanySummary } from '../../../domain/directory/managed-companies.port';
import type { QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { companyFactsRow } from '../seed/company-dataset.loader';
import { computed, tableOf, type RowOfProjection } from '../tables';
import { pageWithTotal, type Selection } from './directory-selection';
import { knexOf } from './knex-of';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

const companies = tableOf(CompanyRecord);
const c = companies.as('c');
const a = tableOf(CompanyRatingAggregateRecord).as('a');

const FACTS = c.pick(
  'id', 'name', 'type', 'website', 'location', 'country', 'description', 'founded_year', 'publicly_traded', 'stock_symbol', 'parent_company',
  'employee_count', 'employee_range', 'revenue_usd', 'global_presence', 'services', 'therapeutic_areas', 'molecule_types', 'development_phases',
  'service_locations', 'aliases', 'ownership', 'sources', 'unlisted_at',
);

const SUMMARY = c.pick('id', 'name', 'type', 'location', 'country', 'website', 'unlisted_at').and(a.pick('review_count').nullable());

function toManaged(row: RowOfProjection<typeof FACTS> & { verified_at: string | null }): ManagedCompany {
  return {
    id: row.id,
    facts: {
      name: row.name,
      type: row.type,
      website: row.website,
      location: row.location,
      country: row.country,
      description: row.description,
      foundedYear: row.founded_year,
      publiclyTraded: row.publicly_traded,
      stockSymbol: row.stock_symbol,
      parentCompany: row.parent_company,
      employeeCount: row.employee_count,
      // The stored band is derived from the count when there is one; only a published band stands on its own.
      employeeRange: row.employee_count === null ? row.employee_range : null,
      revenueUsd: row.revenue_usd === null ? null : Number(row.revenue_usd),
      globalPresence: row.global_presence,
      services: row.services,
      therapeuticAreas: row.therapeutic_areas,
      moleculeTypes: row.molecule_types,
      developmentPhases: row.development_phases,
      serviceLocations: row.service_locations,
      aliases: row.aliases,
      ownership: row.ownership,
      sources: row.sources,
      verifiedAt: row.verified_at,
    },
    unlistedAt: toDateOrNull(row.unlisted_at),
  };
}

/** Companies as admins manage them: every company, listed or not, written through the loader's row derivation. */
@Injectable()
export class ManagedCompaniesRepository extends ManagedCompanies {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findForUpdate(id: string): Promise<ManagedCompany | null> {
    if (!isUuid(id)) return null;
    const verifiedAt = computed<{ verified_at: string | null }>(knexOf(this.em).raw(`to_char(${c.col('verified_at')}, 'YYYY-MM-DD') as verified_at`));
    const row = await FACTS.and(verifiedAt).first(c.query(this.em).where(c.col('id'), id).forUpdate());
    return row ? toManaged(row) : null;
  }

  async saveFacts(id: string, facts: DatasetCompany, at: Date): Promise<boolean> {
    const row = companyFactsRow(facts);
    // Another company with the same normalised name would break the unique name key: answer instead of failing.
    const clash = await companies.pick('id').first(companies.query(this.em).where(companies.col('name_key'), row.name_key!).whereNot(companies.col('id'), id));
    if (clash) return false;
    await companies.query(this.em).where(companies.col('id'), id).update(companies.values({ ...row, updated_at: at }));
    return true;
  }

  async setUnlisted(id: string, at: Date | null): Promise<void> {
    await companies.query(this.em).where(companies.col('id'), id).update(companies.values({ unlisted_at: at, updated_at: knexOf(this.em).fn.now() }));
  }

  async search({ search, listing, page }: { search: string | null; listing: ListingFilter; page: QueuePage }): Promise<QueueSlice<ManagedCompanySummary>> {
    // The directory's own selection and search order, over every company the listing filter takes.
    const selection: Selection = { filters: search ? { search } : {}, scope: listing };
    const columns = SUMMARY.columns.map((column) => String(column)).join(', ');
    const joins = `left join ${c.from} on ${c.col('id')} = p.company_id left join ${a.from} on ${a.col('company_id')} = p.company_id`;
    const statement = pageWithTotal(selection, 'name', page.limit, page.offset, columns, joins);
    const { rows } = await knexOf(this.em).raw(statement.sql, statement.bindings);
    const found = rows as (RowOfProjection<typeof SUMMARY> & { total: number; position: string | null })[];
    return {
      items: found.filter((row) => row.position !== null).map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type,
        location: row.location,
        country: row.country,
        website: row.website,
        reviewCount: row.review_count ?? 0,
        unlistedAt: row.unlisted_at === null ? null : toDate(row.unlisted_at),
      })),
      total: Number(found[0].total),
    };
  }
}
