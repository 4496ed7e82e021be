import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SearchIcon from '@mui/icons-material/Search';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DiscoveryCategoryKey } from '@domain/discovery/discovery-categories';
import { RequireAdmin } from '../../components/require-admin';
import { SelectField, type SelectOption } from '../../components/select-field';
import { useToast } from '../../components/use-toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDiscoverCompanies } from './api/discover-companies';
import { useAutomationStatus } from './api/get-automation-status';
import { useDiscoveryCategories } from './api/get-discovery-categories';
import { useStartAutomation } from './api/start-automation';
import { useStopAutomation } from './api/stop-automation';
import { DiscoveryResultPanel } from './components/discovery-result-panel';
import { formatDateTime } from './components/format-date-time';

/** Toasts of docs/screens.md#messages. */
const TOASTS = {
  discoveryFailed: { title: 'Discovery Failed', message: 'Failed to discover companies' },
  startFailed: { title: 'Automation Failed', message: 'Failed to start automation' },
  stopFailed: { title: 'Stop Failed', message: 'Failed to stop automation' },
  started: { title: 'Automation Started', message: 'Company discovery will run automatically every 24 hours.' },
  stopped: { title: 'Automation Stopped', message: 'Automated company discovery has been stopped.' },
} as const;

type CategoryChoice = DiscoveryCategoryKey | '';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

function ScheduleCard() {
  const toast = useToast();
  const status = useAutomationStatus(true);
  const start = useStartAutomation();
  const stop = useStopAutomation();
  const busy = start.isMutating || stop.isMutating;
  const active = status.data?.active ?? false;

  async function toggle(turnOn: boolean) {
    try {
      await (turnOn ? start.trigger() : stop.trigger());
      toast({ ...(turnOn ? TOASTS.started : TOASTS.stopped), variant: 'success' });
    } catch {
      // The product's wording (docs/screens.md#messages); the server logs the detail.
      toast({ ...(turnOn ? TOASTS.startFailed : TOASTS.stopFailed), variant: 'error' });
    }
  }

  return (
    <Card component="section" aria-labelledby="schedule-title">
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Typography id="schedule-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            Daily discovery
          </Typography>
          {status.data && <Chip size="small" color={active ? 'success' : 'default'} label={active ? 'Active' : 'Inactive'} />}
        </Box>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          While active, discovery runs every 24 hours on one server and adds what it finds as pending submissions.
        </Typography>
        {status.error ? (
          <Alert severity="error">{errorMessage(status.error, 'Could not load the automation status.')}</Alert>
        ) : !status.data ? (
          <Skeleton variant="rounded" height={96} aria-label="Loading the automation status" />
        ) : (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 6 }} sx={{ mb: 3 }}>
              <Fact label="Last run" value={formatDateTime(status.data.lastRunAt)} />
              <Fact label="Next run" value={active ? formatDateTime(status.data.nextRunAt) : 'Not scheduled'} />
            </Stack>
            <Stack direction="row" spacing={1.5}>
              <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={active || busy} onClick={() => void toggle(true)}>
                Start Automation
              </Button>
              <Button variant="outlined" color="error" startIcon={<StopIcon />} disabled={!active || busy} onClick={() => void toggle(false)}>
                Stop Automation
              </Button>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function RunCard() {
  const toast = useToast();
  const categories = useDiscoveryCategories(true);
  const discover = useDiscoverCompanies();
  const [category, setCategory] = useState<CategoryChoice>('');
  const options: SelectOption<CategoryChoice>[] = [{ value: '', label: 'All categories' }, ...(categories.data ?? []).map((c) => ({ value: c.key, label: c.label }))];

  async function run() {
    try {
      const { result } = await discover.trigger(category || undefined);
      const found = `Found ${result.companiesFound} new ${result.companiesFound === 1 ? 'company' : 'companies'}. ${result.summary}`;
      // A run in which no source answered could not look at all: it failed, whatever it "found".
      if (result.outcome === 'failed') toast({ title: TOASTS.discoveryFailed.title, message: result.summary, variant: 'error' });
      else if (result.outcome === 'partial') toast({ title: 'Discovery Partly Failed', message: found, variant: 'info' });
      else toast({ title: 'Discovery Complete', message: found, variant: 'success' });
    } catch {
      toast({ ...TOASTS.discoveryFailed, variant: 'error' });
    }
  }

  return (
    <Card component="section" aria-labelledby="run-title">
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography id="run-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Run discovery now
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Searches Wikidata and the configured feeds. Companies already in the directory or submitted before are skipped.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <SelectField label="Category" value={category} options={options} onChange={setCategory} sx={{ minWidth: 320, flexGrow: 1 }} />
          <Button
            variant="contained"
            size="large"
            startIcon={<SearchIcon />}
            disabled={discover.isMutating}
            onClick={() => void run()}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {discover.isMutating ? 'Discovering...' : 'Run Discovery'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Automation() {
  const status = useAutomationStatus(true);
  const lastResult = status.data?.lastResult ?? null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Link component={RouterLink} to={paths.admin.dashboard.getHref()} underline="hover" sx={{ display: 'inline-block', mb: 2 }}>
        ← Admin Dashboard
      </Link>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
        Admin Automation
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        Discover contract research and manufacturing organisations in public sources. Nothing found enters the directory until an admin approves it.
      </Typography>
      <Stack spacing={3}>
        <ScheduleCard />
        <RunCard />
        {lastResult && <DiscoveryResultPanel result={lastResult} />}
      </Stack>
    </Container>
  );
}

/** /admin/automation: signed out → sign-in card; not an admin → Access Denied; admins see the real server state. */
export function AdminAutomationPage() {
  useDocumentTitle('Admin Automation');
  return <RequireAdmin>{() => <Automation />}</RequireAdmin>;
}
