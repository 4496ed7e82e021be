import { MOLECULE_TYPES, SERVICES, type CompanyType } from './taxonomy';

/**
 * Messages and limits of an admin's company edit (docs/administration.md), shared by the API's DTO and the web's edit
 * form. The facts must then pass the dataset's own rules (datasetCompanyProblems), as a curated entry would.
 */
export const COMPANY_TEXT_MAX_LENGTH = 200;
export const COMPANY_DESCRIPTION_MAX_LENGTH = 5000;
/** Largest annual revenue, millions of US dollars: within the column's numeric(15,2), far above any company. */
export const COMPANY_REVENUE_MAX = 10_000_000;
/** Aliases a company may carry (former, brand and parent names); former names likewise. */
export const COMPANY_ALIASES_MAX = 20;
/** Sites a company may list. */
export const COMPANY_SITES_MAX = 50;
/** Largest bioreactor volume accepted, liters: far above the largest single vessels in use. */
export const BIOREACTOR_LITERS_MAX = 1_000_000;
/** Longest source link a company may cite for the facts it states. */
export const SOURCE_URL_MAX_LENGTH = 500;

export const COMPANY_FACT_MESSAGES = {
  name: 'Company name is required',
  type: 'Please select a company type',
  location: 'Location is required',
  country: 'Country is required',
  tooLong: `Must be at most ${COMPANY_TEXT_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${COMPANY_DESCRIPTION_MAX_LENGTH} characters`,
  website: 'Please enter a website address, such as www.example.com',
  foundedYear: 'Founded year must be a whole year',
  employeeCount: 'Employee count must be a positive whole number',
  revenueUsd: 'Revenue must be a positive number of millions of US dollars',
  yesNo: 'Must be yes, no or unknown',
  list: 'Please choose values from the list',
  aliases: `Aliases must be up to ${COMPANY_ALIASES_MAX} names`,
  formerNames: `Former names must be up to ${COMPANY_ALIASES_MAX} names`,
  sites: `Sites must be up to ${COMPANY_SITES_MAX}, each with a city and a country`,
  siteCity: 'Each site needs a city',
  siteCountry: "Please choose the site's country from the list",
  siteCapabilities: 'Please choose capabilities from the list',
  maxBioreactorLiters: 'Bioreactor volume must be a positive whole number of liters',
  bioreactorForManufacturers: 'Bioreactor volume applies to manufacturers (CDMO, CMO, CRDMO)',
  sourceUrl: 'Please enter the address of a web page, starting with https://',
  noChanges: 'Please change at least one fact',
  unchanged: 'The profile already states these facts',
  reasonTooLong: 'Reason must be at most 2000 characters',
} as const;

/**
 * "Founded year must be between 1800 and 2026": the range a founded year must fall in, from `earliest` to the
 * current year at `now` (UTC). Listed companies start at the dataset's earliest year, submissions at theirs.
 */
export function foundedYearMessage(earliest: number, now: Date): string {
  return `Founded year must be between ${earliest} and ${now.getUTCFullYear()}`;
}

/** foundedYearMessage when `year` is not a whole year from `earliest` to the current year at `now`, else null. */
export function foundedYearProblem(year: number, earliest: number, now: Date): string | null {
  return Number.isInteger(year) && year >= earliest && year <= now.getUTCFullYear() ? null : foundedYearMessage(earliest, now);
}

/** The company types that manufacture, whose profiles show sites and bioreactor volume. */
export const MANUFACTURER_TYPES: readonly CompanyType[] = ['CDMO', 'CMO', 'CRDMO'];

/** Whether a company of this type manufactures (CDMO, CMO, CRDMO). */
export const isManufacturer = (type: CompanyType): boolean => MANUFACTURER_TYPES.includes(type);

/** What a site may be said to do: the directory's services and modalities, so sites stay comparable. */
export const SITE_CAPABILITIES: readonly string[] = [...SERVICES, ...MOLECULE_TYPES];
