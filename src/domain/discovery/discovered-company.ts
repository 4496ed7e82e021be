import { FOUNDED_YEAR_MIN } from '../company-submissions/submission-rules';
import type { CompanyType } from '../directory/taxonomy';

/**
 * A company a source reported, before de-duplication: the submission's fields (docs/data-model.md
 * company_submissions) with null for every fact the source did not give (never guessed), plus the
 * source's extra facts (ticker, inception date, Wikidata id, source URL) kept for the admin.
 */
export interface DiscoveredCompany {
  name: string;
  type: CompanyType | null;
  /** Headquarters city. */
  location: string | null;
  country: string | null;
  website: string | null;
  description: string | null;
  foundedYear: number | null;
  employeeCount: number | null;
  services: string[];
  therapeuticAreas: string[];
  serviceLocations: string[];
  facts: Record<string, string | number>;
}

/**
 * Earliest founding year a discovered or imported company may carry: the submission rule's
 * FOUNDED_YEAR_MIN, since what discovery finds becomes a submission (docs/decisions/0015).
 */
export const EARLIEST_FOUNDED_YEAR = FOUNDED_YEAR_MIN;

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : null;
};

/**
 * A website as an absolute http(s) URL: "example.com" becomes "https://example.com"; anything that
 * is not a host name is dropped (null).
 */
export function normaliseWebsite(value: string | null | undefined): string | null {
  const text = clean(value);
  if (!text) return null;
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  return /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i.test(withScheme) ? withScheme : null;
}

/**
 * Cleans what a source reported: whitespace collapsed, blank text to null, the website made absolute,
 * a founding year outside EARLIEST_FOUNDED_YEAR..currentYear and a non-positive headcount dropped.
 * @returns null when the candidate has no usable name.
 */
export function normaliseDiscoveredCompany(candidate: DiscoveredCompany, currentYear: number): DiscoveredCompany | null {
  const name = clean(candidate.name);
  if (!name) return null;
  const year = candidate.foundedYear;
  const employees = candidate.employeeCount;
  return {
    ...candidate,
    name,
    location: clean(candidate.location),
    country: clean(candidate.country),
    website: normaliseWebsite(candidate.website),
    description: clean(candidate.description),
    foundedYear: year !== null && Number.isInteger(year) && year >= EARLIEST_FOUNDED_YEAR && year <= currentYear ? year : null,
    employeeCount: employees !== null && Number.isInteger(employees) && employees > 0 ? employees : null,
  };
}

/** A candidate with nothing known but its name (tests and sources fill in the rest). */
export function discoveredCompany(name: string, known: Partial<DiscoveredCompany> = {}): DiscoveredCompany {
  return {
    name,
    type: null,
    location: null,
    country: null,
    website: null,
    description: null,
    foundedYear: null,
    employeeCount: null,
    services: [],
    therapeuticAreas: [],
    serviceLocations: [],
    facts: {},
    ...known,
  };
}
