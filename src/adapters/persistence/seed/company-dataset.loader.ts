import type { EntityManager } from '@mikro-orm/postgresql';
import { companyFacets } from '../../../domain/directory/company-facets';
import { searchDocumentOf } from '../../../domain/directory/search-vocabulary';
import { knexOf } from '../repositories/knex-of';
import { websiteDomainOf } from '../repositories/website-domains';
import { CompanyRecord } from '../schemas/company.schema';
import { computed, tableOf, type ColumnOf, type ValuesOf } from '../tables';
import type { DatasetCompany } from './company-dataset';

const companyTable = tableOf(CompanyRecord);

/** Rows per INSERT statement. */
const CHUNK = 500;

/** The facts a newer check of the dataset may correct in a listed company: every column the loader writes but the key, origin and dates of the row. */
const REFRESHED_COLUMNS = [
  'name',
  'type',
  'website',
  'website_domain',
  'location',
  'country',
  'description',
  'founded_year',
  'publicly_traded',
  'stock_symbol',
  'parent_company',
  'employee_count',
  'employee_range',
  'size',
  'revenue_usd',
  'global_presence',
  'services',
  'therapeutic_areas',
  'molecule_types',
  'development_phases',
  'service_locations',
  'regions',
  'service_categories',
  'aliases',
  'ownership',
  'sources',
  'verified_at',
  'search_names',
  'search_terms',
  'name_variants',
  'former_names',
  'sites',
  'max_bioreactor_liters',
] as const satisfies readonly ColumnOf<CompanyRecord>[];

/**
 * The directory columns of a company's facts: the facts, and the filter facets and search document derived from
 * them (companyFacets). Every writer of facts uses it (the loader, an admin's edit), so derived columns never
 * lag their facts.
 */
export function companyFactsRow(company: DatasetCompany): ValuesOf<CompanyRecord> {
  const services = company.services ?? [];
  const moleculeTypes = company.moleculeTypes ?? [];
  const serviceLocations = company.serviceLocations ?? [];
  const therapeuticAreas = company.therapeuticAreas ?? [];
  const developmentPhases = company.developmentPhases ?? [];
  const aliases = company.aliases ?? [];
  const formerNames = company.formerNames ?? [];
  // Former names are searched like aliases: a buyer still types "Covance" and finds both companies that carry it.
  const facets = companyFacets({
    ...company,
    services,
    moleculeTypes,
    serviceLocations,
    therapeuticAreas,
    developmentPhases,
    aliases: [...aliases, ...formerNames.filter((name) => !aliases.includes(name))],
  });
  return {
    name: company.name.trim(),
    name_key: facets.nameKey,
    type: company.type,
    website: company.website,
    website_domain: websiteDomainOf(company.website),
    location: company.location,
    country: company.country,
    description: company.description,
    founded_year: company.foundedYear,
    publicly_traded: company.publiclyTraded,
    stock_symbol: company.stockSymbol,
    parent_company: company.parentCompany,
    employee_count: company.employeeCount,
    employee_range: facets.employeeRange,
    size: facets.size,
    // numeric: sent as text, as the driver reads it back.
    revenue_usd: company.revenueUsd == null ? null : String(company.revenueUsd),
    global_presence: company.globalPresence,
    services,
    therapeutic_areas: therapeuticAreas,
    molecule_types: moleculeTypes,
    development_phases: developmentPhases,
    service_locations: serviceLocations,
    sites: company.sites ?? null,
    max_bioreactor_liters: company.maxBioreactorLiters ?? null,
    former_names: formerNames,
    regions: facets.regions,
    service_categories: facets.serviceCategories,
    aliases,
    ownership: company.ownership ?? null,
    sources: company.sources ?? [],
    verified_at: company.verifiedAt ?? null,
    search_names: facets.search.names,
    search_terms: facets.search.terms,
    name_variants: facets.search.nameVariants,
  };
}

