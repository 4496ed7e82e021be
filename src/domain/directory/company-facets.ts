import { companyNameKey } from './company-name';
import { regionsOf } from './regions';
import { searchDocumentOf, type SearchDocument } from './search-vocabulary';
import { serviceCategoriesOf } from './service-categories';
import { employeeRange, sizeBucket, sizeBucketOfRange } from './size-buckets';
import type { CompanySize, Region, ServiceCategory } from './taxonomy';

/** The facts a company's stored facets and search document are derived from. Lists are empty where unknown. */
export interface FacetSource {
  name: string;
  country: string;
  employeeCount: number | null;
  /** A published band ("1,001-10,000") standing in for an unknown exact count. */
  employeeRange?: string | null;
  services: readonly string[];
  moleculeTypes: readonly string[];
  serviceLocations: readonly string[];
  therapeuticAreas?: readonly string[];
  developmentPhases?: readonly string[];
  /** Former, brand and parent names (docs/directory.md). */
  aliases?: readonly string[];
  parentCompany?: string | null;
}

/** What the directory stores beside a company's facts so every filter and search is an indexed lookup. */
export interface CompanyFacets {
  nameKey: string;
  size: CompanySize | null;
  employeeRange: string | null;
  regions: Region[];
  serviceCategories: ServiceCategory[];
  search: SearchDocument;
}

/** Derives the stored filter facets and search document of a company; recompute whenever one of its source facts changes. */
export function companyFacets(company: FacetSource): CompanyFacets {
  return {
    nameKey: companyNameKey(company.name),
    size: sizeBucket(company.employeeCount) ?? sizeBucketOfRange(company.employeeRange),
    employeeRange: employeeRange(company.employeeCount) ?? (sizeBucketOfRange(company.employeeRange) ? company.employeeRange! : null),
    regions: regionsOf(company.country, company.serviceLocations),
    serviceCategories: serviceCategoriesOf(company.services, company.moleculeTypes),
    search: searchDocumentOf({
      name: company.name,
      aliases: company.aliases ?? [],
      parentCompany: company.parentCompany ?? null,
      services: company.services,
      therapeuticAreas: company.therapeuticAreas ?? [],
      moleculeTypes: company.moleculeTypes,
      developmentPhases: company.developmentPhases ?? [],
    }),
  };
}
