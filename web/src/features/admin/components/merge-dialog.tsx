import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import type { AdminCompanySubmission, CompanyOption } from '../../../api/types';
import { CompanyPicker } from '../../../components/company-picker';
import { NoteField } from './decision-controls';

/**
 * Merge a proposal into the listed company it turned out to be (docs/administration.md): pick one of its possible
 * duplicates or search the directory, then confirm. Its held reviews move to that company's moderation.
 */
export function MergeDialog({
  submission,
  busy,
  onCancel,
  onConfirm,
}: {
  submission: AdminCompanySubmission;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (companyId: string, notes: string | undefined) => void;
}) {
  const suggestions = submission.possibleDuplicates;
  const [choice, setChoice] = useState<string>(suggestions[0]?.id ?? 'search');
  const [searched, setSearched] = useState<CompanyOption | null>(null);
  const [notes, setNotes] = useState('');
  const titleId = useId();
  const choiceId = useId();
  const companyId = choice === 'search' ? (searched?.id ?? null) : choice;
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Merge {submission.name} into a listed company</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The proposal closes as a duplicate; the reviews held for it enter moderation for the company you choose, and the submitter is told.
        </DialogContentText>
        <Stack spacing={2}>
          <div>
            <FormLabel id={choiceId}>Listed company</FormLabel>
            <RadioGroup aria-labelledby={choiceId} value={choice} onChange={(e) => setChoice(e.target.value)}>
              {suggestions.map((d) => (
                <FormControlLabel key={d.id} value={d.id} control={<Radio />} label={d.name} />
              ))}
              <FormControlLabel value="search" control={<Radio />} label="Another company" />
            </RadioGroup>
          </div>
          {choice === 'search' && <CompanyPicker id={`${titleId}-company`} value={searched} onChange={setSearched} />}
          <NoteField label="Notes (optional)" value={notes} onChange={setNotes} maxLength={2000} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={busy || companyId === null} onClick={() => companyId && onConfirm(companyId, notes.trim() || undefined)}>
          Merge
        </Button>
      </DialogActions>
    </Dialog>
  );
}
