import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { DEFAULT_PROJECT_NAME } from '@domain/projects/project-rules';
import { editableProjects, putProjectCompany, useProjects } from '../api/projects';
import { addToShortlist } from '../api/shortlist';
import { useSession } from '../lib/session';
import { errorMessage } from '../lib/error-message';
import { ShortlistToggle } from './shortlist-toggle';
import { useToast } from './use-toast';
import { VisuallyHidden } from './visually-hidden';

/** The choice that stands for the member's shortlist before it exists (it is created on the first add). */
const NEW_SHORTLIST = 'shortlist';

/**
 * "Add to shortlist" on a profile: asks which project to add the company to, the most recently used one chosen
 * (the member's own and those shared with them as editor). A visitor gets the shortlist button's sign-in prompt.
 */
export function AddToProject({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { user } = useSession();
  const { data: projects } = useProjects(user !== null);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  if (!user) return <ShortlistToggle companyId={companyId} companyName={companyName} size="medium" />;

  const choices = editableProjects(projects);
  const hasShortlist = choices.some((project) => project.isDefault);
  const options = [
    ...choices.map((project) => ({ value: project.id, label: project.name })),
    ...(hasShortlist ? [] : [{ value: NEW_SHORTLIST, label: DEFAULT_PROJECT_NAME }]),
  ];
  const selected = chosen || options[0]?.value || NEW_SHORTLIST;

  const add = async () => {
    setBusy(true);
    try {
      if (selected === NEW_SHORTLIST) await addToShortlist(mutate, companyId);
      else await putProjectCompany(mutate, selected, companyId);
      const label = options.find((option) => option.value === selected)?.label ?? DEFAULT_PROJECT_NAME;
      toast({ title: 'Added', message: `${companyName} is in ${label}.`, variant: 'success' });
      setOpen(false);
    } catch (error) {
      toast({ title: 'Could not add it', message: errorMessage(error, 'Please try again.'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="medium" variant="outlined" startIcon={<BookmarkAddOutlinedIcon />} disabled={projects === undefined} onClick={() => setOpen(true)}>
        <span>
          Add<VisuallyHidden> {companyName}</VisuallyHidden> to shortlist
        </span>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>Add {companyName} to a project</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Choose the project; the one you used last is chosen.</DialogContentText>
          <TextField select fullWidth label="Project" value={selected} onChange={(event) => setChosen(event.target.value)}>
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={busy} onClick={() => void add()}>
            Add
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
