import type { CompanyOwnership, CompanySite, CompanySource } from './company';
import { BIOREACTOR_LITERS_MAX, COMPANY_SITES_MAX, isManufacturer, SITE_CAPABILITIES } from './company-fact-rules';
import { COUNTRIES } from './regions';
import { employeeRange, sizeBucketOfRange } from './size-buckets';
import { COMPANY_TYPES, DEVELOPMENT_PHASES, MOLECULE_TYPES, SERVICE_LOCATIONS, SERVICES, THERAPEUTIC_AREAS, type CompanyType } from './taxonomy';

/** One company of data/companies.json: public facts only, null where unknown (docs/data-and-discovery.md). */
export interface DatasetCompany {
  name: string;
  type: CompanyType;
  website: string | null;
  /** Headquarters city. */
  location: string;
  country: string;
  description: string | null;
  foundedYear: number | null;
  publiclyTraded: boolean | null;
  stockSymbol: string | null;
  parentCompany: string | null;
  /** Approximate number of employees. */
  employeeCount: number | null;
  /** Published headcount band ("1-50", "51-200", "201-1,000", "1,001-10,000", "10,001+") when the count is unknown. */
  employeeRange?: string | null;
  /** Annual revenue, millions of US dollars. */
  revenueUsd: number | null;
  globalPresence: boolean | null;
  services: string[] | null;
  therapeuticAreas: string[] | null;
  moleculeTypes: string[] | null;
  developmentPhases: string[] | null;
  serviceLocations: string[] | null;
  /** Sites (city, country, capabilities); null or absent when not stated. */
  sites?: CompanySite[] | null;
  /** Largest single bioreactor, liters (manufacturers only); null or absent when not stated. */
  maxBioreactorLiters?: number | null;
  /** Former, brand and parent names a buyer may type, unique across companies; absent in feeds. */
  aliases?: string[];
  /** Names the company went by that another company may share (a former parent's name); absent in feeds. */
  formerNames?: string[];
  /** Who controls the company; null when unknown. */
  ownership?: CompanyOwnership | null;
  /** The public pages that back the facts (docs/company-facts.md#sources). */
  sources?: CompanySource[];
  /** When the facts were last checked, YYYY-MM-DD. */
  verifiedAt?: string | null;
}

/** The ownership values of the dataset (data/README.md). */
export const COMPANY_OWNERSHIPS: readonly CompanyOwnership[] = ['listed', 'subsidiary', 'private-equity', 'independent'];

/**
 * Earliest founding year in the curated dataset: 1800, not the submissions' 1900, because the dataset
 * lists long-established companies (SGS 1878, Siegfried 1873, Lonza 1897). Only the dataset and
 * `import --approve` (which reads dataset rows) use it (docs/decisions/0015).
 */
export const DATASET_EARLIEST_FOUNDED_YEAR = 1800;

const VOCABULARY: Record<string, readonly string[]> = {
  services: SERVICES,
  therapeuticAreas: THERAPEUTIC_AREAS,
  moleculeTypes: MOLECULE_TYPES,
  developmentPhases: DEVELOPMENT_PHASES,
  serviceLocations: SERVICE_LOCATIONS,
};

/**
 * Checks one company against the vocabulary of src/domain/directory/taxonomy.ts.
 * @returns the problems found, empty when the company is valid.
 */
