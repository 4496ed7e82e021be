import 'reflect-metadata';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from '../../src/adapters/persistence/mikro-orm-options';
import { MikroOrmUnitOfWork } from '../../src/adapters/persistence/unit-of-work.adapter';
import { createTestDatabase } from './test-database';

/** A migrated database of its own for one repository test file: the persistence adapters without the app. */
export interface RepositoryDatabase {
  orm: MikroORM;
  /** The entity manager the adapters take (the app injects the same root one). */
  em: EntityManager;
  /** Transactions as the app runs them. */
  unitOfWork: MikroOrmUnitOfWork;
  /**
   * Runs `work` in a transaction that is rolled back afterwards, so a test leaves nothing behind: the
   * adapters join it through the entity manager, as they join the app's unit of work.
   */
  rollingBack(work: () => Promise<void>): Promise<void>;
  /** Runs `sql` on the database outside any transaction (e.g. to watch pg_stat_activity). */
  query<R>(sql: string, bindings?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/** Creates a fresh database in the test run's PostgreSQL server with every migration applied. */
export async function startRepositoryDatabase(): Promise<RepositoryDatabase> {
  const database = await createTestDatabase({ migrated: true });
  const orm = await MikroORM.init(mikroOrmOptions(database.url));
  return {
    orm,
    em: orm.em,
    unitOfWork: new MikroOrmUnitOfWork(orm.em),
    rollingBack: async (work) => {
      const rollback = new Error('roll back');
      await orm.em
        .transactional(async () => {
          await work();
          throw rollback;
        })
        .catch((error: unknown) => {
          if (error !== rollback) throw error;
        });
    },
    query: async <R>(sql: string, bindings: unknown[] = []) => (await orm.em.getKnex().raw(sql, bindings as never[])).rows as R[],
    close: async () => {
      await orm.close();
      await database.drop();
    },
  };
}
