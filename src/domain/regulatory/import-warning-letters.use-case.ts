import { UnitOfWork } from '../shared/unit-of-work.port';
import { widenedWindow, type CoverageWindow } from './regulatory-record';
import { FDA_WARNING_LETTERS, warningLetterOf, type WarningLetter, type WarningLetterRow } from './warning-letter';
import { WarningLetters } from './warning-letters.port';
import { ProposeRegulatoryMatches } from './propose-regulatory-matches.use-case';

/** Serialises imports and refreshes (one at a time across instances). */
export const REGULATORY_IMPORT_LOCK = 'regulatory-import';

/** What an import did. */
export interface WarningLetterImportReport {
  /** Rows read. */
  read: number;
  /** Letters not stored before. */
  added: number;
  /** New candidate matches put in the admin's queue. */
  candidates: number;
  /** Rows that are not letters, with their line (1 = the first row after the header) and the reason. */
  invalid: { line: number; reason: string }[];
  /** The covered window after the import; null when no letter was ever loaded. */
  coverage: CoverageWindow | null;
  /** True when the rows start after the covered window ends, so the window was not widened over the gap. */
  coverageGap: boolean;
}

/** The day after a 'YYYY-MM-DD' day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Loads rows of FDA's warning-letter listing (the import command's file, the monthly refresh's feed): new
 * letters are stored, the covered window widens to the rows' posting dates (up to `asOf`, the day the listing
 * was read, when given), and new candidate matches enter the admin's queue. Letters already stored are left
 * as they are. One transaction, one import at a time.
 * @param rows the listing's rows
 * @param options.asOf the day ('YYYY-MM-DD') the listing was read, the end of the window; default the newest posting date
 * @param options.proposeCandidates false to leave candidate matching to the caller (the start-up applies the
 *   reviewed mapping first); default true
 */
export class ImportWarningLetters {
  constructor(
    private readonly letters: WarningLetters,
    private readonly propose: ProposeRegulatoryMatches,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(rows: readonly WarningLetterRow[], options: { asOf?: string | null; proposeCandidates?: boolean } = {}): Promise<WarningLetterImportReport> {
    return this.unitOfWork.run(
      async () => {
        const invalid: { line: number; reason: string }[] = [];
        const valid: WarningLetter[] = [];
        rows.forEach((row, index) => {
          const read = warningLetterOf(row);
          if ('letter' in read) valid.push(read.letter);
          else invalid.push({ line: index + 1, reason: read.problem });
        });
        const added = await this.letters.addNew([...new Map(valid.map((letter) => [letter.url, letter])).values()]);
        let coverage = await this.letters.coverage(FDA_WARNING_LETTERS);
        let coverageGap = false;
        if (valid.length > 0) {
          const posted = valid.map((l) => l.postedDate).sort();
          const from = posted[0];
          const newest = posted[posted.length - 1];
          const to = options.asOf && options.asOf > newest ? options.asOf : newest;
          coverageGap = coverage !== null && from > nextDay(coverage.to);
          if (!coverageGap) {
            coverage = widenedWindow(coverage, from, to);
            await this.letters.saveCoverage(coverage);
          }
        }
        const candidates = options.proposeCandidates === false ? 0 : await this.propose.execute();
        return { read: rows.length, added: added.length, candidates, invalid, coverage, coverageGap };
      },
      { lock: REGULATORY_IMPORT_LOCK },
    );
  }
}
