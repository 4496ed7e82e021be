import AddIcon from '@mui/icons-material/Add';
import FolderSpecialOutlinedIcon from '@mui/icons-material/FolderSpecialOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import * as yup from 'yup';
import { pluralize } from '@domain/directory/display-rules';
import { PROJECT_MESSAGES, PROJECT_NAME_MAX_LENGTH, PROJECTS_MAX_PER_MEMBER } from '@domain/projects/project-rules';
import { createProject, useProjects } from '../../api/projects';
import type { ProjectSummary } from '../../api/types';
import { EmptyState } from '../../components/empty-state';
import { FormTextField } from '../../components/form-text-field';
import { PageHeader } from '../../components/page-header';
import { RequireSignIn } from '../../components/require-sign-in';
import { useToast } from '../../components/use-toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ROLE_LABELS } from './project-labels';

const TITLE = 'My projects';

const nameSchema = yup.object({ name: yup.string().trim().required(PROJECT_MESSAGES.name).max(PROJECT_NAME_MAX_LENGTH, PROJECT_MESSAGES.name) });

/** "New project": a name is enough; the brief is filled on the project's page. */
function NewProject({ count }: { count: number }) {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <Formik
      initialValues={{ name: '' }}
      validationSchema={nameSchema}
      onSubmit={async ({ name }, { resetForm }) => {
        try {
          const project = await createProject(mutate, { name: name.trim() });
          resetForm();
          navigate(paths.projects.detail.getHref(project.id));
        } catch (error) {
          toast({ title: 'Could not create the project', message: errorMessage(error, 'Please try again.'), variant: 'error' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="New project">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <FormTextField name="name" label="New project name" placeholder="e.g. Phase II NSCLC CRO selection" size="small" sx={{ flex: 1 }} />
            <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={isSubmitting || count >= PROJECTS_MAX_PER_MEMBER}>
              Create project
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function ProjectCard({ project }: { project: ProjectSummary }) {
  const brief = [project.brief.projectType, project.brief.therapeuticArea, project.brief.geography].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" component="article" aria-label={project.name}>
      <CardActionArea component={RouterLink} to={paths.projects.detail.getHref(project.id)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="h2" variant="h6">
              {project.name}
            </Typography>
            {project.role !== 'owner' && <Chip size="small" label={`${ROLE_LABELS[project.role]} · shared by ${project.ownerName}`} />}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {pluralize(project.companyCount, 'company', 'companies')}
            {brief ? ` · ${brief}` : ''}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function ProjectsContent() {
  const { data, error, isLoading } = useProjects();
  if (error) return <Alert severity="error">{errorMessage(error, 'Could not load your projects.')}</Alert>;
  if (isLoading || !data) return <Skeleton variant="rounded" height={120} />;
  return (
    <Stack spacing={3}>
      <NewProject count={data.filter((project) => project.role === 'owner').length} />
      {data.length === 0 ? (
        <EmptyState
          icon={FolderSpecialOutlinedIcon}
          title="No projects yet"
          hint="Create one above, add companies from a profile or a match result, and share it with colleagues."
          action={
            <Button component={RouterLink} to={paths.findMatch.getHref()} variant="contained">
              Find matches
            </Button>
          }
        />
      ) : (
        <Grid container spacing={2} component="section" aria-label="Projects">
          {data.map((project) => (
            <Grid key={project.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <ProjectCard project={project} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}

/** /projects: the member's projects and those shared with them, the most recently used first; create a new one. */
export function ProjectsPage() {
  useDocumentTitle(TITLE);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeader title={TITLE}>
        A workspace per sourcing project: its brief, the providers you are considering with a status and a note each, shared with your colleagues.
      </PageHeader>
      <RequireSignIn>{() => <ProjectsContent />}</RequireSignIn>
    </Container>
  );
}
