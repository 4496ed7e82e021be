/** How the compare page tells rows apart: which rows differ, which score is best, which list items are shared. */

/** Whether the companies' values of a row are not all the same (lists compared as sets). */
export function differs(values: readonly unknown[]): boolean {
  const keys = values.map((value) => (Array.isArray(value) ? [...value].sort().join('\u0000') : JSON.stringify(value ?? null)));
  return new Set(keys).size > 1;
}

/** Indexes of the highest score of a row (ties share it); none when fewer than two companies have a score. */
export function bestIndexes(values: readonly (number | null)[]): number[] {
  const scored = values.filter((value): value is number => value !== null);
  if (scored.length < 2) return [];
  const best = Math.max(...scored);
  if (scored.every((value) => value === best)) return [];
  return values.flatMap((value, i) => (value === best ? [i] : []));
}

/** The items every company lists (case-insensitive), so the others can be marked as differences. */
export function sharedItems(lists: readonly (readonly string[])[]): Set<string> {
  if (lists.length === 0) return new Set();
  const [first, ...rest] = lists.map((list) => new Set(list.map((item) => item.toLowerCase())));
  return new Set([...first].filter((item) => rest.every((set) => set.has(item))));
}

/** The ids of a /compare?ids=… address: comma-separated, trimmed, without repeats, at most `max`. */
export function parseCompareIds(value: string | null, max: number): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, max);
}