export function datasetCompanyProblems(company: DatasetCompany): string[] {
  const problems: string[] = [];
  for (const field of ['name', 'location', 'country'] as const) {
    if (typeof company[field] !== 'string' || company[field].trim() === '') problems.push(`${field} is required`);
  }
  if (company.type === null || company.type === undefined) problems.push('type is required');
  else if (!COMPANY_TYPES.includes(company.type)) problems.push(`type "${String(company.type)}" is not one of ${COMPANY_TYPES.join(', ')}`);
  for (const [field, allowed] of Object.entries(VOCABULARY)) {
    const values = company[field as keyof DatasetCompany];
    if (values === null) continue;
    if (!Array.isArray(values)) {
      problems.push(`${field} must be a list or null`);
      continue;
    }
    for (const value of values as unknown[]) if (!allowed.includes(value as string)) problems.push(`${field} has unknown value "${String(value)}"`);
  }
  if (company.foundedYear !== null && !(Number.isInteger(company.foundedYear) && company.foundedYear >= DATASET_EARLIEST_FOUNDED_YEAR)) {
    problems.push(`foundedYear must be a year from ${DATASET_EARLIEST_FOUNDED_YEAR}`);
  }
  if (company.employeeCount !== null && !(Number.isInteger(company.employeeCount) && company.employeeCount > 0)) {
    problems.push('employeeCount must be a positive integer');
  }
  if (company.employeeRange != null && sizeBucketOfRange(company.employeeRange) === null) {
    problems.push(`employeeRange "${company.employeeRange}" is not one of the bands 1-50, 51-200, 201-1,000, 1,001-10,000, 10,001+`);
  }
  if (company.employeeCount != null && company.employeeRange != null && employeeRange(company.employeeCount) !== company.employeeRange) {
    problems.push(`employeeRange "${company.employeeRange}" does not contain employeeCount ${company.employeeCount}`);
  }
  if (company.revenueUsd !== null && !(typeof company.revenueUsd === 'number' && company.revenueUsd > 0)) {
    problems.push('revenueUsd must be a positive number of millions');
  }
  if (company.website !== null && !/^https?:\/\/[^\s/]+/.test(company.website)) problems.push('website must be an http(s) URL');
  for (const field of ['aliases', 'formerNames'] as const) {
    const names = company[field];
    if (names !== undefined && !(Array.isArray(names) && names.every((a) => typeof a === 'string' && a.trim() !== ''))) {
      problems.push(`${field} must be a list of names`);
    }
  }
  problems.push(...siteProblems(company.sites));
  if (company.maxBioreactorLiters != null) {
    const liters = company.maxBioreactorLiters;
    if (!(Number.isInteger(liters) && liters > 0 && liters <= BIOREACTOR_LITERS_MAX)) {
      problems.push(`maxBioreactorLiters must be a whole number of liters from 1 to ${BIOREACTOR_LITERS_MAX}`);
    } else if (!isManufacturer(company.type)) {
      problems.push('maxBioreactorLiters applies to manufacturers (CDMO, CMO, CRDMO)');
    }
  }
  if (company.ownership != null && !COMPANY_OWNERSHIPS.includes(company.ownership)) {
    problems.push(`ownership "${String(company.ownership)}" is not one of ${COMPANY_OWNERSHIPS.join(', ')}`);
  }
  if (
    company.sources !== undefined &&
    !(Array.isArray(company.sources) && company.sources.every((s) => typeof s?.title === 'string' && typeof s?.url === 'string' && /^https?:\/\/\S+$/.test(s.url)))
  ) {
    problems.push('sources must be a list of { url: an http(s) URL, title }');
  }
  if (company.verifiedAt != null && !/^\d{4}-\d{2}-\d{2}$/.test(company.verifiedAt)) problems.push('verifiedAt must be a date YYYY-MM-DD');
  return problems;
}

/** The problems of a company's sites: a list (or null) of up to COMPANY_SITES_MAX { city, country, capabilities }. */
function siteProblems(sites: DatasetCompany['sites']): string[] {
  if (sites === undefined || sites === null) return [];
  if (!Array.isArray(sites)) return ['sites must be a list or null'];
  if (sites.length > COMPANY_SITES_MAX) return [`sites must be at most ${COMPANY_SITES_MAX}`];
  const problems: string[] = [];
  sites.forEach((site, index) => {
    const where = `sites #${index + 1}`;
    if (site === null || typeof site !== 'object') {
      problems.push(`sites must be a list of { city, country, capabilities } (${where})`);
      return;
    }
    if (typeof site.city !== 'string' || site.city.trim() === '') problems.push(`sites needs a city for each site (${where})`);
    if (typeof site.country !== 'string' || !COUNTRIES.includes(site.country)) problems.push(`sites has an unknown country "${String(site.country)}" (${where})`);
    if (site.capabilities !== null && !(Array.isArray(site.capabilities) && site.capabilities.every((c) => SITE_CAPABILITIES.includes(c)))) {
      problems.push(`sites has a capability outside the list (${where})`);
    }
  });
  return problems;
}
