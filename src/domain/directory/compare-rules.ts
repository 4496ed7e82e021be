/** How many companies one comparison holds (docs/deciding.md: 2-4 distinct ids). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const COMPARE_MESSAGE = `ids must name ${COMPARE_MIN} to ${COMPARE_MAX} different companies, separated by commas`;

/** Whether `ids` is a valid comparison: 2-4 ids, no repeats. */
export function isComparableSelection(ids: readonly string[]): boolean {
  return ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX && new Set(ids).size === ids.length;
}