/** The directory row of a dataset company: {@link companyFactsRow} and where it came from. */
function rowOf(company: DatasetCompany, source: string): ValuesOf<CompanyRecord> {
  return { ...companyFactsRow(company), source };
}

/**
 * Imports dataset companies into the directory. Idempotent: a company whose normalised name is already
 * listed is not inserted twice. With `refresh`, a listed company that came from the dataset takes the
 * dataset's facts when they were checked later than its own (`verifiedAt`), so corrections reach an existing
 * database; companies from elsewhere, reviews and aggregates are never touched.
 * @returns how many companies were inserted, refreshed and left as they were, the new rows' ids (in insertion
 *   order) and the refreshed rows' ids (their company-stated facts are re-applied by the caller).
 */
export async function loadCompanies(
  em: EntityManager,
  companies: readonly DatasetCompany[],
  source = 'dataset',
  { refresh = false }: { refresh?: boolean } = {},
): Promise<{ inserted: number; refreshed: number; skipped: number; ids: string[]; refreshedIds: string[] }> {
  const knex = knexOf(em);
  let inserted = 0;
  let refreshed = 0;
  const ids: string[] = [];
  const refreshedIds: string[] = [];
  for (let start = 0; start < companies.length; start += CHUNK) {
    const rows = companies.slice(start, start + CHUNK).map((company) => companyTable.values(rowOf(company, source)));
    const upsert = companyTable.query(em).insert(rows).onConflict(companyTable.col('name_key'));
    const written = refresh
      ? upsert
          // updated_at takes its default (now) from the proposed row.
          .merge([...REFRESHED_COLUMNS, 'updated_at'])
          .whereRaw(`${companyTable.name}.source = 'dataset' and excluded.verified_at > coalesce(${companyTable.name}.verified_at, '-infinity'::date)`)
      : upsert.ignore();
    // xmax is 0 for a row this statement inserted, set for one it updated.
    const result = await companyTable
      .pick('id')
      .and(computed<{ inserted: boolean }>(knex.raw('(xmax = 0) as inserted')))
      .returning(written);
    const added = result.filter((row) => row.inserted);
    inserted += added.length;
    refreshed += result.length - added.length;
    ids.push(...added.map((row) => row.id));
    refreshedIds.push(...result.filter((row) => !row.inserted).map((row) => row.id));
  }
  return { inserted, refreshed, skipped: companies.length - inserted - refreshed, ids, refreshedIds };
}

/**
 * Computes the search document of every company that has none yet (rows written before the search columns
 * existed, or by a writer that does not set them), from its stored facts.
 * @returns how many companies were filled.
 */
export async function fillSearchDocuments(em: EntityManager): Promise<number> {
  const knex = knexOf(em);
  let filled = 0;
  for (;;) {
    const rows = await companyTable
      .pick('id', 'name', 'aliases', 'former_names', 'parent_company', 'services', 'therapeutic_areas', 'molecule_types', 'development_phases')
      .rows(
        companyTable
          .query(em)
          .whereRaw(`cardinality(${companyTable.col('name_variants')}) = 0`)
          .limit(CHUNK),
      );
    if (rows.length === 0) return filled;
    const values = rows.map((row) => {
      const document = searchDocumentOf({
        name: row.name,
        aliases: [...row.aliases, ...row.former_names],
        parentCompany: row.parent_company,
        services: row.services,
        therapeuticAreas: row.therapeutic_areas,
        moleculeTypes: row.molecule_types,
        developmentPhases: row.development_phases,
      });
      return [row.id, document.names, document.terms, document.nameVariants];
    });
    await knex.raw(
      `update ${companyTable.name} as t set search_names = v.names, search_terms = v.terms, name_variants = v.variants ` +
        `from (values ${values.map(() => '(?::uuid, ?, ?, ?::text[])').join(', ')}) as v(id, names, terms, variants) where t.id = v.id`,
      values.flat(),
    );
    filled += rows.length;
  }
}
