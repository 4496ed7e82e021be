/**
 * The names of what a public answer depends on (surrogate keys), shared by the answers that carry them
 * (`Surrogate-Key` header), the database triggers that announce changes with them, and the caches that purge by
 * them: the in-process cache of each instance and any proxy in front (docs/operations.md).
 */

/** Anything that lists or counts companies: directory pages, facets, the methodology's platform means, the sitemap. */
export const DIRECTORY_KEY = 'directory';

/** Announced when a change may affect every public answer (a rescoring of every company, a truncate, a lost feed). */
export const EVERY_KEY = '*';

const COMPANY_PREFIX = 'company:';

/** One company's profile and reviews, its profile page: `company:<uuid>` (the id as stored, lower case). */
export function companyKey(companyId: string): string {
  return `${COMPANY_PREFIX}${companyId.toLowerCase()}`;
}

/**
 * The keys of a change notification's payload (space-separated). An empty payload (as older triggers sent)
 * stands for every key.
 */
export function keysOfPayload(payload: string): string[] {
  const keys = payload.split(' ').filter((key) => key.length > 0);
  return keys.length === 0 ? [EVERY_KEY] : keys;
}
