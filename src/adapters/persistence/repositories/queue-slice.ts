import type { Knex } from '@mikro-orm/postgresql';
import type { QueuePage, QueueSlice } from '../../../domain/moderation/moderation';

/**
 * One page of an ordered admin-queue query and the number of rows the whole query has. The count runs on
 * the same filters without ordering or columns, beside the page's own query.
 */
export async function queueSlice<T>(query: Knex.QueryBuilder, page: QueuePage, toItem: (row: Record<string, unknown>) => T): Promise<QueueSlice<T>> {
  const [rows, counts] = await Promise.all([
    query.clone().limit(page.limit).offset(page.offset),
    query.clone().clearSelect().clearOrder().count({ total: '*' }),
  ]);
  return { items: (rows as Record<string, unknown>[]).map(toItem), total: Number((counts as { total: unknown }[])[0]?.total ?? 0) };
}
