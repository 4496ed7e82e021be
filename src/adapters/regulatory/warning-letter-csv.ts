import { parse } from 'csv-parse/sync';
import { WARNING_LETTER_COLUMNS, type WarningLetterRow } from '../../domain/regulatory/warning-letter';

/** The text is not the warning-letter listing's CSV (data/README.md, "Regulatory record"). */
export class WarningLetterFormatError extends Error {}

/**
 * The rows of FDA's warning-letter listing as CSV: a header row naming at least the columns url,
 * posted_date, letter_date, company, issuing_office and subject (in any order), then one letter per row.
 * @throws WarningLetterFormatError naming what is wrong.
 */
export function parseWarningLetterCsv(text: string): WarningLetterRow[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    throw new WarningLetterFormatError(`not valid CSV (${(error as Error).message})`);
  }
  const header = rows.length > 0 ? Object.keys(rows[0]) : [];
  const missing = WARNING_LETTER_COLUMNS.filter((column) => !header.includes(column));
  if (rows.length > 0 && missing.length > 0) throw new WarningLetterFormatError(`missing the column(s) ${missing.join(', ')}`);
  return rows;
}
