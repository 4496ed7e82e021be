import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { MODERATION_STATUSES } from '@domain/reviews/review';
import type { AdminReview } from '../../api/types';
import { paths } from '../../config/paths';
import { useAdminPages } from './api/admin-queue';
import { listReviews, reviewsListName, type ReviewStatus } from './api/management';
import { AdminPage } from './components/admin-page';
import { AdminList } from './components/admin-list';
import { AdminSearchField } from './components/admin-search-field';
import { ReviewerProfile } from './components/reviewer-profile';

const STATUS_LABELS: Record<ReviewStatus, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  held: { label: 'Held for its company', color: 'default' },
  pending: { label: 'Waiting for moderation', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
};

function ReviewCard({ review }: { review: AdminReview }) {
  const titleId = useId();
  const status = STATUS_LABELS[review.status];
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="admin-review">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {review.companyId ? (
              <Link component={RouterLink} to={paths.companies.detail.getHref(review.companyId)}>
                {review.companyName}
              </Link>
            ) : (
              review.companyName
            )}
          </Typography>
          <Chip size="small" color={status.color} label={status.label} />
          <Chip size="small" variant="outlined" label={`${review.serviceType} services`} />
          {review.isDemo && <Chip size="small" label="Demo review" />}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Submitted {formatLongUsDate(review.createdAt)}
          {review.moderatedAt ? ` · decided ${formatLongUsDate(review.moderatedAt)}` : ''}
          {review.moderationNotes ? ` · notes: ${review.moderationNotes}` : ''}
        </Typography>
        {review.comments && (
          <Box component="blockquote" sx={{ m: 0, mb: 2, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
            <Typography sx={{ fontStyle: 'italic', whiteSpace: 'pre-line' }}>“{review.comments}”</Typography>
          </Box>
        )}
        {review.reviewer && <ReviewerProfile reviewer={review.reviewer} companyId={review.companyId} />}
      </CardContent>
    </Card>
  );
}

function Reviews() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const pages = useAdminPages(reviewsListName(search, status), listReviews(search, status));
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <AdminSearchField label="Search reviews" placeholder="Company, words of the review, or the author's email" onSearch={setSearch} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField select label="Status" value={status} onChange={(e) => setStatus(e.target.value as ReviewStatus | '')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">Any status</MenuItem>
            {MODERATION_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABELS[s].label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <AdminList pages={pages} loading="Loading reviews" empty="No review matches." loadFailed="Could not load the reviews." render={(review) => <ReviewCard key={review.id} review={review} />} />
    </>
  );
}

/** /admin/reviews (DECISIONS §17): every member review by company, text or author email and by status. */
export function AdminReviewsPage() {
  return (
    <AdminPage title="Reviews" description="Find any member review, whatever its state, with what moderation knows of its author.">
      <Reviews />
    </AdminPage>
  );
}
