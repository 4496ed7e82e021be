import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import type { ModerationDecision } from '../../../api/types';

/** Longest moderation note or reason, in characters (the API's limit). */
const NOTES_MAX_LENGTH = 2000;

/** What the admin chose: approve with optional notes, or reject with the reason the person is mailed. */
export interface DecisionChoice {
  approved: boolean;
  /** The notes field, trimmed; absent when blank. */
  notes?: string;
  /** On rejection: the confirmed reason (never blank). */
  reason?: string;
}

/**
 * The decision body of the queues that mail their notes to the person (applications, verification requests,
 * reviews, vendor claims): a rejection's reason is its notes.
 */
export function notesDecision({ approved, notes, reason }: DecisionChoice): ModerationDecision {
  const text = approved ? notes : reason;
  return { approved, ...(text ? { notes: text } : {}) };
}

interface DecisionControlsProps {
  /** Disables both buttons while any decision of the queue is being sent. */
  busy: boolean;
  /** Approve was pressed, or a rejection was confirmed with its reason. */
  onDecide: (choice: DecisionChoice) => void;
  /** What is decided, for the confirmation ("the application of Jane Doe"). */
  subject: string;
  /** Who is mailed the reason ("jane@acme.com"), or null when nobody is (a discovered company). */
  recipient: string | null;
  notesLabel?: string;
  notesHelperText?: string;
  notesMaxLength?: number;
  /** More decision fields, shown beside the notes. */
  children?: ReactNode;
  /** False keeps Approve disabled; `approveHint` says what is missing. */
  canApprove?: boolean;
  approveHint?: string;
  /** More actions beside Approve and Reject (Merge). */
  actions?: ReactNode;
}

interface NoteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  maxLength: number;
  required?: boolean;
  autoFocus?: boolean;
}

/** A free-text field of a decision (the notes, a reason): two rows, growing, limited. */
export function NoteField({ label, value, onChange, helperText, maxLength, required, autoFocus }: NoteFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={2}
      size="small"
      fullWidth
      required={required}
      autoFocus={autoFocus}
      helperText={helperText}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

/**
 * Asks before a rejection, and for its reason: rejecting cannot be undone and the person is told
 * why. Reject stays disabled until a reason is written.
 */
export function RejectDialog({
  open,
  subject,
  recipient,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  subject: string;
  recipient: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const titleId = useId();
  const textId = useId();
  const ready = reason.trim() !== '';
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Reject {subject}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          A rejection cannot be undone. {recipient ? `The reason is emailed to ${recipient}.` : 'The reason is kept with the decision.'}
        </DialogContentText>
        <NoteField label="Reason" value={reason} onChange={setReason} maxLength={NOTES_MAX_LENGTH} required autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="error" disabled={!ready} onClick={() => onConfirm(reason.trim())}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * An admin's decision on one queue item, the same on every card: notes, then Approve, or Reject after a
 * confirmation that asks for the reason.
 */
export function DecisionControls({
  busy,
  onDecide,
  subject,
  recipient,
  notesLabel = 'Notes (optional)',
  notesHelperText,
  notesMaxLength = NOTES_MAX_LENGTH,
  children,
  canApprove = true,
  approveHint,
  actions,
}: DecisionControlsProps) {
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState(false);
  const trimmed = notes.trim();
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: children ? 6 : 12 }}>
          <NoteField label={notesLabel} value={notes} onChange={setNotes} helperText={notesHelperText} maxLength={notesMaxLength} />
        </Grid>
        {children && <Grid size={{ xs: 12, md: 6 }}>{children}</Grid>}
      </Grid>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1.5 }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          disabled={busy || !canApprove}
          onClick={() => onDecide({ approved: true, ...(trimmed ? { notes: trimmed } : {}) })}
        >
          Approve
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => setConfirming(true)}>
          Reject
        </Button>
        {actions}
      </Stack>
      {!canApprove && approveHint && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {approveHint}
        </Typography>
      )}
      {confirming && (
        <RejectDialog
          open
          subject={subject}
          recipient={recipient}
          onCancel={() => setConfirming(false)}
          onConfirm={(reason) => {
            setConfirming(false);
            onDecide({ approved: false, ...(trimmed ? { notes: trimmed } : {}), reason });
          }}
        />
      )}
    </>
  );
}
