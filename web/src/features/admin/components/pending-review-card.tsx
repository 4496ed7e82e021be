import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS } from '@domain/reviews/rating-categories';
import type { ModerationDecision, PendingReview } from '../../../api/types';
import type { AdminQueueCardProps, AdminQueueTexts } from './admin-queue';
import { DecisionControls, notesDecision } from './decision-controls';
import { ReviewerProfile } from './reviewer-profile';

/** One review awaiting moderation: the company, the experience, every rating out of 10 and the comments. */
export function PendingReviewCard({ item: review, busy, onDecide }: AdminQueueCardProps<PendingReview, ModerationDecision>) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="pending-review">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 0.5 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {review.companyName}
          </Typography>
          <Chip size="small" variant="outlined" label={`${review.serviceType} services`} />
          {review.isDemo && <Chip size="small" label="Demo review" sx={{ bgcolor: 'warning.light', color: 'warning.main', fontWeight: 600 }} />}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {review.experienceType === 'rfp' ? 'RFP experience' : 'Project experience'}
          {review.projectSize ? ` · ${review.projectSize} project` : ''}
          {review.projectDuration ? ` · ${review.projectDuration}` : ''} · {review.workTimeframe} · submitted {formatLongUsDate(review.createdAt)}
        </Typography>
        <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          {RATING_CATEGORIES.map((category) => (
            <Box key={category} sx={{ px: 1.25, py: 0.75, borderRadius: '8px', border: 1, borderColor: 'divider' }}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                {RATING_CATEGORY_LABELS[category]}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {review[category] === null ? 'N/A' : `${review[category]}/10`}
              </Typography>
            </Box>
          ))}
        </Box>
        {review.comments ? (
          <Box component="blockquote" sx={{ m: 0, mb: 2, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
            <Typography sx={{ fontStyle: 'italic', whiteSpace: 'pre-line' }}>“{review.comments}”</Typography>
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            No comments.
          </Typography>
        )}
        {review.reviewer && <ReviewerProfile reviewer={review.reviewer} companyId={review.companyId} />}
        <DecisionControls
          busy={busy}
          onDecide={(choice) => onDecide(notesDecision(choice))}
          subject={`this review of ${review.companyName}`}
          recipient="the reviewer"
        />
      </CardContent>
    </Card>
  );
}

/** The Review Moderation tab's words. */
export const pendingReviewTexts: AdminQueueTexts<PendingReview, ModerationDecision> = {
  loading: 'Loading pending reviews',
  empty: 'No reviews are waiting for moderation.',
  loadFailed: 'Could not load the pending reviews.',
  decided: (review, { approved }) => ({
    title: 'Review moderated successfully',
    message: `The review of ${review.companyName} was ${approved ? 'approved and published' : 'rejected'}.`,
  }),
  decideFailed: 'Error moderating review',
};
