import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AutomationStates, type AutomationState } from '../../../domain/discovery/automation-state.port';
import type { DiscoveryResult } from '../../../domain/discovery/discovery-result';
import { knexOf } from './knex-of';
import { toDateOrNull } from './row-values';

type Row = Record<string, unknown>;

/** The stored form of a run's result: the same fields, the time as ISO text. */
type StoredResult = Omit<DiscoveryResult, 'ranAt'> & { ranAt: string };

const toResult = (value: unknown): DiscoveryResult | null => {
  if (value === null || typeof value !== 'object') return null;
  const stored = value as StoredResult;
  return { ...stored, ranAt: new Date(stored.ranAt) };
};

/**
 * Scheduled-job state in `automation_state`, one row per job, created on first write. A job that has
 * no row yet is inactive and has never run.
 */
@Injectable()
export class AutomationStatesRepository extends AutomationStates {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async read(job: string): Promise<AutomationState> {
    const row: Row | undefined = await knexOf(this.em)('automation_state').where('job', job).first();
    return {
      active: row?.active === true,
      lastRunAt: toDateOrNull(row?.last_run_at),
      nextRunAt: toDateOrNull(row?.next_run_at),
      lastResult: toResult(row?.last_result ?? null),
    };
  }

  async setSchedule(job: string, schedule: { active: boolean; nextRunAt: Date | null }): Promise<void> {
    await knexOf(this.em)('automation_state')
      .insert({ job, active: schedule.active, next_run_at: schedule.nextRunAt, updated_at: new Date() })
      .onConflict('job')
      .merge(['active', 'next_run_at', 'updated_at']);
  }

  async claimDueRun(job: string, now: Date, nextRunAt: Date): Promise<boolean> {
    // One statement: two instances (or a stop) racing on the row are serialised by its row lock, and
    // the loser re-checks the condition against the winner's committed row.
    const claimed: Row[] = await knexOf(this.em)('automation_state')
      .where({ job, active: true })
      .andWhere('next_run_at', '<=', now)
      .update({ next_run_at: nextRunAt, updated_at: new Date() })
      .returning(['job']);
    return claimed.length === 1;
  }

  async recordRun(job: string, result: DiscoveryResult): Promise<void> {
    const stored: StoredResult = { ...result, ranAt: result.ranAt.toISOString() };
    await knexOf(this.em)('automation_state')
      .insert({ job, last_run_at: result.ranAt, last_result: JSON.stringify(stored), updated_at: new Date() })
      .onConflict('job')
      .merge(['last_run_at', 'last_result', 'updated_at']);
  }
}
