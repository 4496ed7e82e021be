import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AutomationStates, type AutomationState } from '../../../domain/discovery/automation-state.port';
import type { DiscoveryResult } from '../../../domain/discovery/discovery-result';
import { AutomationStateRecord } from '../schemas/automation-state.schema';
import { tableOf } from '../tables';
import { toDateOrNull } from './row-values';

const states = tableOf(AutomationStateRecord);

/** The stored form of a run's result: the same fields, the time as ISO text. */
type StoredResult = Omit<DiscoveryResult, 'ranAt'> & { ranAt: string };

const toResult = (value: Record<string, unknown> | null): DiscoveryResult | null => {
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
    const row = await states.pick('active', 'last_run_at', 'next_run_at', 'last_result').first(states.query(this.em).where(states.col('job'), job));
    return {
      active: row?.active === true,
      lastRunAt: toDateOrNull(row?.last_run_at),
      nextRunAt: toDateOrNull(row?.next_run_at),
      lastResult: toResult(row?.last_result ?? null),
    };
  }

  async setSchedule(job: string, schedule: { active: boolean; nextRunAt: Date | null }): Promise<void> {
    await states
      .query(this.em)
      .insert(states.values({ job, active: schedule.active, next_run_at: schedule.nextRunAt, updated_at: new Date() }))
      .onConflict(states.col('job'))
      .merge([states.col('active'), states.col('next_run_at'), states.col('updated_at')]);
  }

  async claimDueRun(job: string, now: Date, nextRunAt: Date): Promise<boolean> {
    // One statement: two instances (or a stop) racing on the row are serialised by its row lock, and
    // the loser re-checks the condition against the winner's committed row.
    const claim = states
      .query(this.em)
      .where(states.col('job'), job)
      .where(states.col('active'), true)
      .andWhere(states.col('next_run_at'), '<=', now)
      .update(states.values({ next_run_at: nextRunAt, updated_at: new Date() }));
    return (await states.pick('job').returning(claim)).length === 1;
  }

  async recordRun(job: string, result: DiscoveryResult): Promise<void> {
    const stored: StoredResult = { ...result, ranAt: result.ranAt.toISOString() };
    await states
      .query(this.em)
      .insert(states.values({ job, last_run_at: result.ranAt, last_result: stored, updated_at: new Date() }))
      .onConflict(states.col('job'))
      .merge([states.col('last_run_at'), states.col('last_result'), states.col('updated_at')]);
  }
}
