import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { COMPARE_MAX, COMPARE_MIN } from '@domain/directory/compare-rules';
import { formatRatingValue, pluralize } from '@domain/directory/display-rules';
import {
  PROJECT_COMPANIES_MAX,
  PROJECT_COMPANY_STATUS_LABELS,
  PROJECT_COMPANY_STATUSES,
  PROJECT_NOTE_MAX_LENGTH,
  PROJECT_SHARE_ROLES,
  type ProjectCompanyStatus,
  type ProjectShareRole,
} from '@domain/projects/project-rules';
import { deleteProject, putProjectCompany, removeProjectCompany, shareProject, unshareProject, updateProject, useProject } from '../../api/projects';
import type { ProjectCompany, ProjectDetail } from '../../api/types';
import { RequireSignIn } from '../../components/require-sign-in';
import { useToast } from '../../components/use-toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProjectRfps } from '../rfps/project-rfps';
import { ROLE_LABELS } from './project-labels';

/** One company of the project: its card facts, status and the team's note (read-only for viewers). */
function CompanyRow({ project, item, canEdit }: { project: ProjectDetail; item: ProjectCompany; canEdit: boolean }) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [note, setNote] = useState(item.note ?? '');
  const [busy, setBusy] = useState(false);
  const { company } = item;
  const act = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast({ title: failure, message: errorMessage(error, 'Please try again.'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" component="article" aria-label={company.name}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link component={RouterLink} to={paths.companies.detail.getHref(company.id)} variant="h6" underline="hover">
              {company.name}
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {company.type} · {company.location} · {pluralize(company.reviewCount, 'review', 'reviews')}
              {company.rankScore !== null ? ` · ranking score ${formatRatingValue(company.rankScore)}/10` : ''}
            </Typography>
          </Box>
          <TextField
            select
            size="small"
            label="Status"
            value={item.status}
            disabled={!canEdit || busy}
            onChange={(event) =>
              void act(() => putProjectCompany(mutate, project.id, company.id, { status: event.target.value as ProjectCompanyStatus }), 'Could not change the status')
            }
            sx={{ minWidth: 160 }}
            slotProps={{ htmlInput: { 'aria-label': `Status of ${company.name}` } }}
          >
            {PROJECT_COMPANY_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {PROJECT_COMPANY_STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
          {canEdit && (
            <IconButton
              aria-label={`Remove ${company.name} from the project`}
              disabled={busy}
              onClick={() => void act(() => removeProjectCompany(mutate, project.id, company.id), 'Could not remove it')}
            >
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Stack>
        {canEdit ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small"
              label={`Note on ${company.name}`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              maxRows={6}
              fullWidth
              slotProps={{ htmlInput: { maxLength: PROJECT_NOTE_MAX_LENGTH } }}
            />
            <Button
              variant="outlined"
              disabled={busy || note === (item.note ?? '')}
              onClick={() => void act(() => putProjectCompany(mutate, project.id, company.id, { note: note.trim() === '' ? null : note }), 'Could not save the note')}
            >
              Save note
            </Button>
          </Stack>
        ) : (
          item.note && (
            <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>
              Note: {item.note}
            </Typography>
          )
        )}
      </CardContent>
    </Card>
  );
}

/** The owner's sharing panel: invite by email as viewer or editor, see and end shares. */
function Sharing({ project }: { project: ProjectDetail }) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ProjectShareRole>('viewer');
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      await shareProject(mutate, project.id, { email: email.trim(), role });
      setEmail('');
      toast({
        title: 'Shared',
        message: 'If the address belongs to an approved member, the project is now in their list; if not, we invited them to apply.',
        variant: 'success',
      });
    } catch (error) {
      toast({ title: 'Could not share', message: errorMessage(error, 'Please try again.'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="sharing-title">
      <CardContent>
        <Typography id="sharing-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          Share with colleagues
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Viewers read the project; editors also change its companies, statuses and notes.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField size="small" type="email" label="Colleague's email" value={email} onChange={(event) => setEmail(event.target.value)} sx={{ flex: 1 }} />
          <TextField select size="small" label="Role" value={role} onChange={(event) => setRole(event.target.value as ProjectShareRole)} sx={{ minWidth: 120 }}>
            {PROJECT_SHARE_ROLES.map((value) => (
              <MenuItem key={value} value={value}>
                {ROLE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" disabled={busy || email.trim() === ''} onClick={() => void share()}>
            Share
          </Button>
        </Stack>
        {project.members.length > 0 && (
          <Box component="ul" aria-label="Shared with" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
            {project.members.map((member) => (
              <Stack component="li" key={member.id} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {member.email} · {ROLE_LABELS[member.role]}
                </Typography>
                <Button size="small" onClick={() => void unshareProject(mutate, project.id, member.id)}>
                  Stop sharing
                </Button>
              </Stack>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The owner's rename and delete. */
function OwnerActions({ project }: { project: ProjectDetail }) {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState(project.name);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <TextField size="small" label="Project name" value={name} onChange={(event) => setName(event.target.value)} sx={{ flex: 1 }} />
      <Button
        variant="outlined"
        disabled={name.trim() === '' || name.trim() === project.name}
        onClick={() =>
          void updateProject(mutate, project.id, { name: name.trim() }).catch((error) =>
            toast({ title: 'Could not rename', message: errorMessage(error, 'Please try again.'), variant: 'error' }),
          )
        }
      >
        Rename
      </Button>
      <Button
        color="error"
        onClick={async () => {
          if (!window.confirm(`Delete “${project.name}” with its companies and notes?`)) return;
          await deleteProject(mutate, project.id);
          navigate(paths.projects.list.getHref());
        }}
      >
        Delete project
      </Button>
    </Stack>
  );
}

function ProjectContent({ id }: { id: string }) {
  const { data: project, error, isLoading } = useProject(id);
  useDocumentTitle(project?.name ?? 'Project');
  if (error) return <Alert severity="warning">{errorMessage(error, 'Project not found')}</Alert>;
  if (isLoading || !project) return <Skeleton variant="rounded" height={240} />;
  const canEdit = project.role !== 'viewer';
  const ids = project.companies.map((item) => item.company.id);
  const brief = [
    project.brief.projectType,
    project.brief.therapeuticArea,
    project.brief.geography,
    project.brief.moleculeType,
    project.brief.developmentPhase,
    project.brief.excludeFdaWarningLetters ? 'No FDA warning letters' : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack spacing={3}>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.2rem' } }}>
            {project.name}
          </Typography>
          <Chip label={project.role === 'owner' ? 'Owner' : `${ROLE_LABELS[project.role]} · shared by ${project.ownerName}`} size="small" />
        </Stack>
        {(brief || project.brief.description) && (
          <Typography sx={{ color: 'text.secondary', mt: 1, whiteSpace: 'pre-wrap' }}>
            {brief}
            {brief && project.brief.description ? '\n' : ''}
            {project.brief.description}
          </Typography>
        )}
      </Box>
      {project.role === 'owner' && <OwnerActions project={project} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography role="status" sx={{ fontWeight: 600, flex: 1 }}>
          {pluralize(project.companies.length, 'company', 'companies')} of {PROJECT_COMPANIES_MAX}
        </Typography>
        <Button
          component={RouterLink}
          to={paths.compare.getHref(ids.slice(0, COMPARE_MAX))}
          variant="contained"
          startIcon={<CompareArrowsIcon />}
          disabled={ids.length < COMPARE_MIN}
        >
          Compare {Math.min(ids.length, COMPARE_MAX) >= COMPARE_MIN ? Math.min(ids.length, COMPARE_MAX) : ''}
        </Button>
        <Button component="a" href={paths.projectDownloads.export.getHref(project.id, 'csv')} download variant="outlined" startIcon={<FileDownloadOutlinedIcon />}>
          Download CSV
        </Button>
        <Button component="a" href={paths.projectDownloads.export.getHref(project.id, 'pdf')} download variant="outlined" startIcon={<FileDownloadOutlinedIcon />}>
          Download PDF
        </Button>
      </Stack>
      {project.companies.length === 0 ? (
        <Alert severity="info">
          No companies yet. Add them from a company profile or, in one step, from your{' '}
          <Link component={RouterLink} to={paths.findMatch.getHref()}>
            match results
          </Link>
          .
        </Alert>
      ) : (
        <Stack spacing={1.5} component="section" aria-label="Companies">
          {project.companies.map((item) => (
            <CompanyRow key={item.company.id} project={project} item={item} canEdit={canEdit} />
          ))}
        </Stack>
      )}
      <ProjectRfps project={project} />
      {project.role === 'owner' && <Sharing project={project} />}
    </Stack>
  );
}

/** /projects/{id}: a project's brief, its companies with status and note, exports, its RFPs, and (for its owner) sharing. */
export function ProjectPage() {
  const { id = '' } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <RequireSignIn>{() => <ProjectContent id={id} />}</RequireSignIn>
    </Container>
  );
}
