import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongUsDate } from '@domain/directory/display-rules';
import type { MyReview } from '../../../api/types';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useMyReviews } from '../api/my-reviews';
import { AccountSection } from './account-section';

/** How each status reads to its author. */
const STATUS: Record<MyReview['status'], { label: string; color: 'success' | 'warning' | 'default' | 'info'; hint: string }> = {
  pending: { label: 'In moderation', color: 'warning', hint: 'A moderator reads every review before it is published; we email you the decision.' },
  approved: { label: 'Published', color: 'success', hint: 'Shown anonymously on the company page.' },
  rejected: { label: 'Not published', color: 'default', hint: 'We emailed you the reason.' },
  held: { label: 'Waiting for the company', color: 'info', hint: 'Enters moderation once the company you proposed is listed.' },
  unpublished: { label: 'Taken down', color: 'default', hint: 'Our moderators took it down after publishing it; we emailed you the reason.' },
};

function ReviewLine({ review }: { review: MyReview }) {
  const status = STATUS[review.status];
  return (
    <ListItem divider sx={{ px: 0, display: 'block' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          {review.companyId ? (
            <Link component={RouterLink} to={paths.companies.detail.getHref(review.companyId)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {review.companyName}
            </Link>
          ) : (
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{review.companyName}</Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Written {formatLongUsDate(review.createdAt)} · {status.hint}
          </Typography>
        </Stack>
        <Chip size="small" label={status.label} color={status.color} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, fontWeight: 600 }} />
      </Stack>
    </ListItem>
  );
}

/** My reviews (docs/administration.md): every review the member wrote, with where it stands, newest first. */
export function MyReviewsSection() {
  const { data, error, isLoading } = useMyReviews();
  return (
    <AccountSection id="my-reviews" title="My reviews" description="Only you see this list: reviews are published without your name.">
      {error && <Alert severity="error">{errorMessage(error, 'Could not load your reviews.')}</Alert>}
      {isLoading && <Skeleton variant="rounded" height={96} aria-label="Loading your reviews" />}
      {data && data.length === 0 && (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography sx={{ color: 'text.secondary' }}>You have not written a review yet.</Typography>
          <Button component={RouterLink} to={paths.submitReview.getHref()} variant="contained" size="small">
            Write a review
          </Button>
        </Stack>
      )}
      {data && data.length > 0 && (
        <List aria-label="Your reviews" disablePadding>
          {data.map((review) => (
            <ReviewLine key={review.id} review={review} />
          ))}
        </List>
      )}
    </AccountSection>
  );
}
