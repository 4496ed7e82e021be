import Alert from '@mui/material/Alert';
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
import { TakedownControls } from './components/takedown-controls';
import { ReviewContent } from '../../components/review-content';
import type { AdminReviewType } from './api/management';

const STATUS_LABELS: Record<ReviewStatus, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  held: { label: 'Held for its company', color: 'default' },
  pending: { label: 'Waiting for moderation', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
  unpublished: { label: 'Unpublished', color: 'error' },
};

/** The vendor responses of a review, each with its takedown state and controls. */
function Responses({ review, onChanged }: { review: AdminReview; onChanged: () => void }) {
  if (review.responses.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }} aria-label="Vendor responses">
      {review.responses.map((response) => (
        <Box key={response.id} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: '8px' }}>
          <Typography variant="subtitle2" component="p">
            Response from {response.companyName}, {formatLongUsDate(response.createdAt)}
            {response.unpublishedAt ? ` · unpublished ${formatLongUsDate(response.unpublishedAt)}: ${response.unpublishReason ?? ''}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', my: 1 }}>
            {response.response}
          </Typography>
          <TakedownControls
            target={{ subject: 'response', id: response.id, companyId: review.companyId }}
            published={response.unpublishedAt === null}
            subject={`the response from ${response.companyName}`}
            recipient="the vendor who wrote it"
            onChanged={onChanged}
          />
        </Box>
      ))}
    </Stack>
  );
}

function ReviewCard({ review, onChanged }: { review: AdminReview; onChanged: () => void }) {
  const titleId = useId();
  const status = STATUS_LABELS[review.status];
  const canChangePublication = review.companyId !== null && (review.status === 'approved' || review.status === 'unpublished');
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
        {review.unpublishedAt && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Unpublished {formatLongUsDate(review.unpublishedAt)}: {review.unpublishReason}
          </Alert>
        )}
        <Box sx={{ mb: 2 }}>
          <ReviewContent review={review} headingLevel="h3" />
        </Box>
        {review.reviewer && <ReviewerProfile reviewer={review.reviewer} companyId={review.companyId} />}
        {canChangePublication && (
          <TakedownControls
            target={{ subject: 'review', id: review.id, companyId: review.companyId }}
            published={review.status === 'approved'}
            subject={`this ${review.reviewType === 'industry_intelligence' ? 'intelligence entry' : 'review'} of ${review.companyName}`}
            recipient={review.reviewType === 'industry_intelligence' ? 'the admin who recorded it' : 'the author'}
            onChanged={onChanged}
          />
        )}
        <Responses review={review} onChanged={onChanged} />
      </CardContent>
    </Card>
  );
}

function Reviews() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const [type, setType] = useState<AdminReviewType>('user');
  const pages = useAdminPages(reviewsListName(search, status, type), listReviews(search, status, type));
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AdminSearchField label="Search reviews" placeholder="Company, words of the review, its source, or the author's email" onSearch={setSearch} />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField select label="Kind" value={type} onChange={(e) => setType(e.target.value as AdminReviewType)}>
            <MenuItem value="user">Member reviews</MenuItem>
            <MenuItem value="industry_intelligence">Industry intelligence</MenuItem>
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            select
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value as ReviewStatus | '')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Any status</MenuItem>
            {MODERATION_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABELS[s].label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <AdminList
        pages={pages}
        loading="Loading reviews"
        empty="No review matches."
        loadFailed="Could not load the reviews."
        render={(review) => <ReviewCard key={review.id} review={review} onChanged={pages.revalidate} />}
      />
    </>
  );
}

/**
 * /admin/reviews: every member review or intelligence entry by company, text, source or author email and by status,
 * with what moderation knows of its author; published ones and their vendor responses can be taken down and put back.
 */
export function AdminReviewsPage() {
  return (
    <AdminPage
      title="Reviews"
      description="Find any review or intelligence entry, whatever its state, with what moderation knows of its author. Unpublish what should not show, with a reason; it can be published again."
    >
      <Reviews />
    </AdminPage>
  );
}
