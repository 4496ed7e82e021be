/**
 * Validation rules and messages of the account forms, shared by the API's DTOs and the web's Yup
 * schemas so both say the same thing (docs/api-contract.md#errors-and-validation). Source: docs/api-contract.md#form-rules and docs/api-contract.md#form-rules.
 */

/** Minimum password length, in characters (docs/screens.md#constants-and-limits). */
export const PASSWORD_MIN_LENGTH = 8;
/** Maximum password length, in characters: bounds the hashing work per request. */
export const PASSWORD_MAX_LENGTH = 200;
/** Maximum length of names, company and job title, in characters. */
export const PROFILE_TEXT_MAX_LENGTH = 200;
/** Maximum length of an email address (RFC 5321), in characters. */
export const EMAIL_MAX_LENGTH = 254;

export const ACCOUNT_MESSAGES = {
  email: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordRequired: 'Password is required',
  /** docs/security.md#trust-and-safety-rules: a password on the 10,000 most common list. Checked by the server only (the list stays out of the web bundle). */
  passwordTooCommon: 'This password is too common',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  company: 'Company name is required',
  jobTitle: 'Job title is required',
  linkedinProfile: 'Please enter a valid LinkedIn URL',
  tooLong: `Must be at most ${PROFILE_TEXT_MAX_LENGTH} characters`,
  passwordsDontMatch: "Passwords don't match",
  /** docs/security.md#trust-and-safety-rules, docs/administration.md: the current password given to change the password or delete the account is wrong. */
  passwordIncorrect: 'Password is incorrect',
  adminSetupBoth: 'Please fill in both email and password',
  adminSetupPassword: 'Password must be at least 8 characters',
  adminEmail: 'Please enter your admin email',
} as const;

/** Answers of the account endpoints (docs/accounts.md, docs/accounts.md#roles-and-admin-accounts). */
export const ACCOUNT_ANSWERS = {
  signupAccepted: 'Application submitted. Check your inbox to confirm your email address.',
  duplicateEmail: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  pending: 'Your application is pending review',
  rejected: 'Your application was not approved',
  suspended: 'This account is suspended',
  tooManyAttempts: 'Too many sign-in attempts. Try again later.',
  forgotPasswordNeutral: 'If an account exists for that email, we have sent a link to reset the password.',
  /** docs/security.md#trust-and-safety-rules: the answer to a resend request, whether or not an unconfirmed application exists. */
  resendConfirmationNeutral: 'If an application for that email still needs confirming, we have sent a new confirmation link.',
  /** Right password, but the applicant has not opened the confirmation link yet (403, like a pending application). */
  emailNotConfirmed: 'Please confirm your email address first. Open the link we sent you, or ask for a new one.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  invalidResetToken: 'This reset link is invalid or has expired',
  adminExists: 'An admin already exists',
  notAdmin: "You don't have admin privileges.",
  authenticationRequired: 'Authentication required',
  /** A signed-in member at an endpoint that grants access to nobody (access is denied unless declared). */
  accessDenied: 'You do not have access to this',
  demoSignInUnavailable: 'No API endpoint GET /api/dev-login-redirect',
  demoReviewerMissing: 'The demo reviewer does not exist',
} as const;

/**
 * How long an admin takes to decide an application that is not approved on confirmation: the promise every
 * screen and mail makes (the admin's User Verification tab shows each application's age).
 */
export const APPLICATION_REVIEW_TURNAROUND = '1-2 business days';

/** A simple, permissive email shape check (one @, a dot in the domain, no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** LinkedIn profile URLs: http(s)://(www.|xx.)linkedin.com/… */
export const LINKEDIN_URL_PATTERN = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/.+/i;

/** Emails compare case-insensitively and are stored lower-case (docs/api-contract.md#contract-details). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
