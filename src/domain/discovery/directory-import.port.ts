import type { DatasetCompany } from '../directory/dataset-company';

/**
 * Adds companies straight to the directory (the operator's `npm run import -- FILE --approve`), exactly
 * as the bundled dataset is loaded. Every company passed is valid by datasetCompanyProblems (readFeedRow
 * with `forDirectory`).
 * @returns how many were inserted.
 */
export abstract class DirectoryImport {
  abstract addCompanies(companies: readonly DatasetCompany[]): Promise<number>;
}
