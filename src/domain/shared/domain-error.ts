/**
 * Base of every error the domain raises on purpose. `code` is stable ('MODULE.REASON') and is mapped to
 * an HTTP status in one place at the API edge; `message` is the user-facing text (the spec's wording).
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
