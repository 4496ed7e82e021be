import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { knexOf } from './repositories/knex-of';

/**
 * Transactions through MikroORM: inside `run`, every repository's knexOf(em) resolves to the open
 * transaction (MikroORM's transaction context), so the work commits or rolls back as one.
 */
@Injectable()
export class MikroOrmUnitOfWork extends UnitOfWork {
  constructor(private readonly em: EntityManager) {
    super();
  }

  run<T>(work: () => Promise<T>, options: { lock?: string } = {}): Promise<T> {
    return this.em.transactional(async (tx) => {
      if (options.lock) await knexOf(tx).raw('select pg_advisory_xact_lock(hashtext(?))', [options.lock]);
      return work();
    });
  }
}
