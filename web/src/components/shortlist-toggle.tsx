import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { addToShortlist, removeFromShortlist, useShortlist } from '../api/shortlist';
import { paths } from '../config/paths';
import { rememberPendingShortlist } from '../lib/pending-shortlist';
import { useSession } from '../lib/session';
import { useToast } from './use-toast';
import { VisuallyHidden } from './visually-hidden';
import { useCurrentPath } from '../lib/return-to';

interface ShortlistToggleProps {
  companyId: string;
  companyName: string;
  size?: 'small' | 'medium';
  variant?: 'text' | 'outlined' | 'contained';
}

/**
 * "Add to shortlist" / "Shortlisted" for members (docs/deciding.md). A visitor is asked to sign in or apply for
 * access, and the company is remembered and added after signing in.
 */
export function ShortlistToggle({ companyId, companyName, size = 'small', variant = 'outlined' }: ShortlistToggleProps) {
  const { user } = useSession();
  const here = useCurrentPath();
  const { data: shortlist } = useShortlist(user !== null);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [askToSignIn, setAskToSignIn] = useState(false);
  const titleId = useId();
  const onList = shortlist?.some((company) => company.id === companyId) ?? false;

  const toggle = async () => {
    if (!user) {
      rememberPendingShortlist({ companyId, companyName });
      setAskToSignIn(true);
      return;
    }
    setBusy(true);
    try {
      if (onList) await removeFromShortlist(mutate, companyId);
      else await addToShortlist(mutate, companyId);
    } catch (error) {
      toast({ title: onList ? 'Could not remove it' : 'Could not add it to your shortlist', message: (error as Error).message, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size={size}
        variant={onList ? 'contained' : variant}
        color="primary"
        aria-pressed={user ? onList : undefined}
        startIcon={onList ? <BookmarkAddedIcon /> : <BookmarkAddOutlinedIcon />}
        disabled={busy || (user !== null && shortlist === undefined)}
        onClick={() => void toggle()}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {/* The name says which company, around the visible words (WCAG 2.5.3 Label in Name). */}
        {onList ? (
          <>
            Shortlisted<VisuallyHidden>: remove {companyName} from shortlist</VisuallyHidden>
          </>
        ) : (
          // One span: the button is a flex container, which trims the space before "to" off a text run of its own.
          <span>
            Add<VisuallyHidden> {companyName}</VisuallyHidden> to shortlist
          </span>
        )}
      </Button>
      <Dialog open={askToSignIn} onClose={() => setAskToSignIn(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Sign in to keep a shortlist</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Members shortlist providers, compare them side by side and export the list for their sourcing committee. We will add {companyName} to your shortlist as soon
            as you sign in.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setAskToSignIn(false)}>Not now</Button>
          <Button component={RouterLink} to={paths.auth.signup.getHref(here)} variant="outlined">
            Apply for Access
          </Button>
          <Button component={RouterLink} to={paths.auth.login.getHref(here)} variant="contained">
            Sign In
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
