import type { DiscoveryCategoryKey } from './discovery-categories';
import type { CreatedSubmission } from './discovered-submissions.port';

/** What one source contributed to a run (docs/data-model.md#transfer-shapes, `sources`). */
export interface SourceReport {
  name: string;
  /** Companies the source reported (after dropping nameless ones). */
  found: number;
  /** Pending submissions created from them. */
  created: number;
  /** Companies already in the directory, already submitted, or reported twice. */
  duplicates: number;
  /** Rows the source skipped as invalid (feeds); absent when none. */
  invalid?: number;
  /** True when the source stopped at its limit and has more companies than it reported; absent otherwise. */
  truncated?: boolean;
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

/** How a run went as a whole: every source answered, some failed, or none answered (or none is configured). */
export type RunOutcome = 'completed' | 'partial' | 'failed';

/**
 * The run's outcome from its sources: a run in which no source answered found nothing because it
 * could not look, which is a failure, never a "complete" run with 0 companies.
 */
export function runOutcome(sources: readonly Pick<SourceReport, 'error'>[]): RunOutcome {
  const failed = sources.filter((s) => s.error !== undefined).length;
  if (sources.length === 0 || failed === sources.length) return 'failed';
  return failed > 0 ? 'partial' : 'completed';
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The run in one sentence, without the new-company count the result carries beside it, e.g.
 * "2 sources answered: 6 reported, 2 already known." or "1 of 2 sources answered: 4 reported,
 * 2 already known; feed:partners failed: timed out after 20000 ms." Invalid rows a source skipped and
 * a source that stopped at its limit are named too ("feed:x skipped 2 invalid rows", "wikidata has more
 * companies than one run reads").
 */
export function summarise(sources: readonly SourceReport[]): string {
  if (sources.length === 0) return 'No discovery sources are configured.';
  const found = sources.reduce((sum, s) => sum + s.found, 0);
  const duplicates = sources.reduce((sum, s) => sum + s.duplicates, 0);
  const failed = sources.filter((s) => s.error !== undefined);
  const answered = sources.length - failed.length;
  const who = failed.length === 0 ? `${plural(answered, 'source')} answered` : `${answered} of ${plural(sources.length, 'source')} answered`;
  let text = `${who}: ${found} reported, ${duplicates} already known`;
  const skipped = sources.filter((s) => (s.invalid ?? 0) > 0);
  if (skipped.length > 0) text += `; ${skipped.map((s) => `${s.name} skipped ${plural(s.invalid!, 'invalid row')}`).join('; ')}`;
  const truncated = sources.filter((s) => s.truncated);
  if (truncated.length > 0) text += `; ${truncated.map((s) => `${s.name} has more companies than one run reads`).join('; ')}`;
  if (failed.length > 0) text += `; ${failed.map((s) => `${s.name} failed: ${s.error}`).join('; ')}`;
  return `${text}.`;
}
