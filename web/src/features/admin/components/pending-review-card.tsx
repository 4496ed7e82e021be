import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ANONYMITY_THRESHOLD } from '@domain/reviews/review-page';
import type { ModerationDecision, PendingReview } from '../../../api/types';
import { ReviewContent } from '../../../components/review-content';
import type { AdminQueueCardProps, AdminQueueTexts } from './admin-queue';
import { DecisionControls, notesDecision } from './decision-controls';
import { publishedPreview } from './published-preview';
import { ReviewerProfile } from './reviewer-profile';

/**
 * One review awaiting moderation, shown exactly as the profile will show it once approved (the same ReviewContent
 * component): every rating, the context, pros and cons, would-recommend and the labels; then what the profile holds
 * back for now, what moderation knows of the author, and the decision.
 */
export function PendingReviewCard({ item: review, busy, onDecide }: AdminQueueCardProps<PendingReview, ModerationDecision>) {
  const titleId = useId();
  const preview = publishedPreview(review);
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="pending-review">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3">
          {review.companyName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Approving publishes it exactly as shown below.
        </Typography>
        <Box
          role="region"
          aria-label={`As the ${review.companyName} profile will show it`}
          data-testid="published-preview"
          sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: '8px', bgcolor: 'background.default' }}
        >
          <ReviewContent review={preview.review} headingLevel="h4" />
        </Box>
        {preview.withheld.length > 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Kept off the profile until {review.companyName} has {ANONYMITY_THRESHOLD} approved reviews, so the author cannot be picked out: {preview.withheld.join('; ')}.
          </Alert>
        )}
        {review.reviewer && <ReviewerProfile reviewer={review.reviewer} companyId={review.companyId} />}
        <Stack>
          <DecisionControls
            busy={busy}
            onDecide={(choice) => onDecide(notesDecision(choice))}
            subject={`this review of ${review.companyName}`}
            recipient="the reviewer"
          />
        </Stack>
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
