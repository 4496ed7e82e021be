import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/**
 * The query builder bound to the entity manager's open transaction, or to the pool when none is open,
 * so raw queries take part in the caller's `em.transactional(...)`.
 */
export function knexOf(em: EntityManager): Knex {
  return (em.getTransactionContext<Knex.Transaction>() as Knex | undefined) ?? em.getKnex();
}
