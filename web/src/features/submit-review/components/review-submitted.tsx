import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredCard } from '../../../components/centered-card';
import { paths } from '../../../config/paths';

/** How long the success screen stays before the form returns, in milliseconds (spec part 2 §9). */
export const SUCCESS_SCREEN_MS = 5000;

/** "Review Submitted Successfully!" (keyboard focus moves to it), then a fresh form after 5 seconds. */
export function ReviewSubmitted({ held, onDone }: { held: boolean; onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, SUCCESS_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return (
    <CenteredCard title="Review Submitted Successfully!" focusTitle>
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
        <CheckCircleOutlinedIcon aria-hidden="true" sx={{ fontSize: 56, color: 'success.main' }} />
        <Typography sx={{ color: 'text.secondary' }}>
          {held
            ? 'Thank you. Our team will verify the new company first; your review is moderated and published anonymously once the company is listed.'
            : 'Thank you. Our team moderates every review before it is published; yours will appear anonymously on the company profile once approved.'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" onClick={onDone}>
            Submit Another Review
          </Button>
          <Button component={RouterLink} to={paths.companies.list.getHref()} variant="outlined">
            Browse Companies
          </Button>
        </Stack>
      </Stack>
    </CenteredCard>
  );
}
