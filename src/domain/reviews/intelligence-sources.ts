import { DomainError } from '../shared/domain-error';

export const INTELLIGENCE_SOURCE_MESSAGES = {
  duplicate: 'This source is already recorded for this company',
} as const;

/**
 * A source URL as duplicates are found: without scheme, `www.`, fragment, trailing slashes or case, so
 * `https://www.FiercePharma.com/a/b/#top` and `http://fiercepharma.com/a/b` are the same source. Blank → null.
 */
export function sourceUrlKey(url: string | null | undefined): string | null {
  const trimmed = url?.trim().toLowerCase() ?? '';
  if (trimmed === '') return null;
  return trimmed
    .replace(/#.*$/, '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/** Whether `url` names a source already among `recorded` (both compared by {@link sourceUrlKey}). */
export function isRecordedSource(url: string | null, recorded: readonly (string | null)[]): boolean {
  const key = sourceUrlKey(url);
  return key !== null && recorded.some((other) => sourceUrlKey(other) === key);
}

/** The same source URL recorded twice for one company (409). */
export class DuplicateIntelligenceSourceError extends DomainError {
  readonly code = 'REVIEWS.DUPLICATE_SOURCE' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(INTELLIGENCE_SOURCE_MESSAGES.duplicate);
  }
}
