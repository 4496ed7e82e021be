import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatLongUsDate } from '@domain/directory/display-rules';
import type { PublicReview } from '../../../api/types';
import { ReviewContent } from '../../../components/review-content';

/**
 * One review on the profile: the review as published (ReviewContent, the same component the moderation card shows
 * it with), then the vendor's responses; `reply` is the vendor's answer box, shown under it to verified vendors of
 * the company.
 */
export function ReviewItem({ review, reply }: { review: PublicReview; reply?: ReactNode }) {
  const isIntelligence = review.reviewType === 'industry_intelligence';
  return (
    <Box component="article" aria-label={`${isIntelligence ? 'Industry intelligence' : 'User review'} from ${formatLongUsDate(review.createdAt)}`}>
      <ReviewContent review={review} />
      {review.responses.length > 0 && (
        <Stack spacing={1.5} sx={{ mt: 2, ml: { xs: 1, sm: 3 } }}>
          {review.responses.map((response) => (
            <Box key={response.id} sx={{ p: 2, borderRadius: '8px', bgcolor: 'background.default', border: 1, borderColor: 'divider' }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 0.75, flexWrap: 'wrap' }}>
                <ReplyIcon fontSize="small" sx={{ color: 'primary.main', transform: 'scaleX(-1)' }} aria-hidden="true" />
                <Typography variant="subtitle2" component="p">
                  Response from {response.companyName}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  <time dateTime={response.createdAt}>{formatLongUsDate(response.createdAt)}</time>
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {response.response}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {reply}
    </Box>
  );
}
