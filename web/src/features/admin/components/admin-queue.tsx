import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import type { ModerationDecision } from '../../../api/types';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';
import { useAdminDecision, useAdminQueue, type AdminQueueDefinition } from '../api/admin-queue';
import { PagedListFooter } from './paged-list-footer';

/** What a queue's card gets: its item, whether a decision is being sent, and where to send one. */
export interface AdminQueueCardProps<Item, Decision> {
  item: Item;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}

/** The words of one tab: its states and the toasts after a decision. */
export interface AdminQueueTexts<Item, Decision> {
  /** Accessible name of the loading placeholder. */
  loading: string;
  empty: string;
  loadFailed: string;
  /** The success toast of a decision. */
  decided: (item: Item, decision: Decision) => { title: string; message: string };
  /** The title of the error toast; its message is the server's (409 "Already decided", say). */
  decideFailed: string;
}

interface AdminQueueProps<Item extends { id: string }, Decision extends ModerationDecision> {
  queue: AdminQueueDefinition<Item, Decision>;
  card: ComponentType<AdminQueueCardProps<Item, Decision>>;
  texts: AdminQueueTexts<Item, Decision>;
}

/**
 * One tab of the Admin Dashboard, the same for all five queues: fetches the queue page by page
 * (`Load more`), shows loading, error and empty states, renders each pending item with the tab's
 * card, sends its decision and toasts the outcome. A decision refused because the item was decided
 * elsewhere shows the server's message ("Already decided") and the queue reloads without it.
 */
export function AdminQueue<Item extends { id: string }, Decision extends ModerationDecision>({ queue, card: Card, texts }: AdminQueueProps<Item, Decision>) {
  const toast = useToast();
  const pages = useAdminQueue(queue);
  const decision = useAdminDecision(queue);

  async function decide(item: Item, choice: Decision) {
    try {
      await decision.trigger({ item, decision: choice });
      toast({ ...texts.decided(item, choice), variant: 'success' });
    } catch (error) {
      toast({ title: texts.decideFailed, message: errorMessage(error, 'Please try again.'), variant: 'error' });
    }
  }

  if (pages.isLoading) {
    return (
      <Stack spacing={2} aria-label={texts.loading}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={240} />
        ))}
      </Stack>
    );
  }
  if (pages.error) return <Alert severity="error">{errorMessage(pages.error, texts.loadFailed)}</Alert>;
  if (!pages.items || pages.items.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{texts.empty}</Typography>;
  }
  return (
    <Stack spacing={2}>
      {pages.items.map((item) => (
        <Card key={item.id} item={item} busy={decision.isMutating} onDecide={(choice) => void decide(item, choice)} />
      ))}
      <PagedListFooter pages={pages} />
    </Stack>
  );
}
