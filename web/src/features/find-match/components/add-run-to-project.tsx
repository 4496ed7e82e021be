import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
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
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PROJECT_NAME_MAX_LENGTH } from '@domain/projects/project-rules';
import { createProject, editableProjects, putProjectCompany, projectsKey, useProjects } from '../../../api/projects';
import type { ProjectBriefInput, ProjectMatches } from '../../../api/types';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';

const NEW_PROJECT = 'new';

/** The brief a run gives a new project: its requirement, field for field. */
function briefOf(requirement: ProjectMatches['requirement']): ProjectBriefInput {
  const { id: _id, createdAt: _createdAt, projectName: _name, geography, ...fields } = requirement;
  return { ...fields, geography: geography === 'Asia Pacific' ? 'Asia' : geography };
}

/**
 * "Add all to project": every company of a stored run into a new project (named after the run, its requirement as
 * the brief) or into one the member already has; then opens the project.
 */
export function AddRunToProject({ run }: { run: ProjectMatches }) {
  const { data: projects } = useProjects();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const toast = useToast();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState(NEW_PROJECT);
  const [name, setName] = useState(run.requirement.projectName ?? `${run.requirement.projectType} matches`);
  const [busy, setBusy] = useState(false);

  const addAll = async () => {
    setBusy(true);
    try {
      const projectId = target === NEW_PROJECT ? (await createProject(mutate, { name: name.trim(), brief: briefOf(run.requirement) })).id : target;
      for (const match of run.matches) await putProjectCompany(null, projectId, match.id);
      await mutate(projectsKey);
      navigate(paths.projects.detail.getHref(projectId));
    } catch (error) {
      toast({ title: 'Could not add them all', message: errorMessage(error, 'Please try again.'), variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<PlaylistAddIcon />} onClick={() => setOpen(true)}>
        Add all to project
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>Add these {run.matches.length} companies to a project</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>A new project takes this run&apos;s requirement as its brief.</DialogContentText>
          <Stack spacing={2}>
            <TextField select fullWidth label="Project" value={target} onChange={(event) => setTarget(event.target.value)}>
              <MenuItem value={NEW_PROJECT}>New project</MenuItem>
              {editableProjects(projects).map((project) => (
                <MenuItem key={project.id} value={project.id}>
                  {project.name}
                </MenuItem>
              ))}
            </TextField>
            {target === NEW_PROJECT && (
              <TextField
                fullWidth
                label="New project name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                slotProps={{ htmlInput: { maxLength: PROJECT_NAME_MAX_LENGTH } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={busy || (target === NEW_PROJECT && name.trim() === '')} onClick={() => void addAll()}>
            Add all
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
