import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingReview } from '../../../api/types';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';
import { useModerateReview } from '../api/pending-reviews';
import { PendingReviewCard } from './pending-review-card';

interface ReviewModerationQueueProps {
  reviews: PendingReview[] | undefined;
  error: unknown;
  isLoading: boolean;
}

/** The Review Moderation tab's queue: approve (publish) or reject each review, then the list refreshes. */
export function ReviewModerationQueue({ reviews, error, isLoading }: ReviewModerationQueueProps) {
  const toast = useToast();
  const moderate = useModerateReview();

  async function decide(review: PendingReview, approved: boolean, notes: string) {
    try {
      await moderate.trigger({ reviewId: review.id, approved, notes: notes.trim() || undefined });
      toast({
        title: 'Review moderated successfully',
        message: `The review of ${review.companyName} was ${approved ? 'approved and published' : 'rejected'}.`,
        variant: 'success',
      });
    } catch (err) {
      toast({ title: 'Error moderating review', message: errorMessage(err, 'Please try again.'), variant: 'error' });
    }
  }

  if (isLoading) {
    return (
      <Stack spacing={2} aria-label="Loading pending reviews">
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={260} />
        ))}
      </Stack>
    );
  }
  if (error) return <Alert severity="error">{errorMessage(error, 'Could not load the pending reviews.')}</Alert>;
  if (!reviews || reviews.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>No reviews are waiting for moderation.</Typography>;
  }
  return (
    <Stack spacing={2}>
      {reviews.map((review) => (
        <PendingReviewCard key={review.id} review={review} busy={moderate.isMutating} onDecide={(approved, notes) => decide(review, approved, notes)} />
      ))}
    </Stack>
  );
}
