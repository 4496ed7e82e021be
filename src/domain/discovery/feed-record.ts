import { COMPANY_TYPES, SERVICE_LOCATIONS, SERVICES, THERAPEUTIC_AREAS, type CompanyType } from '../directory/taxonomy';
import { discoveredCompany, EARLIEST_FOUNDED_YEAR, normaliseWebsite, type DiscoveredCompany } from './discovered-company';

/**
 * One row of a company feed or import file (docs/company-feed-format.md): the column (CSV) or key
 * (JSON) names below, values as text or JSON values. `line` is where the row starts in the file
 * (CSV) or its position in the list (JSON), for error reports.
 */
export interface FeedRow {
  line: number;
  values: Record<string, unknown>;
}

/** The columns a feed may carry; other columns are ignored. Only `name` is required. */
export const FEED_COLUMNS = [
  'name', 'type', 'website', 'location', 'country', 'description', 'foundedYear', 'employeeCount',
  'stockSymbol', 'services', 'therapeuticAreas', 'serviceLocations',
] as const;

export type FeedRowOutcome = { ok: true; company: DiscoveredCompany } | { ok: false; line: number; name: string | null; reason: string };

const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const s = String(value).replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
};

/** "1,200" and 1200 both give 1200; blank gives null; anything else NaN. */
const integer = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  const s = text(value);
  if (s === null) return null;
  return /^\d[\d,_ ]*$/.test(s) ? Number(s.replace(/[,_ ]/g, '')) : Number.NaN;
};

/** A JSON list, or text separated by ";" or "|". */
const list = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(text).filter((v): v is string => v !== null);
  const s = text(value);
  return s === null ? [] : s.split(/[;|]/).map((v) => v.trim()).filter(Boolean);
};

/**
 * Reads one feed row into a candidate, or says why it is invalid: a missing name, a type outside
 * CRO/CMO/CDMO/CRDMO, a founding year outside EARLIEST_FOUNDED_YEAR..currentYear, a non-positive
 * headcount, a website that is no web address, or a list value outside the directory's vocabulary.
 * `forDirectory` (import --approve) also requires type, location and country, which every directory
 * company has.
 */
export function readFeedRow(row: FeedRow, options: { currentYear: number; forDirectory?: boolean }): FeedRowOutcome {
  const v = row.values;
  const name = text(v.name);
  const invalid = (reason: string): FeedRowOutcome => ({ ok: false, line: row.line, name, reason });
  if (!name) return invalid('name is required');

  const type = text(v.type)?.toUpperCase() ?? null;
  if (type !== null && !COMPANY_TYPES.includes(type as CompanyType)) return invalid(`type "${text(v.type)}" is not one of ${COMPANY_TYPES.join(', ')}`);
  const location = text(v.location);
  const country = text(v.country);
  if (options.forDirectory) {
    if (type === null) return invalid('type is required to add a company to the directory');
    if (location === null) return invalid('location is required to add a company to the directory');
    if (country === null) return invalid('country is required to add a company to the directory');
  }

  const foundedYear = integer(v.foundedYear);
  if (foundedYear !== null && !(Number.isInteger(foundedYear) && foundedYear >= EARLIEST_FOUNDED_YEAR && foundedYear <= options.currentYear)) {
    return invalid(`foundedYear "${text(v.foundedYear)}" is not a year from ${EARLIEST_FOUNDED_YEAR} to ${options.currentYear}`);
  }
  const employeeCount = integer(v.employeeCount);
  if (employeeCount !== null && !(Number.isInteger(employeeCount) && employeeCount > 0)) {
    return invalid(`employeeCount "${text(v.employeeCount)}" is not a positive whole number`);
  }
  const rawWebsite = text(v.website);
  const website = normaliseWebsite(rawWebsite);
  if (rawWebsite !== null && website === null) return invalid(`website "${rawWebsite}" is not a web address`);

  const lists = { services: SERVICES, therapeuticAreas: THERAPEUTIC_AREAS, serviceLocations: SERVICE_LOCATIONS } as const;
  const values: Record<keyof typeof lists, string[]> = { services: [], therapeuticAreas: [], serviceLocations: [] };
  for (const [field, allowed] of Object.entries(lists) as [keyof typeof lists, readonly string[]][]) {
    values[field] = list(v[field]);
    const unknown = values[field].find((value) => !allowed.includes(value));
    if (unknown !== undefined) return invalid(`${field} has unknown value "${unknown}"`);
  }

  const stockSymbol = text(v.stockSymbol);
  return {
    ok: true,
    company: discoveredCompany(name, {
      type: type as CompanyType | null,
      location,
      country,
      website,
      description: text(v.description),
      foundedYear,
      employeeCount,
      ...values,
      facts: stockSymbol ? { ticker: stockSymbol } : {},
    }),
  };
}
