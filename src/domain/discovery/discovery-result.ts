import type { DiscoveryCategoryKey } from './discovery-categories';
import type { CreatedSubmission } from './discovered-submissions.port';

/** What one source contributed to a run (spec part 2 §3 "Discovery result", `sources`). */
export interface SourceReport {
  name: string;
  /** Companies the source reported (after dropping nameless ones). */
  found: number;
  /** Pending submissions created from them. */
  created: number;
  /** Companies already in the directory, already submitted, or reported twice. */
  duplicates: number;
  /** Why the source failed (timeout, unreadable answer); absent when it answered. */
  error?: string;
}

/**
 * One discovery run: `companiesFound` is the number of new companies (pending submissions created),
 * `summary` one sentence for the admin's toast, `sources` the per-source breakdown.
 */
export interface DiscoveryResult {
  companiesFound: number;
  summary: string;
  sources: SourceReport[];
  newSubmissions: CreatedSubmission[];
  category: DiscoveryCategoryKey | null;
  trigger: 'manual' | 'schedule';
  ranAt: Date;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The run in one sentence, e.g. "3 new companies from 2 sources (5 found, 2 already known);
 * feed:partners failed: timed out after 20000 ms."
 */
export function summarise(sources: readonly SourceReport[]): string {
  if (sources.length === 0) return 'No discovery sources are configured.';
  const created = sources.reduce((sum, s) => sum + s.created, 0);
  const found = sources.reduce((sum, s) => sum + s.found, 0);
  const duplicates = sources.reduce((sum, s) => sum + s.duplicates, 0);
  const answered = sources.filter((s) => s.error === undefined).length;
  let text = `${plural(created, 'new company', 'new companies')} from ${plural(answered, 'source')} (${found} found, ${duplicates} already known)`;
  const failed = sources.filter((s) => s.error !== undefined);
  if (failed.length > 0) text += `; ${failed.map((s) => `${s.name} failed: ${s.error}`).join('; ')}`;
  return `${text}.`;
}
