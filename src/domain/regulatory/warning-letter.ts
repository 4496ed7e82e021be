/**
 * FDA warning letters as the regulatory record holds them: one letter of FDA's public warning-letter listing
 * (public-domain US government records), with the dates, recipient, issuing office and subject the listing
 * gives, and the letter's page on fda.gov. The listing's columns and their meaning are in data/README.md
 * ("Regulatory record").
 */

/** Where the letters' pages live: the listing gives each letter's path on this origin. */
export const FDA_ORIGIN = 'https://www.fda.gov';

/** The one regulatory source so far, as events and coverage windows name it. */
export const FDA_WARNING_LETTERS = 'fda_warning_letters' as const;
export type RegulatorySource = typeof FDA_WARNING_LETTERS;

/** How the record names a source to a reader. */
export const REGULATORY_SOURCE_LABELS: Record<RegulatorySource, string> = {
  [FDA_WARNING_LETTERS]: 'FDA warning letters',
};

/** One warning letter. Dates are days, 'YYYY-MM-DD'. */
export interface WarningLetter {
  /** The letter's page: https://www.fda.gov/… (unique per letter). */
  url: string;
  /** The date the letter bears. */
  letterDate: string;
  /** The date FDA posted it in the listing. */
  postedDate: string;
  /** The company (or person) the letter is addressed to, as the listing names it. */
  recipient: string;
  issuingOffice: string;
  subject: string;
}

/** A row of the listing as its CSV export has it (`url` is a path on fda.gov, dates are MM/DD/YYYY). */
export interface WarningLetterRow {
  url?: string;
  posted_date?: string;
  letter_date?: string;
  company?: string;
  issuing_office?: string;
  subject?: string;
}

/** The listing's columns, in order (data/README.md). */
export const WARNING_LETTER_COLUMNS = ['url', 'posted_date', 'letter_date', 'company', 'issuing_office', 'subject'] as const;

/** A US date of the listing (MM/DD/YYYY) as 'YYYY-MM-DD'; null when it is not a real calendar day. */
export function listingDay(text: string | undefined): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [, month, day, year] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The letter's page: a path of the listing on fda.gov, or an https URL there already. Null for anything else. */
export function letterUrlOf(path: string | undefined): string | null {
  const text = path?.trim() ?? '';
  if (/^\/[^\s]*$/.test(text)) return `${FDA_ORIGIN}${text}`;
  if (text.startsWith(`${FDA_ORIGIN}/`) && !/\s/.test(text)) return text;
  return null;
}

/**
 * A listing row as a warning letter, or why it cannot be one.
 * @returns `{ letter }`, or `{ problem }` naming the first missing or malformed column.
 */
export function warningLetterOf(row: WarningLetterRow): { letter: WarningLetter } | { problem: string } {
  const url = letterUrlOf(row.url);
  if (!url) return { problem: 'url must be the letter\'s path on fda.gov (starting with "/")' };
  const postedDate = listingDay(row.posted_date);
  if (!postedDate) return { problem: 'posted_date must be a date MM/DD/YYYY' };
  const letterDate = listingDay(row.letter_date);
  if (!letterDate) return { problem: 'letter_date must be a date MM/DD/YYYY' };
  const recipient = row.company?.trim() ?? '';
  if (!recipient) return { problem: 'company is required' };
  const issuingOffice = row.issuing_office?.trim() ?? '';
  if (!issuingOffice) return { problem: 'issuing_office is required' };
  const subject = row.subject?.trim() ?? '';
  if (!subject) return { problem: 'subject is required' };
  return { letter: { url, letterDate, postedDate, recipient, issuingOffice, subject } };
}
