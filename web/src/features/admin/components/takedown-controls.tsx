import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { TAKEDOWN_REASON_MAX_LENGTH } from '@domain/moderation/review-publication';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';
import { useChangePublication, type PublicationChange } from '../api/takedowns';
import { NoteField } from './decision-controls';

/** Asks for the reason of a takedown (required): the author is mailed it and the audit log keeps it. */
function TakedownDialog({ subject, recipient, onCancel, onConfirm }: { subject: string; recipient: string; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Unpublish {subject}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          It leaves the profile and every public list at once, and the company&apos;s scores no longer count it. The reason is emailed to {recipient} and kept in the
          audit log. You can publish it again later.
        </DialogContentText>
        <NoteField label="Reason" value={reason} onChange={setReason} maxLength={TAKEDOWN_REASON_MAX_LENGTH} required autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="error" disabled={reason.trim() === ''} onClick={() => onConfirm(reason.trim())}>
          Unpublish
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Unpublish (with a reason) or publish again one review, intelligence entry or vendor response, then `onChanged` so
 * the list around it reloads.
 */
export function TakedownControls({
  target,
  published,
  subject,
  recipient,
  onChanged,
}: {
  target: Omit<PublicationChange, 'published' | 'reason'>;
  published: boolean;
  /** What is taken down, for the dialog ("this review of Lonza"). */
  subject: string;
  /** Who is mailed ("the author", "the vendor"). */
  recipient: string;
  onChanged: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const change = useChangePublication();
  const toast = useToast();
  const send = async (arg: PublicationChange) => {
    try {
      await change.trigger(arg);
      toast({
        title: arg.published ? 'Published again' : 'Unpublished',
        message: `${subject[0].toUpperCase()}${subject.slice(1)} ${arg.published ? 'is public again' : 'no longer shows'}.`,
        variant: 'success',
      });
      onChanged();
    } catch (error) {
      toast({ title: 'Could not change it', message: errorMessage(error, 'Please try again.'), variant: 'error' });
    }
  };
  return (
    <>
      {published ? (
        <Button size="small" variant="outlined" color="error" startIcon={<VisibilityOffOutlinedIcon />} disabled={change.isMutating} onClick={() => setAsking(true)}>
          Unpublish
        </Button>
      ) : (
        <Button size="small" variant="outlined" startIcon={<RestoreIcon />} disabled={change.isMutating} onClick={() => void send({ ...target, published: true })}>
          Publish again
        </Button>
      )}
      {asking && (
        <TakedownDialog
          subject={subject}
          recipient={recipient}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => {
            setAsking(false);
            void send({ ...target, published: false, reason });
          }}
        />
      )}
    </>
  );
}
