import type { EntityManager } from '@mikro-orm/postgresql';
import { companyFacets } from '../../../domain/directory/company-facets';
import { websiteDomainOf } from '../repositories/website-domains';
import { CompanyRecord } from '../schemas/company.schema';
import { tableOf } from '../tables';
import type { DatasetCompany } from './company-dataset';

const companyTable = tableOf(CompanyRecord);

/** Rows per INSERT statement. */
const CHUNK = 500;

/**
 * Imports dataset companies into the directory. Idempotent: a company whose normalised name is already
 * listed is skipped, so re-running adds nothing twice.
 * @returns how many companies were inserted and how many were already there, and the new rows' ids
 *   (in insertion order; skipped companies have none).
 */
export async function loadCompanies(
  em: EntityManager,
  companies: readonly DatasetCompany[],
  source = 'dataset',
): Promise<{ inserted: number; skipped: number; ids: string[] }> {
  let inserted = 0;
  const ids: string[] = [];
  for (let start = 0; start < companies.length; start += CHUNK) {
    const rows = companies.slice(start, start + CHUNK).map((company) => {
      const services = company.services ?? [];
      const moleculeTypes = company.moleculeTypes ?? [];
      const serviceLocations = company.serviceLocations ?? [];
      const facets = companyFacets({ ...company, services, moleculeTypes, serviceLocations });
      return companyTable.values({
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
        therapeutic_areas: company.therapeuticAreas ?? [],
        molecule_types: moleculeTypes,
        development_phases: company.developmentPhases ?? [],
        service_locations: serviceLocations,
        regions: facets.regions,
        service_categories: facets.serviceCategories,
        source,
      });
    });
    const result = await companyTable.pick('id').returning(companyTable.query(em).insert(rows).onConflict(companyTable.col('name_key')).ignore());
    inserted += result.length;
    ids.push(...result.map((r) => r.id));
  }
  return { inserted, skipped: companies.length - inserted, ids };
}
