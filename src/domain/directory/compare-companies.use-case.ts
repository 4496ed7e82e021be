import type { CompanyProfile } from './company';
import { CompanyDirectory } from './company-directory.port';
import { CompanyNotFoundError } from './directory.errors';

/** How many companies one comparison holds (DECISIONS §13: 2-4 distinct ids). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const COMPARE_MESSAGE = `ids must name ${COMPARE_MIN} to ${COMPARE_MAX} different companies, separated by commas`;

/** Whether `ids` is a valid comparison: 2-4 ids, no repeats. */
export function isComparableSelection(ids: readonly string[]): boolean {
  return ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX && new Set(ids).size === ids.length;
}

/**
 * The full profiles of 2-4 companies, in the order given (DECISIONS §13), each read exactly as
 * `GET /api/companies/{id}` reads it.
 * @throws CompanyNotFoundError for the first unknown or malformed id.
 */
export class CompareCompanies {
  constructor(private readonly directory: CompanyDirectory) {}

  async execute(ids: readonly string[]): Promise<CompanyProfile[]> {
    const profiles = await Promise.all(ids.map((id) => this.directory.findProfile(id)));
    return profiles.map((profile, i) => {
      if (!profile) throw new CompanyNotFoundError(ids[i]);
      return profile;
    });
  }
}
