/**
 * What went wrong, in the domain's words. The API edge maps each kind to one HTTP status
 * (src/api/http/domain-error-status.ts), so an error class states its kind and never a status.
 */
export const DOMAIN_ERROR_KINDS = [
  'not_found',
  'conflict',
  'unauthenticated',
  'forbidden',
  'invalid',
  'rate_limited',
  'unavailable',
  'unsupported_media',
  'too_large',
] as const;
export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

/**
 * Base of every error the domain raises on purpose. `code` is stable ('MODULE.REASON'), `kind` says which
 * sort of failure it is (and so its HTTP status at the edge); `message` is the user-facing text (the
 * spec's wording).
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
