import { FOUNDED_YEAR_MIN } from '../company-submissions/submission-rules';
import { DATASET_EARLIEST_FOUNDED_YEAR, datasetCompanyProblems, type DatasetCompany } from '../directory/dataset-company';
import type { CompanySource } from '../directory/company';
import { EDITABLE_COMPANY_FACTS } from '../directory/managed-companies.port';
import type { CompanyType } from '../directory/taxonomy';
import { discoveredCompany, normaliseWebsite, type DiscoveredCompany } from './discovered-company';

/**
 * One row of a company feed or import file (docs/company-feed-format.md): the column (CSV) or key
 * (JSON) names below, values as text or JSON values. `line` is where the row starts in the file
 * (CSV) or its position in the list (JSON), for error reports.
 */
export interface FeedRow {
  line: number;
  values: Record<string, unknown>;
}

/**
 * The columns a feed may carry: the fields of a dataset company (data/companies.json), so the bundled
 * dataset is itself a valid file: the facts an admin edits, and the ownership, sources and verification date.
 * Other columns are ignored. Only `name` is required.
 */
export const FEED_COLUMNS = [...EDITABLE_COMPANY_FACTS, 'ownership', 'sources', 'verifiedAt'] as const;

/**
 * A feed row read into the dataset's shape; type, location and country may be unknown (null) unless the
 * row goes straight to the directory.
 */
export type FeedRecord = Omit<DatasetCompany, 'type' | 'location' | 'country'> & {
  type: CompanyType | null;
  location: string | null;
  country: string | null;
};

/**
 * A valid row: `record` has every fact of the row (what `import --approve` lists), `company` is the
 * submission candidate, with the facts a submission has no column for in `company.facts`.
 */
export type FeedRowOutcome = { ok: true; company: DiscoveredCompany; record: FeedRecord } | { ok: false; line: number; name: string | null; reason: string };

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

/** "1,250.5" and 1250.5 both give 1250.5; blank gives null; anything else NaN. */
const decimal = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  const s = text(value);
  if (s === null) return null;
  return /^\d[\d,_ ]*(\.\d+)?$/.test(s) ? Number(s.replace(/[,_ ]/g, '')) : Number.NaN;
};

/** true/false, yes/no, 1/0 (any case); blank gives null; anything else undefined (invalid). */
const flag = (value: unknown): boolean | null | undefined => {
  if (typeof value === 'boolean') return value;
  const s = text(value)?.toLowerCase() ?? null;
  if (s === null) return null;
  if (['true', 'yes', '1'].includes(s)) return true;
  if (['false', 'no', '0'].includes(s)) return false;
  return undefined;
};

/** A JSON list, or text separated by ";" or "|"; null when the cell is blank or the key missing. */
const list = (value: unknown): string[] | null => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(text).filter((v): v is string => v !== null);
  const s = text(value);
  return s === null
    ? null
    : s
        .split(/[;|]/)
        .map((v) => v.trim())
        .filter(Boolean);
};

/**
 * Manufacturing sites: a JSON list of `{ city, country, capabilities }` (the dataset's `sites`), also as JSON text
 * in a CSV cell; null when blank or missing; undefined when the cell is not JSON.
 */
const siteList = (value: unknown): unknown => {
  if (value === null || value === undefined || Array.isArray(value)) return value ?? null;
  const s = typeof value === 'string' ? value.trim() : value;
  if (s === '') return null;
  if (typeof s !== 'string') return s;
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return undefined;
  }
};

/** A JSON list of `{ url, title }` (the dataset's `sources`); anything else reads as none. */
const sources = (value: unknown): CompanySource[] | undefined =>
  Array.isArray(value) ? value.filter((s): s is CompanySource => typeof s?.url === 'string' && typeof s?.title === 'string') : undefined;

/** The facts a submission has no column for, kept in its discovered facts for the admin. */
function extraFacts(record: FeedRecord): Record<string, string | number> {
  const facts: Record<string, string | number> = {};
  if (record.stockSymbol) facts.ticker = record.stockSymbol;
  if (record.publiclyTraded !== null) facts.publiclyTraded = record.publiclyTraded ? 'yes' : 'no';
  if (record.parentCompany) facts.parentCompany = record.parentCompany;
  if (record.employeeRange) facts.employeeRange = record.employeeRange;
  if (record.revenueUsd !== null) facts.revenueUsdMillions = record.revenueUsd;
  if (record.globalPresence !== null) facts.globalPresence = record.globalPresence ? 'yes' : 'no';
  if (record.moleculeTypes?.length) facts.moleculeTypes = record.moleculeTypes.join('; ');
  if (record.developmentPhases?.length) facts.developmentPhases = record.developmentPhases.join('; ');
  if (record.maxBioreactorLiters != null) facts.maxBioreactorLiters = record.maxBioreactorLiters;
  if (record.formerNames?.length) facts.formerNames = record.formerNames.join('; ');
  return facts;
}

