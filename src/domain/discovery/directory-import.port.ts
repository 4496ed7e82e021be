import type { DiscoveredCompany } from './discovered-company';

/**
 * Adds companies straight to the directory (the operator's `npm run import -- FILE --approve`). Every
 * company passed has a type, location and country (readFeedRow with `forDirectory`).
 * @returns how many were inserted.
 */
export abstract class DirectoryImport {
  abstract addCompanies(companies: readonly DiscoveredCompany[]): Promise<number>;
}
