import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { REGULATORY_REFRESH_JOB, RefreshSchedule, type RefreshOutcome } from '../../../domain/regulatory/refresh-schedule.port';
import { AutomationStateRecord } from '../schemas/automation-state.schema';
import { tableOf } from '../tables';
import { knexOf } from './knex-of';

const states = tableOf(AutomationStateRecord);

/**
 * The regulatory refresh's schedule: its row of `automation_state` (job "regulatory-refresh"), claimed by one
 * conditional update per due run, as the discovery schedule is, so one instance runs it.
 */
@Injectable()
export class RefreshScheduleRepository extends RefreshSchedule {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async ensureActive(firstRunAt: Date): Promise<void> {
    const knex = knexOf(this.em);
    await states
      .query(this.em)
      .insert(states.values({ job: REGULATORY_REFRESH_JOB, active: true, next_run_at: firstRunAt, updated_at: new Date() }))
      .onConflict(states.col('job'))
      .merge({
        active: true,
        next_run_at: knex.raw(`coalesce(${states.name}.next_run_at, excluded.next_run_at)`),
        updated_at: knex.raw('excluded.updated_at'),
      })
      .where(knex.raw(`not ${states.name}.active or ${states.name}.next_run_at is null`));
  }

  async claimDueRun(now: Date, nextRunAt: Date): Promise<boolean> {
    const claim = states
      .query(this.em)
      .where(states.col('job'), REGULATORY_REFRESH_JOB)
      .where(states.col('active'), true)
      .andWhere(states.col('next_run_at'), '<=', now)
      .update(states.values({ next_run_at: nextRunAt, updated_at: new Date() }));
    return (await states.pick('job').returning(claim)).length === 1;
  }

  async recordRun(outcome: RefreshOutcome): Promise<void> {
    await states
      .query(this.em)
      .where(states.col('job'), REGULATORY_REFRESH_JOB)
      .update(states.values({ last_run_at: outcome.ranAt, last_result: { ...outcome, ranAt: outcome.ranAt.toISOString() }, updated_at: new Date() }));
  }
}
