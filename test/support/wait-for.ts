import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Resolves once `condition` holds, checking every `intervalMs`; rejects with `description` after
 * `timeoutMs`. Tests wait for the state they need this way, never for a guessed duration.
 */
export async function waitFor(condition: () => Promise<boolean> | boolean, description: string, { timeoutMs = 10_000, intervalMs = 10 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${description}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * How many backends of the entity manager's database are waiting for a lock another transaction holds (a
 * row lock, an advisory lock): the condition a test waits for to know a concurrent request got that far.
 */
export async function lockWaiters(em: EntityManager): Promise<number> {
  const result = await em
    .getKnex()
    .raw<{ rows: { n: number }[] }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
  return result.rows[0].n;
}
