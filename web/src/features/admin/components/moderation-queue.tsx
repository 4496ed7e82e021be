import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';
import { applicantName, PendingUserCard, type Applicant } from './pending-user-card';

interface ModerationQueueProps {
  users: Applicant[] | undefined;
  error: unknown;
  isLoading: boolean;
  /** Sends the decision; the caller's mutation refreshes the list. */
  decide: (id: string, approved: boolean, notes: string | undefined) => Promise<unknown>;
  isMutating: boolean;
  emptyText: string;
}

/**
 * A queue of people waiting for an admin (applications, or members asking for industry
 * verification): approve or reject each with optional notes, then the list refreshes.
 */
export function ModerationQueue({ users, error, isLoading, decide: send, isMutating, emptyText }: ModerationQueueProps) {
  const toast = useToast();

  async function decide(user: Applicant, approved: boolean, notes: string) {
    try {
      await send(user.id, approved, notes.trim() || undefined);
      toast({
        title: 'User status updated successfully',
        message: `${applicantName(user)} was ${approved ? 'approved' : 'rejected'}.`,
        variant: 'success',
      });
    } catch (err) {
      toast({ title: 'Error updating user status', message: errorMessage(err, 'Please try again.'), variant: 'error' });
    }
  }

  if (isLoading) {
    return (
      <Stack spacing={2} aria-label="Loading pending users">
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={220} />
        ))}
      </Stack>
    );
  }
  if (error) return <Alert severity="error">{errorMessage(error, 'Could not load the pending users.')}</Alert>;
  if (!users || users.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{emptyText}</Typography>;
  }
  return (
    <Stack spacing={2}>
      {users.map((user) => (
        <PendingUserCard key={user.id} user={user} busy={isMutating} onDecide={(approved, notes) => decide(user, approved, notes)} />
      ))}
    </Stack>
  );
}
