import { companyNameKey } from './company-name';
import { regionsOf } from './regions';
import { serviceCategoriesOf } from './service-categories';
import { employeeRange, sizeBucket, sizeBucketOfRange } from './size-buckets';
import type { CompanySize, Region, ServiceCategory } from './taxonomy';

/** The facts a company's directory facets are derived from. */
export interface FacetSource {
  name: string;
  country: string;
  employeeCount: number | null;
  /** A published band ("1,001-10,000") standing in for an unknown exact count. */
  employeeRange?: string | null;
  services: readonly string[];
  moleculeTypes: readonly string[];
  serviceLocations: readonly string[];
}

/** What the directory stores beside a company's facts so every filter is an indexed lookup. */
export interface CompanyFacets {
  nameKey: string;
  size: CompanySize | null;
  employeeRange: string | null;
  regions: Region[];
  serviceCategories: ServiceCategory[];
}

/** Derives the stored filter facets of a company; recompute whenever one of its source facts changes. */
export function companyFacets(company: FacetSource): CompanyFacets {
  return {
    nameKey: companyNameKey(company.name),
    size: sizeBucket(company.employeeCount) ?? sizeBucketOfRange(company.employeeRange),
    employeeRange: employeeRange(company.employeeCount) ?? (sizeBucketOfRange(company.employeeRange) ? company.employeeRange! : null),
    regions: regionsOf(company.country, company.serviceLocations),
    serviceCategories: serviceCategoriesOf(company.services, company.moleculeTypes),
  };
}
