import { useSWRConfig, type ScopedMutator } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import useSWRMutation from 'swr/mutation';
import { isApiError, totalCount } from '../../../api/client';
import type { ModerationDecision } from '../../../api/types';

/**
 * The five moderation queues of the Admin Dashboard share one paging and decision contract:
 * every queue GET takes `limit` (1-100, default 50) and `offset` and answers the
 * number pending in `X-Total-Count`; every moderate POST answers `{ id, status }`, or 409
 * "Already decided" when the item was decided already. A queue is described once (its
 * {@link AdminQueueDefinition}) and fetched, paged and decided by the hooks here.
 */

/** Items per page of a queue (the API's default). */
export const ADMIN_QUEUE_PAGE_SIZE = 50;

/** The paging query every queue GET takes. */
export interface QueuePageQuery {
  limit: number;
  offset: number;
}

/**
 * One queue: the SWR key's name, how to fetch a page, how to send a decision, and what else a
 * decision changes in the cache. `Decision` is the body of the queue's moderate POST without the
 * item's id.
 */
export interface AdminQueueDefinition<Item extends { id: string }, Decision extends ModerationDecision = ModerationDecision> {
  /** Names the SWR keys of the queue's pages: `['admin', name, offset]`. */
  name: string;
  /** GET one page of pending items, oldest first, with the response headers (X-Total-Count). */
  list(page: QueuePageQuery): Promise<{ data: Item[]; headers: Headers }>;
  /** POST the admin's decision on one item. */
  decide(item: Item, decision: Decision): Promise<unknown>;
  /** Cached data the decision changes besides the queue itself (company lists, another queue). */
  revalidateAfter?(mutate: ScopedMutator, item: Item, decision: Decision): Promise<unknown>;
}

const pageKey = (name: string) => (index: number) => ['admin', name, index * ADMIN_QUEUE_PAGE_SIZE] as const;

/** Revalidates every loaded page of the queue named `name`. */
export function revalidateAdminQueue(mutate: ScopedMutator, name: string): Promise<unknown> {
  return mutate(unstable_serialize(pageKey(name)));
}

/**
 * Any paged admin list (a queue, a search): one page of 50 at first; `loadMore` fetches the next page.
 * `items` is every loaded item, `total` the number in all (X-Total-Count; without it, what the answers
 * held). `name` keys the cache: lists of the same name share it, and a new name (a new search) starts afresh.
 */
export function useAdminPages<Item>(name: string, list: (page: QueuePageQuery) => Promise<{ data: Item[]; headers: Headers }>) {
  const pages = useSWRInfinite(pageKey(name), async ([, , offset]) => {
    const { data, headers } = await list({ limit: ADMIN_QUEUE_PAGE_SIZE, offset });
    return { items: data, total: totalCount(headers, offset + data.length) };
  });
  const loaded = pages.data;
  const items = loaded?.flatMap((page) => page.items);
  const total = loaded?.[loaded.length - 1]?.total;
  return {
    items,
    total,
    error: pages.error as unknown,
    isLoading: pages.isLoading,
    isLoadingMore: pages.isValidating && !!loaded && pages.size > loaded.length,
    hasMore: items !== undefined && total !== undefined && items.length < total,
    loadMore: () => pages.setSize(pages.size + 1),
    /** Fetches every loaded page again (after a change made from the list). */
    revalidate: () => pages.mutate(),
  };
}

/**
 * The queue, paged (useAdminPages). Instances for the same queue share one cache (the tab's badge and
 * the tab's list).
 */
export function useAdminQueue<Item extends { id: string }, Decision extends ModerationDecision>(queue: AdminQueueDefinition<Item, Decision>) {
  return useAdminPages(queue.name, queue.list);
}

/**
 * Sends a decision (`trigger({ item, decision })`), then revalidates the queue and whatever else the
 * queue says the decision changed. When the item was decided elsewhere (409 "Already decided") or is
 * gone (404), the error is rethrown for the screen to show, and the queue is revalidated so the
 * stale item disappears.
 */
export function useAdminDecision<Item extends { id: string }, Decision extends ModerationDecision>(queue: AdminQueueDefinition<Item, Decision>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', queue.name, 'decide'], async (_key, { arg: { item, decision } }: { arg: { item: Item; decision: Decision } }) => {
    try {
      const result = await queue.decide(item, decision);
      await Promise.all([revalidateAdminQueue(mutate, queue.name), queue.revalidateAfter?.(mutate, item, decision)]);
      return result;
    } catch (error) {
      // Not awaited: the screen shows the server's message at once, the card goes when the queue reloads.
      if (isApiError(error) && (error.status === 404 || error.status === 409)) void revalidateAdminQueue(mutate, queue.name);
      throw error;
    }
  });
}
