/**
 * Rules and messages of a company submission (docs/data-model.md#transfer-shapes, docs/api-contract.md#form-rules,
 * docs/screens.md#constants-and-limits), shared by the API's DTOs and the web's Yup schema so both say the same thing
 * (docs/api-contract.md#errors-and-validation).
 */
import { COMPANY_DESCRIPTION_MAX_LENGTH, COMPANY_FACT_MESSAGES, COMPANY_TEXT_MAX_LENGTH } from '../directory/company-fact-rules';

/*
 * An approved submission becomes a listed company, which admins then edit under company-fact-rules: the facts
 * they share have one limit and one message each.
 */

/** Earliest founded year a submission may state (docs/screens.md#constants-and-limits); the latest is the current year. */
export const FOUNDED_YEAR_MIN = 1900;
/** Maximum length of the short texts (name, location, country, contact name and title, website), in characters. */
export const SUBMISSION_TEXT_MAX_LENGTH = COMPANY_TEXT_MAX_LENGTH;
/** Maximum length of the description, in characters. */
export const SUBMISSION_DESCRIPTION_MAX_LENGTH = COMPANY_DESCRIPTION_MAX_LENGTH;
/** Maximum length of an email address (RFC 5321), in characters. */
export const SUBMISSION_EMAIL_MAX_LENGTH = 254;
/** Largest employee count accepted: above any real company, below PostgreSQL's int range. */
export const EMPLOYEE_COUNT_MAX = 10_000_000;
/** Largest verification document, in bytes (docs/screens.md#constants-and-limits; docs/api-contract.md#errors-and-validation). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Business days until a submission is reviewed (docs/screens.md#constants-and-limits). */
export const SUBMISSION_REVIEW_DAYS = '3-5 business days';

export const SUBMISSION_MESSAGES = {
  name: COMPANY_FACT_MESSAGES.name,
  type: COMPANY_FACT_MESSAGES.type,
  location: COMPANY_FACT_MESSAGES.location,
  country: COMPANY_FACT_MESSAGES.country,
  contactEmailRequired: 'Contact email is required',
  contactEmail: 'Please enter a valid email address',
  /** A founded year that is no whole number; one outside the range gets foundedYearMessage(FOUNDED_YEAR_MIN, now). */
  foundedYear: COMPANY_FACT_MESSAGES.foundedYear,
  employeeCount: COMPANY_FACT_MESSAGES.employeeCount,
  services: 'Please choose services from the list',
  therapeuticAreas: 'Please choose therapeutic areas from the list',
  serviceLocations: 'Please choose service locations from the list',
  moleculeTypes: 'Please choose modalities from the list',
  developmentPhases: 'Please choose development phases from the list',
  website: COMPANY_FACT_MESSAGES.website,
  tooLong: COMPANY_FACT_MESSAGES.tooLong,
  descriptionTooLong: COMPANY_FACT_MESSAGES.descriptionTooLong,
  documentType: 'The verification document must be a PDF, JPG or PNG file',
  documentTooLarge: 'The verification document must be at most 10 MB',
  documentMissing: 'Please attach a verification document',
  rejectionReasonTooLong: `Rejection reason must be at most ${SUBMISSION_DESCRIPTION_MAX_LENGTH} characters`,
} as const;

/** Answers of the submission endpoints and the Submit Company screen (docs/screens.md#messages). */
export const SUBMISSION_ANSWERS = {
  receivedTitle: 'Submission Received',
  received: `Thank you! Our team will review your submission and contact you within ${SUBMISSION_REVIEW_DAYS}.`,
  failedTitle: 'Submission Failed',
  failed: 'There was an error submitting your company. Please try again.',
  notFound: 'Company submission not found',
  notSubmitter: 'Only the member who submitted this company can attach a document to it',
  alreadyDecided: 'This submission has already been decided',
  duplicateCompany: 'A company with this name is already in the directory',
  incomplete: 'This submission has no type, location or country, so it cannot be listed',
  noDocument: 'This submission has no verification document',
  heldReviewRejected: 'Company submission was not approved',
  tooManySubmissions: 'You have submitted 10 companies today. Please try again tomorrow.',
  tooManyUploads: 'You have uploaded 20 verification documents this hour. Please try again later.',
} as const;

/** The latest founded year allowed at `now`: the current year (UTC). */
export function foundedYearMax(now: Date): number {
  return now.getUTCFullYear();
}

/** Whether `year` is a whole year from 1900 to the current year at `now`. */
export function isValidFoundedYear(year: number, now: Date): boolean {
  return Number.isInteger(year) && year >= FOUNDED_YEAR_MIN && year <= foundedYearMax(now);
}

/** A stored website: http(s), a host with a dot, then anything without spaces (checked after {@link normaliseWebsite}). */
export const WEBSITE_PATTERN = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i;

/**
 * A website as stored: trimmed, with https:// when typed without a scheme ("www.lonza.com" →
 * "https://www.lonza.com"); null when blank. Members type addresses as they read them.
 */
export function normaliseWebsite(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * A whole number as people type it, with thousands separators ("20,000", "20 000", "20'000" → 20000); NaN when
 * it is not one. Decimal points are not separators here: "20.5" is not a whole number.
 */
export function parseWholeNumber(text: string): number {
  const digits = text.trim().replace(/[,\s'\u00a0\u202f_]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The file types a verification document may have, told apart by content (magic bytes), never by name. */
export const DOCUMENT_TYPES = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/**
 * The document type of a file by its first bytes: PDF ("%PDF-"), JPEG (FF D8 FF) or PNG (the 8-byte
 * PNG signature); null for anything else (an .exe renamed to .pdf starts with "MZ" and is refused).
 */
export function detectDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  return null;
}

/**
 * The host of a free-text website, for spotting the same company under another name: lower-case,
 * without scheme, "www.", port, path or query ("https://www.Lonza.com/en" → "lonza.com"); null when
 * nothing host-like is left.
 */
export function websiteHost(website: string | null | undefined): string | null {
  if (!website) return null;
  const host = website
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^[^@/]*@/, '')
    .split(/[/?#:\s]/)[0]
    .replace(/^www\d*\./, '')
    .replace(/\.$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : null;
}
