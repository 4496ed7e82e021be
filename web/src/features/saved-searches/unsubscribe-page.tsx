import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { unsubscribeFromAlerts } from '../../api/saved-searches';
import { CenteredCard } from '../../components/centered-card';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';

type State = { kind: 'working' } | { kind: 'done'; searchName: string } | { kind: 'failed'; message: string };

/** The token of an alert mail's link, from the fragment (#token=…), which no server ever sees. */
function tokenFromFragment(): string | null {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return hash.get('token');
}

/** The unsubscribe link of an alert mail (docs/deciding.md): works signed out and turns that search's alerts off. */
export function UnsubscribePage() {
  useDocumentTitle('Turn off alerts');
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenFromFragment();
    // The token leaves the address bar (and any later copy of the address) at once.
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      // Setting state in the effect is deliberate: the fragment exists only in the browser.
      setState({ kind: 'failed', message: 'This unsubscribe link is not valid' });
      return;
    }
    unsubscribeFromAlerts(token).then(
      ({ searchName }) => setState({ kind: 'done', searchName }),
      (error) => setState({ kind: 'failed', message: errorMessage(error, 'Something went wrong. Please try again.') }),
    );
  }, []);

  return (
    <CenteredCard title="Email alerts">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} aria-live="polite">
        {state.kind === 'working' && <CircularProgress aria-label="Turning off alerts" />}
        {state.kind === 'done' && (
          <Alert severity="success" sx={{ width: '100%' }}>
            Alerts are off for “{state.searchName}”. You will get no more mail about it.
          </Alert>
        )}
        {state.kind === 'failed' && (
          <Alert severity="error" sx={{ width: '100%' }}>
            {state.message}
          </Alert>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Manage every saved search and its alerts on your Saved Searches page.
        </Typography>
        <Button component={RouterLink} to={paths.savedSearches.getHref()} variant="outlined">
          Saved Searches
        </Button>
      </Stack>
    </CenteredCard>
  );
}