/**
 * Reads one feed row into the dataset's shape and validates it with the dataset's own rules
 * (datasetCompanyProblems: type, vocabularies, headcount and its band, revenue, website), or says why it
 * is invalid. Cells that are not numbers, years, yes/no or web addresses are reported with their value.
 * The founding year runs from the submission floor (FOUNDED_YEAR_MIN), or with `forDirectory`
 * (import --approve) from the dataset's floor (DATASET_EARLIEST_FOUNDED_YEAR), to `currentYear`.
 * `forDirectory` also requires type, location and country, which every directory company has.
 * Several problems are joined with "; ".
 */
export function readFeedRow(row: FeedRow, options: { currentYear: number; forDirectory?: boolean }): FeedRowOutcome {
  const v = row.values;
  const name = text(v.name);
  const invalid = (reason: string): FeedRowOutcome => ({ ok: false, line: row.line, name, reason });
  if (!name) return invalid('name is required');

  const floor = options.forDirectory ? DATASET_EARLIEST_FOUNDED_YEAR : FOUNDED_YEAR_MIN;
  const foundedYear = integer(v.foundedYear);
  if (foundedYear !== null && !(Number.isInteger(foundedYear) && foundedYear >= floor && foundedYear <= options.currentYear)) {
    return invalid(`foundedYear "${text(v.foundedYear)}" is not a year from ${floor} to ${options.currentYear}`);
  }
  const rawWebsite = text(v.website);
  const website = normaliseWebsite(rawWebsite);
  if (rawWebsite !== null && website === null) return invalid(`website "${rawWebsite}" is not a web address`);
  const flags = { publiclyTraded: flag(v.publiclyTraded), globalPresence: flag(v.globalPresence) };
  for (const [field, value] of Object.entries(flags)) {
    if (value === undefined) return invalid(`${field} "${text(v[field])}" is not yes or no`);
  }

  const stockSymbol = text(v.stockSymbol);
  const sites = siteList(v.sites);
  if (sites === undefined) return invalid('sites must be a JSON list of { city, country, capabilities }');
  const record: FeedRecord = {
    name,
    type: (text(v.type)?.toUpperCase() ?? null) as CompanyType | null,
    website,
    location: text(v.location),
    country: text(v.country),
    description: text(v.description),
    foundedYear,
    // A listed ticker means publicly traded unless the row says otherwise.
    publiclyTraded: flags.publiclyTraded ?? (stockSymbol ? true : null),
    stockSymbol,
    parentCompany: text(v.parentCompany),
    employeeCount: integer(v.employeeCount),
    employeeRange: text(v.employeeRange),
    revenueUsd: decimal(v.revenueUsd),
    globalPresence: flags.globalPresence ?? null,
    services: list(v.services),
    therapeuticAreas: list(v.therapeuticAreas),
    moleculeTypes: list(v.moleculeTypes),
    developmentPhases: list(v.developmentPhases),
    serviceLocations: list(v.serviceLocations),
    sites: sites as DatasetCompany['sites'],
    maxBioreactorLiters: integer(v.maxBioreactorLiters),
    // Provenance (docs/company-facts.md#sources): a file that carries it (the bundled dataset does) keeps it in the directory.
    aliases: list(v.aliases) ?? [],
    formerNames: list(v.formerNames) ?? [],
    ownership: (text(v.ownership) as DatasetCompany['ownership']) ?? null,
    sources: sources(v.sources),
    verifiedAt: text(v.verifiedAt),
  };
  // The dataset's rules; a submission may leave type, location and country unknown.
  const problems = datasetCompanyProblems(record as DatasetCompany).filter(
    (problem) =>
      options.forDirectory ||
      !(
        (record.type === null && problem === 'type is required') ||
        (record.location === null && problem === 'location is required') ||
        (record.country === null && problem === 'country is required')
      ),
  );
  if (problems.length > 0) return invalid(problems.join('; '));

  return {
    ok: true,
    record,
    company: discoveredCompany(name, {
      type: record.type,
      location: record.location,
      country: record.country,
      website,
      description: record.description,
      foundedYear,
      employeeCount: record.employeeCount,
      services: record.services ?? [],
      therapeuticAreas: record.therapeuticAreas ?? [],
      serviceLocations: record.serviceLocations ?? [],
      facts: extraFacts(record),
    }),
  };
}
