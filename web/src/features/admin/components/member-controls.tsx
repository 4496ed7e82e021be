import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { ASSIGNABLE_ROLES, ASSIGNABLE_TIERS, SUSPENSION_REASON_MAX_LENGTH } from '@domain/administration/member-management';
import type { MemberSummary } from '../../../api/types';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';
import { useChangeMember, useChangeSuspension, type AssignableRole, type AssignableTier } from '../api/management';
import { NoteField } from './decision-controls';

const ROLE_LABELS: Record<AssignableRole, string> = { reviewer: 'Member', admin: 'Admin' };
const tierLabel = (tier: string) => tier[0].toUpperCase() + tier.slice(1);

/** Asks for the reason of a suspension (required, kept in the audit log). */
function SuspendDialog({ name, onCancel, onConfirm }: { name: string; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Suspend {name}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          Every session of the account ends now and signing in is refused until you reinstate it. Reviews and data stay. The reason is kept in the audit log.
        </DialogContentText>
        <NoteField label="Reason" value={reason} onChange={setReason} maxLength={SUSPENSION_REASON_MAX_LENGTH} required autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="error" disabled={reason.trim() === ''} onClick={() => onConfirm(reason.trim())}>
          Suspend
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What an admin changes about a member from the Members page: plan tier and role (saved together), and suspension
 * (with a reason) or reinstatement. Each change is audited; `onChanged` reloads the list.
 */
export function MemberControls({ member, name, onChanged }: { member: MemberSummary; name: string; onChanged: () => void }) {
  const [tier, setTier] = useState(member.subscriptionTier as AssignableTier);
  const [role, setRole] = useState(member.userType as AssignableRole);
  const [suspending, setSuspending] = useState(false);
  const change = useChangeMember();
  const suspension = useChangeSuspension();
  const toast = useToast();
  const unchanged = tier === member.subscriptionTier && role === member.userType;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done, message: name, variant: 'success' });
      onChanged();
    } catch (error) {
      toast({ title: 'Could not change the account', message: errorMessage(error, 'Please try again.'), variant: 'error' });
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}>
      <TextField select size="small" label="Plan" value={tier} onChange={(e) => setTier(e.target.value as AssignableTier)} sx={{ minWidth: 160 }}>
        {ASSIGNABLE_TIERS.map((value) => (
          <MenuItem key={value} value={value}>
            {tierLabel(value)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Role" value={role} onChange={(e) => setRole(e.target.value as AssignableRole)} sx={{ minWidth: 140 }}>
        {ASSIGNABLE_ROLES.map((value) => (
          <MenuItem key={value} value={value}>
            {ROLE_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={unchanged || change.isMutating}
        onClick={() =>
          void run(
            () =>
              change.trigger({
                id: member.id,
                ...(tier !== member.subscriptionTier ? { subscriptionTier: tier } : {}),
                ...(role !== member.userType ? { userType: role } : {}),
              }),
            'Plan and role saved',
          )
        }
      >
        Save plan and role
      </Button>
      {member.suspendedAt ? (
        <Button
          variant="outlined"
          startIcon={<LockOpenIcon />}
          disabled={suspension.isMutating}
          onClick={() => void run(() => suspension.trigger({ id: member.id, suspended: false }), 'Account reinstated')}
        >
          Reinstate
        </Button>
      ) : (
        <Button variant="outlined" color="error" startIcon={<BlockIcon />} disabled={suspension.isMutating} onClick={() => setSuspending(true)}>
          Suspend
        </Button>
      )}
      {suspending && (
        <SuspendDialog
          name={name}
          onCancel={() => setSuspending(false)}
          onConfirm={(reason) => {
            setSuspending(false);
            void run(() => suspension.trigger({ id: member.id, suspended: true, reason }), 'Account suspended');
          }}
        />
      )}
    </Stack>
  );
}
