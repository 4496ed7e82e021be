/**
 * Rules and messages of vendor registration and review responses, shared by the API DTOs and the
 * web's Yup schemas (docs/api-contract.md#errors-and-validation). Source: docs/screens.md#vendor-registration, docs/api-contract.md#form-rules, docs/screens.md#messages.
 */

/** Maximum length of the optional verification info (company email domain or profile URL). */
export const VERIFICATION_DOCUMENT_MAX_LENGTH = 500;
/** Length bounds of a response to a review, in characters. */
export const RESPONSE_MIN_LENGTH = 10;
export const RESPONSE_MAX_LENGTH = 2000;
/** Maximum length of an admin's notes on a vendor decision. */
export const VENDOR_NOTES_MAX_LENGTH = 1000;

export const VENDOR_MESSAGES = {
  companyRequired: 'Please select a company',
  verificationDocumentTooLong: `Verification info must be at most ${VERIFICATION_DOCUMENT_MAX_LENGTH} characters`,
  responseTooShort: `Response must be at least ${RESPONSE_MIN_LENGTH} characters`,
  responseTooLong: `Response must be at most ${RESPONSE_MAX_LENGTH} characters`,
  notesTooLong: `Notes must be at most ${VENDOR_NOTES_MAX_LENGTH} characters`,
  registrationFailed: 'Failed to register vendor account. Please try again.',
  registrationSucceeded: 'Vendor account registered. Verification pending.',
} as const;

/** Answers of the vendor endpoints (docs/billing-and-plans.md, docs/api-contract.md#contract-details). */
export const VENDOR_ANSWERS = {
  alreadyRegistered: 'You have already registered for this company',
  accountNotFound: 'Vendor account not found',
  notVendorOfCompany: 'Only verified vendors of this company may respond to its reviews',
  reviewNotFound: 'Review not found',
  alreadyResponded: 'This review already has a response',
} as const;

/** The guidelines shown on the registration screen (docs/screens.md#screens). */
export const RESPONSE_GUIDELINES = [
  'Keep a professional, constructive tone.',
  'Do not be defensive: acknowledge the feedback and explain what you changed.',
  'Never try to identify the reviewer; reviews are anonymous.',
  'Responses are public and appear under the review on your company profile.',
] as const;

/** Business days the team takes to verify affiliation (docs/screens.md#constants-and-limits). */
export const VENDOR_VERIFICATION_DAYS = '1-2 business days';
