import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import * as yup from 'yup';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { SAVED_SEARCH_MESSAGES } from '@domain/saved-searches/saved-search';
import { entitlementsOf } from '@domain/subscriptions/entitlements';
import { deleteSavedSearch, savedSearchQuery, updateSavedSearch, useSavedSearches } from '../../api/saved-searches';
import type { CurrentUser, SavedSearch } from '../../api/types';
import { EmptyState } from '../../components/empty-state';
import { FormStatusAlert } from '../../components/form-status-alert';
import { FormTextField } from '../../components/form-text-field';
import { PageHeader } from '../../components/page-header';
import { RequireSignIn } from '../../components/require-sign-in';
import { useToast } from '../../components/use-toast';
import { paths } from '../../config/paths';
import { savedSearchName } from '../../lib/saved-search-fields';
import { describeDirectoryQuery, parseDirectoryQuery } from '../../lib/directory-query';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FocusFirstError } from '../../components/focus-first-error';

const TITLE = 'Saved Searches';

const renameSchema = yup.object({
  searchName: savedSearchName(),
});

/** The saved filters in words under their screen labels, e.g. "Company type: CRO · Country: Germany". */
function describeFilters(search: SavedSearch): string {
  return describeDirectoryQuery(parseDirectoryQuery(new URLSearchParams(savedSearchQuery(search.filters))));
}

function RenameDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Formik
        initialValues={{ searchName: search.searchName }}
        validationSchema={renameSchema}
        onSubmit={async (values, helpers) => {
          try {
            await updateSavedSearch(mutate, search.id, { searchName: values.searchName.trim() });
            onClose();
          } catch (error) {
            helpers.setStatus(errorMessage(error, 'Could not rename this search. Please try again.'));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby={titleId}>
            <FocusFirstError />
            <DialogTitle id={titleId}>Rename saved search</DialogTitle>
            <DialogContent>
              <FormStatusAlert />
              <FormTextField name="searchName" label="Name" autoFocus fullWidth required sx={{ mt: 1 }} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

function SavedSearchCard({ search, alertsAllowed }: { search: SavedSearch; alertsAllowed: boolean }) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = savedSearchQuery(search.filters);
  const href = `${paths.companies.list.getHref()}${query ? `?${query}` : ''}`;

  const run = async (work: () => Promise<unknown>, failure: string) => {
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
    <Card component="article" aria-label={search.searchName}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={href} color="inherit" underline="hover">
                {search.searchName}
              </Link>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {describeFilters(search)}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Saved {formatLongUsDate(search.createdAt)}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', flexShrink: 0 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={search.alertsEnabled}
                  disabled={busy || (!alertsAllowed && !search.alertsEnabled)}
                  onChange={(e) => void run(() => updateSavedSearch(mutate, search.id, { alertsEnabled: e.target.checked }), 'Could not change the alerts')}
                />
              }
              label={search.alertsEnabled ? 'Daily alerts on' : 'Daily alerts off'}
            />
            <Button component={RouterLink} to={href} size="small" variant="contained" startIcon={<OpenInBrowserIcon />}>
              Open
            </Button>
            <Button size="small" variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setRenaming(true)} aria-label={`Rename ${search.searchName}`}>
              Rename
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              disabled={busy}
              onClick={() => void run(() => deleteSavedSearch(mutate, search.id), 'Could not delete this search')}
              aria-label={`Delete ${search.searchName}`}
            >
              Delete
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      {renaming && <RenameDialog search={search} onClose={() => setRenaming(false)} />}
    </Card>
  );
}

function SavedSearchList({ user }: { user: CurrentUser }) {
  const { data, error, isLoading } = useSavedSearches(true);
  const alertsAllowed = entitlementsOf(user.subscriptionTier, user.userType === 'admin').emailAlerts;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (isLoading || !data) return <Skeleton variant="rounded" height={120} aria-label="Loading saved searches" />;
  return (
    <Stack spacing={2}>
      {!alertsAllowed && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.pricing.getHref()} color="inherit" size="small">
              Pricing
            </Button>
          }
        >
          {SAVED_SEARCH_MESSAGES.alertsPaid}: a daily mail when new companies or reviews match a saved search.
        </Alert>
      )}
      {data.length === 0 ? (
        <EmptyState
          icon={SavedSearchIcon}
          title="No saved searches yet"
          hint="Filter the directory, then choose “Save this search”."
          action={
            <Button component={RouterLink} to={paths.companies.list.getHref()} variant="contained">
              Open the directory
            </Button>
          }
        />
      ) : (
        data.map((search) => <SavedSearchCard key={search.id} search={search} alertsAllowed={alertsAllowed} />)
      )}
      {data.some((search) => search.alertsEnabled) && (
        <Chip label="Alerts arrive at most once a day, only when something new matches." variant="outlined" sx={{ alignSelf: 'flex-start' }} />
      )}
    </Stack>
  );
}

/** The member's saved searches: open, rename, delete, switch daily alerts (docs/deciding.md). */
export function SavedSearchesPage() {
  useDocumentTitle(TITLE);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeader title={TITLE}>Directory filters you keep, with optional daily email alerts.</PageHeader>
      <RequireSignIn>{(user) => <SavedSearchList user={user} />}</RequireSignIn>
    </Container>
  );
}
