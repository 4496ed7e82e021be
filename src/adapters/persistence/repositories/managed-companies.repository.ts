import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DatasetCompany } from '../../../domain/directory/dataset-company';
import {
  ManagedCompanies,
  type EditableFact,
  type ListingFilter,
  type ManagedCompany,
  type ManagedCompanySummary,
  type StatedFactRecord,
} from '../../../domain/directory/managed-companies.port';
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
  'id',
  'name',
  'type',
  'website',
  'location',
  'country',
  'description',
  'founded_year',
  'publicly_traded',
  'stock_symbol',
  'parent_company',
  'employee_count',
  'employee_range',
  'revenue_usd',
  'global_presence',
  'services',
  'therapeutic_areas',
  'molecule_types',
  'development_phases',
  'service_locations',
  'sites',
  'max_bioreactor_liters',
  'aliases',
  'former_names',
  'ownership',
  'sources',
  'unlisted_at',
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
      sites: row.sites,
      maxBioreactorLiters: row.max_bioreactor_liters,
      aliases: row.aliases,
      formerNames: row.former_names,
      ownership: row.ownership,
      sources: row.sources,
      verifiedAt: row.verified_at,
    },
    unlistedAt: toDateOrNull(row.unlisted_at),
  };
}

/** The day the facts were checked, as 'YYYY-MM-DD' whatever the session's DateStyle. */
const verifiedAtOf = (em: EntityManager) => computed<{ verified_at: string | null }>(knexOf(em).raw(`to_char(${c.col('verified_at')}, 'YYYY-MM-DD') as verified_at`));

/** The companies with these ids, every stored fact (no lock); unknown and malformed ids are left out. */
async function readManaged(em: EntityManager, ids: readonly string[]): Promise<ManagedCompany[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  return (await FACTS.and(verifiedAtOf(em)).rows(c.query(em).whereIn(c.col('id'), wanted))).map(toManaged);
}

/**
 * Writes again, over the facts a dataset refresh just replaced, the facts these companies stated themselves
 * (an approved statement stands until an admin changes that fact), with the derived columns recomputed.
 * @returns how many companies had stated facts re-applied.
 */
export async function reapplyStatedFacts(em: EntityManager, ids: readonly string[]): Promise<number> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return 0;
  const stated = await companies.pick('id', 'stated_facts').rows(
    companies
      .query(em)
      .whereIn(companies.col('id'), wanted)
      .whereRaw(`${companies.col('stated_facts')} <> '{}'::jsonb`),
  );
  if (stated.length === 0) return 0;
  const current = new Map(
    (
      await readManaged(
        em,
        stated.map((row) => row.id),
      )
    ).map((company) => [company.id, company]),
  );
  for (const row of stated) {
    const company = current.get(row.id);
    if (!company) continue;
    const values = Object.fromEntries(Object.entries(row.stated_facts).map(([field, record]) => [field, record?.value]));
    await companies
      .query(em)
      .where(companies.col('id'), row.id)
      .update(companies.values(companyFactsRow({ ...company.facts, ...values })));
  }
  return stated.length;
}

/** Companies as admins manage them: every company, listed or not, written through the loader's row derivation. */
@Injectable()
export class ManagedCompaniesRepository extends ManagedCompanies {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findForUpdate(id: string): Promise<ManagedCompany | null> {
    if (!isUuid(id)) return null;
    const row = await FACTS.and(verifiedAtOf(this.em)).first(c.query(this.em).where(c.col('id'), id).forUpdate());
    return row ? toManaged(row) : null;
  }

  async findMany(ids: readonly string[]): Promise<ManagedCompany[]> {
    return readManaged(this.em, ids);
  }

  async markStated(id: string, facts: Partial<Record<EditableFact, StatedFactRecord>>): Promise<void> {
    const knex = knexOf(this.em);
    await companies
      .query(this.em)
      .where(companies.col('id'), id)
      .update(companies.values({ stated_facts: knex.raw(`${companies.col('stated_facts')} || ?::jsonb`, [JSON.stringify(facts)]), updated_at: knex.fn.now() }));
  }

  async clearStated(id: string, facts: readonly EditableFact[]): Promise<void> {
    if (facts.length === 0) return;
    const knex = knexOf(this.em);
    await companies
      .query(this.em)
      .where(companies.col('id'), id)
      .update(companies.values({ stated_facts: knex.raw(`${companies.col('stated_facts')} - ?::text[]`, [[...facts]]) }));
  }

  async saveFacts(id: string, facts: DatasetCompany, at: Date): Promise<boolean> {
    const row = companyFactsRow(facts);
    // Another company with the same normalised name would break the unique name key: answer instead of failing.
    const clash = await companies.pick('id').first(companies.query(this.em).where(companies.col('name_key'), row.name_key!).whereNot(companies.col('id'), id));
    if (clash) return false;
    await companies
      .query(this.em)
      .where(companies.col('id'), id)
      .update(companies.values({ ...row, updated_at: at }));
    return true;
  }

  async setUnlisted(id: string, at: Date | null): Promise<void> {
    await companies
      .query(this.em)
      .where(companies.col('id'), id)
      .update(companies.values({ unlisted_at: at, updated_at: knexOf(this.em).fn.now() }));
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
      items: found
        .filter((row) => row.position !== null)
        .map((row) => ({
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
