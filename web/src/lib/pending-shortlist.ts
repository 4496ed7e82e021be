import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { addToShortlist } from '../api/shortlist';
import { useToast } from '../components/use-toast';
import { useSession } from './session';

/**
 * A company a visitor asked to shortlist before signing in: remembered in sessionStorage (this tab only,
 * gone with it) and added once the session shows a member (docs/deciding.md).
 */
const STORAGE_KEY = 'biovetted.pendingShortlist';

export interface PendingShortlist {
  companyId: string;
  companyName: string;
}

export function rememberPendingShortlist(entry: PendingShortlist): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // Storage off (private mode): the visitor adds it again after signing in.
  }
}

function takePendingShortlist(): PendingShortlist | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<PendingShortlist>) : null;
    return parsed && typeof parsed.companyId === 'string' ? { companyId: parsed.companyId, companyName: String(parsed.companyName ?? 'The company') } : null;
  } catch {
    return null;
  }
}

/** Adds the remembered company once a member is signed in; mounted once, in the layout. */
export function useApplyPendingShortlist(): void {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const applied = useRef(false);
  useEffect(() => {
    if (!user || applied.current) return;
    applied.current = true;
    const pending = takePendingShortlist();
    if (!pending) return;
    addToShortlist(mutate, pending.companyId).then(
      () => toast({ title: 'Added to your shortlist', message: `${pending.companyName} is on your shortlist.`, variant: 'success' }),
      (error: Error) => toast({ title: 'Could not add to your shortlist', message: error.message, variant: 'error' }),
    );
  }, [user, mutate, toast]);
}
