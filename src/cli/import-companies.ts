import 'reflect-metadata';
import { Presets, SingleBar } from 'cli-progress';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TldtsWebsiteDomains } from '../adapters/discovery/tldts-website-domains.adapter';
import { feedKindOf, FeedFormatError, parseFeed } from '../adapters/discovery/feed-file';
import { DirectoryImportRepository } from '../adapters/persistence/repositories/directory-import.repository';
import { DiscoveredSubmissionsRepository } from '../adapters/persistence/repositories/discovered-submissions.repository';
import { MikroOrmUnitOfWork } from '../adapters/persistence/unit-of-work.adapter';
import { withPreparedDatabase, runCommand } from './command-database';
import { IMPORT_SOURCE, ImportCompanies, type ImportReport } from '../domain/discovery/import-companies.use-case';
import { SystemClock } from '../domain/shared/clock.port';

const USAGE = `Usage: npm run import -- FILE [--approve]

Loads a CSV or JSON file of companies (format: docs/company-feed-format.md) as pending company
submissions for an admin to review, or with --approve straight into the directory.
Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (stop \`npm start\` first).`;

/** Thrown for a wrong command line; the message is printed with the usage text. */
class UsageError extends Error {}

function parseArguments(args: string[]): { file: string; approve: boolean } {
  if (args.includes('--help') || args.includes('-h')) throw new UsageError('');
  const unknown = args.find((arg) => arg.startsWith('-') && arg !== '--approve');
  if (unknown) throw new UsageError(`Unknown option ${unknown}`);
  const files = args.filter((arg) => !arg.startsWith('-'));
  if (files.length !== 1) throw new UsageError(files.length === 0 ? 'Name the file to import' : 'Import one file at a time');
  return { file: resolve(process.cwd(), files[0]), approve: args.includes('--approve') };
}

/** The summary printed after the run: counts, then every duplicate and invalid row with its line. */
export function formatImportReport(file: string, approve: boolean, report: ImportReport): string {
  const lines = [
    `${file} → ${approve ? 'the directory' : `pending company submissions (source "${IMPORT_SOURCE}")`}`,
    `  created:    ${report.created}`,
    `  duplicates: ${report.duplicates.length}`,
    `  invalid:    ${report.invalid.length}`,
  ];
  if (report.duplicates.length > 0) {
    lines.push('Duplicate rows (already listed or submitted, or earlier in the file):');
    lines.push(...report.duplicates.map((d) => `  line ${d.line}: ${d.name}`));
  }
  if (report.invalid.length > 0) {
    lines.push('Invalid rows:');
    lines.push(...report.invalid.map((i) => `  line ${i.line}: ${i.reason}`));
  }
  return lines.join('\n');
}

/**
 * `npm run import -- FILE [--approve]`: reads the file, opens and prepares the database
 * like `npm start` does (DATABASE_URL or the embedded PostgreSQL in DATA_DIR, migrations, dataset), imports
 * with a progress bar on stderr and prints the summary on stdout.
 * @returns the process exit code: 0 done (even with invalid rows), 1 failed, 2 wrong usage.
 */
export async function runImport(args: string[]): Promise<number> {
  let options: { file: string; approve: boolean };
  try {
    options = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message ? `${error.message}\n\n` : ''}${USAGE}\n`);
    return error.message ? 2 : 0;
  }

  let rows;
  try {
    rows = parseFeed(readFileSync(options.file, 'utf8'), feedKindOf(options.file));
  } catch (error) {
    const reason = error instanceof FeedFormatError ? `the file is ${error.message}` : ((error as NodeJS.ErrnoException).code ?? String(error));
    process.stderr.write(`Cannot import ${options.file}: ${reason}\n`);
    return 1;
  }

  return withPreparedDatabase(async (orm) => {
    const domains = new TldtsWebsiteDomains();
    // The global entity manager: inside a transaction, repositories resolve to it through MikroORM's context.
    const sut = new ImportCompanies(
      new DiscoveredSubmissionsRepository(orm.em),
      new DirectoryImportRepository(orm.em),
      domains,
      new MikroOrmUnitOfWork(orm.em),
      new SystemClock(),
    );
    const bar = new SingleBar({ format: 'Importing |{bar}| {percentage}% | {value}/{total} rows', stream: process.stderr, hideCursor: true }, Presets.shades_classic);
    bar.start(rows.length, 0);
    const report = await sut.execute(rows, { approve: options.approve, onProgress: (done) => bar.update(done) });
    bar.stop();
    process.stdout.write(`${formatImportReport(options.file, options.approve, report)}\n`);
    return 0;
  });
}

if (require.main === module) runCommand(runImport, 'Import failed');
