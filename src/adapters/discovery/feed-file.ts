import { parse } from 'csv-parse/sync';
import type { FeedRow } from '../../domain/discovery/feed-record';

/** The feed file is neither a CSV with a header row nor JSON in the documented shape. */
export class FeedFormatError extends Error {}

/**
 * Splits a CSV or JSON feed (docs/company-feed-format.md) into rows. JSON is a list of objects or an
 * object with a `companies` list (the shape of data/companies.json); a row's `line` is its position
 * in the list. CSV needs a header row; a row's `line` is the file line it starts on.
 * @throws FeedFormatError naming what is wrong.
 */
export function parseFeed(text: string, hint: 'csv' | 'json' | null = null): FeedRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const kind = hint ?? (/^\s*[[{]/.test(body) ? 'json' : 'csv');
  if (kind === 'json') {
    let document: unknown;
    try {
      document = JSON.parse(body);
    } catch (error) {
      throw new FeedFormatError(`not valid JSON (${(error as Error).message})`);
    }
    const list = Array.isArray(document) ? document : (document as { companies?: unknown } | null)?.companies;
    if (!Array.isArray(list)) throw new FeedFormatError('JSON feed must be a list of companies or an object with a "companies" list');
    return list.map((values, index) => ({
      line: index + 1,
      values: values !== null && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : {},
    }));
  }
  let records: { record: Record<string, string>; raw: string; info: { lines: number } }[];
  try {
    records = parse(body, { columns: true, skip_empty_lines: true, trim: true, info: true, raw: true, relax_column_count: true });
  } catch (error) {
    throw new FeedFormatError(`not valid CSV (${(error as Error).message})`);
  }
  if (records.length > 0 && !Object.keys(records[0].record).includes('name')) {
    throw new FeedFormatError('CSV feed needs a header row with a "name" column');
  }
  return records.map(({ record, raw, info }) => ({ line: startLine(raw, info.lines), values: record }));
}

const NEWLINE = /\r\n|\n|\r/g;

/**
 * The line a CSV record starts on. csv-parse reports the line it ends on; its raw text (skipped blank
 * lines before it, its own line breaks inside quotes, its terminator) tells how far back the start is.
 */
function startLine(raw: string, endLine: number): number {
  const text = raw.replace(/^(?:[ \t]*(?:\r\n|\n|\r))+/, '').replace(/(?:\r\n|\n|\r)$/, '');
  return endLine - (text.match(NEWLINE)?.length ?? 0);
}

/** The format a file name or content type suggests, or null to guess from the content. */
export function feedKindOf(nameOrType: string): 'csv' | 'json' | null {
  if (/\.json$|json/i.test(nameOrType)) return 'json';
  if (/\.csv$|text\/csv/i.test(nameOrType)) return 'csv';
  return null;
}
