import { AutomationStatesRepository } from '../../src/adapters/persistence/repositories/automation-states.repository';
import type { AutomationStates } from '../../src/domain/discovery/automation-state.port';
import type { DiscoveryResult } from '../../src/domain/discovery/discovery-result';
import { InMemoryAutomationStates } from '../support/fakes/automation-states.fake';
import { startRepositoryDatabase, type RepositoryDatabase } from '../support/repository-database';

let db: RepositoryDatabase;
beforeAll(async () => {
  db = await startRepositoryDatabase();
});
afterAll(() => db.close());

// One contract, two implementations: the adapter (each test in a rolled-back transaction) and the fake.
const implementations: [string, (test: (sut: AutomationStates) => Promise<void>) => Promise<void>][] = [
  ['AutomationStatesRepository', (test) => db.rollingBack(() => test(new AutomationStatesRepository(db.em)))],
  ['InMemoryAutomationStates', (test) => test(new InMemoryAutomationStates())],
];

const at = (iso: string) => new Date(iso);

describe.each(implementations)('AutomationStates: %s', (_name, withSut) => {
  it('reads a job never written as inactive and never run', () =>
    withSut(async (sut) => {
      await expect(sut.read('never-written')).resolves.toEqual({ active: false, lastRunAt: null, nextRunAt: null, lastResult: null });
    }));

  it('claims a due run once, never before it is due nor while the job is stopped', () =>
    withSut(async (sut) => {
      await sut.setSchedule('job', { active: true, nextRunAt: at('2026-11-22T12:00:00Z') });
      await expect(sut.claimDueRun('job', at('2026-11-22T11:59:59Z'), at('2026-11-23T11:59:59Z'))).resolves.toBe(false);
      await expect(sut.claimDueRun('job', at('2026-11-22T12:00:00Z'), at('2026-11-23T12:00:00Z'))).resolves.toBe(true);
      await expect(sut.claimDueRun('job', at('2026-11-22T12:00:00Z'), at('2026-11-23T12:00:00Z'))).resolves.toBe(false);
      await expect(sut.read('job')).resolves.toMatchObject({ active: true, nextRunAt: at('2026-11-23T12:00:00Z') });
      await sut.setSchedule('job', { active: false, nextRunAt: null });
      await expect(sut.claimDueRun('job', at('2026-12-01T00:00:00Z'), at('2026-12-02T00:00:00Z'))).resolves.toBe(false);
    }));

  it('keeps the last run’s result, its time as a Date, beside the schedule', () =>
    withSut(async (sut) => {
      const result: DiscoveryResult = {
        companiesFound: 2,
        summary: '1 source answered: 2 reported, 0 already known.',
        sources: [],
        newSubmissions: [],
        category: null,
        trigger: 'schedule',
        ranAt: at('2026-11-22T12:00:05.250Z'),
      };
      await sut.setSchedule('job', { active: true, nextRunAt: at('2026-11-23T12:00:00Z') });
      await sut.recordRun('job', result);
      await expect(sut.read('job')).resolves.toEqual({ active: true, nextRunAt: at('2026-11-23T12:00:00Z'), lastRunAt: result.ranAt, lastResult: result });
    }));
});
