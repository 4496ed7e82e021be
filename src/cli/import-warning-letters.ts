import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RegulatoryMatchesRepository, WarningLettersRepository } from '../adapters/persistence/repositories/regulatory-records.repository';
import { MikroOrmUnitOfWork } from '../adapters/persistence/unit-of-work.adapter';
import { parseWarningLetterCsv, WarningLetterFormatError } from '../adapters/regulatory/warning-letter-csv';
import { withPreparedDatabase, runCommand } from './command-database';
import { ImportWarningLetters, type WarningLetterImportReport } from '../domain/regulatory/import-warning-letters.use-case';
import { ProposeRegulatoryMatches } from '../domain/regulatory/propose-regulatory-matches.use-case';
import { SystemClock } from '../domain/shared/clock.port';

const USAGE = `Usage: npm run import:regulatory -- FILE.csv [--as-of YYYY-MM-DD]

Loads a CSV of FDA's warning-letter listing (columns url, posted_date, letter_date, company,
issuing_office, subject: data/README.md, "Regulatory record") into the regulatory record: new letters
are stored, the covered window widens to the file's posting dates (to --as-of, the day the listing was
read, when given), and new candidate matches enter the admin's Regulatory Matches queue.
Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (stop \`npm start\` first).`;

/** Thrown for a wrong command line; the message is printed with the usage text. */
class UsageError extends Error {}

function parseArguments(args: string[]): { file: string; asOf: string | null } {
  if (args.includes('--help') || args.includes('-h')) throw new UsageError('');
  let asOf: string | null = null;
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--as-of') {
      asOf = args[i + 1] ?? '';
      i += 1;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(`${asOf}T00:00:00Z`))) throw new UsageError('--as-of takes a date YYYY-MM-DD');
    } else if (args[i].startsWith('-')) throw new UsageError(`Unknown option ${args[i]}`);
    else files.push(args[i]);
  }
  if (files.length !== 1) throw new UsageError(files.length === 0 ? 'Name the file to import' : 'Import one file at a time');
  return { file: resolve(process.cwd(), files[0]), asOf };
}

/** The summary printed after the run: counts, the covered window, then every invalid row with its line. */
export function formatRegulatoryImportReport(file: string, report: WarningLetterImportReport): string {
  const lines = [
    `${file} → the regulatory record (FDA warning letters)`,
    `  rows read:          ${report.read}`,
    `  new letters:        ${report.added}`,
    `  new candidates:     ${report.candidates} (in the admin's Regulatory Matches queue)`,
    `  invalid rows:       ${report.invalid.length}`,
    `  covered window:     ${report.coverage ? `${report.coverage.from} to ${report.coverage.to}` : 'none yet'}`,
  ];
  if (report.coverageGap) lines.push('  The file starts after the covered window ends: the window was not widened over the gap.');
  if (report.invalid.length > 0) {
    lines.push('Invalid rows (line 1 is the first row after the header):');
    lines.push(...report.invalid.map((i) => `  line ${i.line}: ${i.reason}`));
  }
  return lines.join('\n');
}

/**
 * `npm run import:regulatory -- FILE.csv [--as-of YYYY-MM-DD]`: reads the file, opens and prepares the database
 * like `npm start` does, imports the letters and prints the summary on stdout.
 * @returns the process exit code: 0 done (even with invalid rows), 1 failed, 2 wrong usage.
 */
export async function runRegulatoryImport(args: string[]): Promise<number> {
  let options: { file: string; asOf: string | null };
  try {
    options = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message ? `${error.message}\n\n` : ''}${USAGE}\n`);
    return error.message ? 2 : 0;
  }
  let rows;
  try {
    rows = parseWarningLetterCsv(readFileSync(options.file, 'utf8'));
  } catch (error) {
    const reason = error instanceof WarningLetterFormatError ? `the file is ${error.message}` : ((error as NodeJS.ErrnoException).code ?? String(error));
    process.stderr.write(`Cannot import ${options.file}: ${reason}\n`);
    return 1;
  }

  return withPreparedDatabase(async (orm) => {
    const em = orm.em.fork();
    const letters = new WarningLettersRepository(em);
    const matches = new RegulatoryMatchesRepository(em);
    const sut = new ImportWarningLetters(letters, new ProposeRegulatoryMatches(letters, matches, new SystemClock()), new MikroOrmUnitOfWork(em));
    const report = await sut.execute(rows, { asOf: options.asOf });
    process.stdout.write(`${formatRegulatoryImportReport(options.file, report)}\n`);
    return 0;
  });
}

if (require.main === module) runCommand(runRegulatoryImport, 'Import failed');
