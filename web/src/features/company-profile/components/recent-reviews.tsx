import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCompanyReviews } from '../../../api/companies';
import { AllReviewsDialog } from './all-reviews-dialog';
import { ReviewItem } from './review-item';
import { SectionCard } from './section-card';
import { VendorQuotaNotice } from '../../../components/vendor-reply';
import { useVendorAccountOf, useVendorReply } from './use-vendor-reply';

/** Reviews shown on the profile (docs/screens.md#constants-and-limits). */
const MAX_REVIEWS = 5;
const SKELETON_COUNT = 3;

function ReviewSkeleton() {
  return (
    <Box aria-hidden="true">
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Skeleton variant="text" width={120} />
        <Skeleton variant="rounded" width={90} height={22} />
      </Stack>
      <Skeleton variant="rounded" height={64} sx={{ mb: 1 }} />
      <Skeleton variant="text" width="80%" />
    </Box>
  );
}

/** The profile's first five reviews (docs/screens.md#constants-and-limits) and "Show all N reviews" for the rest. */
export function RecentReviews({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { data, error, isLoading } = useCompanyReviews(companyId);
  const replyTo = useVendorReply(companyId);
  const vendorAccount = useVendorAccountOf(companyId);
  const [showAll, setShowAll] = useState(false);

  let body;
  if (error) {
    body = <Alert severity="error">{(error as Error).message}</Alert>;
  } else if (isLoading || !data) {
    body = (
      <Stack spacing={3} aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <ReviewSkeleton key={i} />
        ))}
      </Stack>
    );
  } else if (data.length === 0) {
    body = (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography sx={{ fontWeight: 600 }}>No reviews yet for this company</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          Reviews appear here once verified professionals share their experience.
        </Typography>
        <Button component={RouterLink} to={paths.submitReview.getHref(companyId)} variant="outlined">
          Submit the First Review
        </Button>
      </Box>
    );
  } else {
    const shown = data.slice(0, MAX_REVIEWS);
    body = (
      <Stack spacing={3}>
        {vendorAccount && <VendorQuotaNotice account={vendorAccount} />}
        {shown.map((review, i) => (
          <Fragment key={review.id}>
            {i > 0 && <Divider />}
            <ReviewItem review={review} reply={replyTo(review)} />
          </Fragment>
        ))}
        {data.length > MAX_REVIEWS && (
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              Showing {MAX_REVIEWS} of {data.length} reviews
            </Typography>
            <Button variant="outlined" onClick={() => setShowAll(true)}>
              Show all {data.length} reviews
            </Button>
          </Stack>
        )}
        <AllReviewsDialog companyId={companyId} companyName={companyName} open={showAll} onClose={() => setShowAll(false)} />
      </Stack>
    );
  }

  return (
    <SectionCard title="Recent Reviews" icon={<RateReviewOutlinedIcon />}>
      {body}
    </SectionCard>
  );
}
