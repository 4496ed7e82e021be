import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** Longest moderation note, in characters (the API's limit). */
const NOTES_MAX_LENGTH = 2000;

interface DecisionControlsProps {
  busy: boolean;
  onDecide: (approved: boolean, notes: string) => void;
  notesLabel?: string;
  notesMaxLength?: number;
}

/** An admin's decision on one queue item: optional notes, then Approve or Reject. */
export function DecisionControls({ busy, onDecide, notesLabel = 'Notes (optional)', notesMaxLength = NOTES_MAX_LENGTH }: DecisionControlsProps) {
  const [notes, setNotes] = useState('');
  return (
    <>
      <TextField
        label={notesLabel}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        multiline
        minRows={2}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: notesMaxLength } }}
      />
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={busy} onClick={() => onDecide(true, notes)}>
          Approve
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => onDecide(false, notes)}>
          Reject
        </Button>
      </Stack>
    </>
  );
}
