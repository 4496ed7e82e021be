import { readFileSync } from 'node:fs';
import { datasetCompanyProblems, type DatasetCompany } from '../../../domain/directory/dataset-company';

// The shape and rules of a dataset company live in the domain (the import validates its rows with them too).
export { DATASET_EARLIEST_FOUNDED_YEAR, datasetCompanyProblems, type DatasetCompany } from '../../../domain/directory/dataset-company';

/** data/companies.json: a header naming sources and date, then the companies. */
export interface CompanyDataset {
  title: string;
  compiledAt: string;
  sources: string[];
  companies: DatasetCompany[];
}

/** The dataset file does not have the documented shape; the message names the company and field. */
export class DatasetError extends Error {}

/**
 * Reads and validates a dataset file.
 * @throws DatasetError listing every invalid company.
 */
export function readCompanyDataset(path: string): CompanyDataset {
  const dataset = JSON.parse(readFileSync(path, 'utf8')) as CompanyDataset;
  if (!Array.isArray(dataset.companies)) throw new DatasetError(`${path} has no "companies" list`);
  const problems = dataset.companies.flatMap((company, index) => datasetCompanyProblems(company).map((problem) => `#${index + 1} ${company.name ?? '?'}: ${problem}`));
  if (problems.length > 0) throw new DatasetError(`${path} is invalid:\n${problems.join('\n')}`);
  return dataset;
}
