import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingUser } from '../../../api/types';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';
import { useModerateUser } from '../api/moderate-user';
import { applicantName, PendingUserCard } from './pending-user-card';

interface UserVerificationTabProps {
  users: PendingUser[] | undefined;
  error: unknown;
  isLoading: boolean;
}

/** Applications waiting for an admin: approve or reject each, then the list refreshes. */
export function UserVerificationTab({ users, error, isLoading }: UserVerificationTabProps) {
  const toast = useToast();
  const { trigger, isMutating } = useModerateUser();

  async function decide(user: PendingUser, approved: boolean, notes: string) {
    try {
      await trigger({ userId: user.id, approved, ...(notes.trim() ? { notes: notes.trim() } : {}) });
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
    return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>No users are waiting for verification.</Typography>;
  }
  return (
    <Stack spacing={2}>
      {users.map((user) => (
        <PendingUserCard key={user.id} user={user} busy={isMutating} onDecide={(approved, notes) => decide(user, approved, notes)} />
      ))}
    </Stack>
  );
}
