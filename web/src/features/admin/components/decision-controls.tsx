import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { ModerationDecision } from '../../../api/types';

/** Longest moderation note, in characters (the API's limit). */
const NOTES_MAX_LENGTH = 2000;

interface DecisionControlsProps {
  /** Disables both buttons while any decision of the queue is being sent. */
  busy: boolean;
  /** Approve or Reject was pressed; blank notes are left out. */
  onDecide: (decision: ModerationDecision) => void;
  notesLabel?: string;
  notesHelperText?: string;
  notesMaxLength?: number;
  /** More decision fields (a rejection reason), shown beside the notes. */
  children?: ReactNode;
  /** False keeps Approve disabled; `approveHint` says what is missing. */
  canApprove?: boolean;
  approveHint?: string;
}

interface NoteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  maxLength: number;
}

/** A free-text field of a decision (the notes, a rejection reason): two rows, growing, limited. */
export function NoteField({ label, value, onChange, helperText, maxLength }: NoteFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={2}
      size="small"
      fullWidth
      helperText={helperText}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

/** An admin's decision on one queue item, the same on every card: notes, then Approve or Reject. */
export function DecisionControls({
  busy,
  onDecide,
  notesLabel = 'Notes (optional)',
  notesHelperText,
  notesMaxLength = NOTES_MAX_LENGTH,
  children,
  canApprove = true,
  approveHint,
}: DecisionControlsProps) {
  const [notes, setNotes] = useState('');
  const decide = (approved: boolean) => onDecide({ approved, ...(notes.trim() ? { notes: notes.trim() } : {}) });
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: children ? 6 : 12 }}>
          <NoteField label={notesLabel} value={notes} onChange={setNotes} helperText={notesHelperText} maxLength={notesMaxLength} />
        </Grid>
        {children && <Grid size={{ xs: 12, md: 6 }}>{children}</Grid>}
      </Grid>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={busy || !canApprove} onClick={() => decide(true)}>
          Approve
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => decide(false)}>
          Reject
        </Button>
      </Stack>
      {!canApprove && approveHint && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {approveHint}
        </Typography>
      )}
    </>
  );
}
