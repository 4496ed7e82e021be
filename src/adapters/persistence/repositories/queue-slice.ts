import type { Knex } from '@mikro-orm/postgresql';
import type { QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import type { Projection } from '../tables';

/**
 * One page of an ordered admin-queue query (selecting `projection`) and the number of rows the whole
 * query has. The count runs on the same filters without ordering or columns, beside the page's own query.
 */
export async function queueSlice<R, T>(query: Knex.QueryBuilder, projection: Projection<R>, page: QueuePage, toItem: (row: R) => T): Promise<QueueSlice<T>> {
  const [rows, counts] = await Promise.all([
    projection.rows(query.clone().limit(page.limit).offset(page.offset)),
    query.clone().clearSelect().clearOrder().count({ total: '*' }),
  ]);
  return { items: rows.map(toItem), total: Number((counts as { total: string }[])[0]?.total ?? 0) };
}
