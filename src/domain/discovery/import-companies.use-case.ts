import { UnitOfWork } from '../shared/unit-of-work.port';
import { Clock } from '../shared/clock.port';
import { KnownCompanies, WebsiteDomains } from './company-identity';
import { SUBMISSION_WRITE_LOCK } from './discover-companies.use-case';
import { DiscoveredSubmissions } from './discovered-submissions.port';
import { DirectoryImport } from './directory-import.port';
import { readFeedRow, type FeedRow } from './feed-record';
import type { DatasetCompany } from '../directory/dataset-company';
import type { DiscoveredCompany } from './discovered-company';

/** Source of submissions created by the command-line import. */
export const IMPORT_SOURCE = 'import';

/** Rows written per step (and per progress update). */
const CHUNK = 200;

export interface ImportReport {
  created: number;
  duplicates: { line: number; name: string }[];
  invalid: { line: number; reason: string }[];
}

/**
 * The command-line import (`npm run import -- FILE [--approve]`): each valid row becomes a pending
 * submission (source "import"), or with `approve` a directory company with every fact of the row, as
 * the dataset loader would list it; rows whose name or website
 * domain is already in the directory or among earlier submissions (or earlier in the file) are
 * duplicates; invalid rows are reported with their line and reason. All or nothing: one transaction.
 */
export class ImportCompanies {
  constructor(
    private readonly submissions: DiscoveredSubmissions,
    private readonly directory: DirectoryImport,
    private readonly websiteDomains: WebsiteDomains,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(rows: readonly FeedRow[], options: { approve: boolean; onProgress?: (done: number) => void }): Promise<ImportReport> {
    const currentYear = this.clock.now().getUTCFullYear();
    return this.unitOfWork.run(
      async () => {
        const outcomes = rows.map((row) => readFeedRow(row, { currentYear, forDirectory: options.approve }));
        const valid = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.company] : []));
        const known = new KnownCompanies(this.websiteDomains, await this.submissions.knownAmong(KnownCompanies.identitiesOf(this.websiteDomains, valid)));
        const report: ImportReport = { created: 0, duplicates: [], invalid: [] };
        for (let start = 0; start < rows.length; start += CHUNK) {
          const fresh: DiscoveredCompany[] = [];
          // With approve: the same rows in the dataset's shape, every fact kept (readFeedRow checked type, location, country).
          const records: DatasetCompany[] = [];
          for (const [offset, row] of rows.slice(start, start + CHUNK).entries()) {
            const outcome = outcomes[start + offset];
            if (!outcome.ok) report.invalid.push({ line: outcome.line, reason: outcome.reason });
            else if (known.has(outcome.company)) report.duplicates.push({ line: row.line, name: outcome.company.name });
            else {
              known.add(outcome.company);
              fresh.push(outcome.company);
              records.push(outcome.record as DatasetCompany);
            }
          }
          if (fresh.length > 0) {
            report.created += options.approve ? await this.directory.addCompanies(records) : (await this.submissions.createPending(IMPORT_SOURCE, fresh)).length;
          }
          options.onProgress?.(Math.min(start + CHUNK, rows.length));
        }
        return report;
      },
      { lock: SUBMISSION_WRITE_LOCK },
    );
  }
}
