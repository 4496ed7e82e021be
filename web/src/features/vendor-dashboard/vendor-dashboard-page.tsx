import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongUsDate, formatOverallScore } from '@domain/directory/display-rules';
import { useMyVendorAccounts } from '../../api/my-vendor-accounts';
import type { MyVendorAccount, VendorReview } from '../../api/types';
import { useVendorReviews } from '../../api/vendor-reviews';
import { MyVendorAccounts } from '../../components/my-vendor-accounts';
import { RequireSignIn } from '../../components/require-sign-in';
import { hasResponsesLeft, VendorReply } from '../../components/vendor-reply';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { CompanyFactsPanel } from './company-facts-panel';
import { useDocumentTitle } from '../../lib/use-document-title';
import { InvitedLabel, VerifiedEngagementLabel } from '../../components/review-content';
import { VendorGrowth } from './components/vendor-growth';
import { RfpInboxCard } from '../rfps/rfp-inbox-card';

/** The review as the vendor reads it: company, date, rating and every text (vendors read their reviews in full). */
function ReviewSummary({ review }: { review: VendorReview }) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Link component={RouterLink} to={paths.companies.detail.getHref(review.companyId)}>
            {review.companyName}
          </Link>
        </Typography>
        <Chip size="small" variant="outlined" label={`${review.serviceType} services`} />
        {review.meanRating !== null && <Chip size="small" variant="outlined" label={`Rated ${formatOverallScore(review.meanRating)}/10`} />}
        {review.isDemo && <Chip size="small" label="Demo review" />}
        {review.verifiedEngagement && <VerifiedEngagementLabel />}
        {review.invitedByVendor && <InvitedLabel />}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatLongUsDate(review.createdAt)}
        </Typography>
      </Stack>
      {review.comments && <Typography sx={{ fontStyle: 'italic', whiteSpace: 'pre-line' }}>“{review.comments}”</Typography>}
      {review.pros && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <strong>Pros:</strong> {review.pros}
        </Typography>
      )}
      {review.cons && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <strong>Cons:</strong> {review.cons}
        </Typography>
      )}
    </>
  );
}

function ReviewList({ title, empty, state, accounts }: { title: string; empty: string; state: 'awaiting' | 'answered'; accounts: MyVendorAccount[] }) {
  const { data, error, isLoading } = useVendorReviews(state);
  const headingId = `vendor-reviews-${state}`;
  let body;
  if (error) body = <Alert severity="error">{errorMessage(error, 'Could not load the reviews.')}</Alert>;
  else if (isLoading || !data) body = <Skeleton variant="rounded" height={120} aria-label={`Loading ${title.toLowerCase()}`} />;
  else if (data.reviews.length === 0) body = <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>;
  else {
    body = (
      <Stack spacing={2}>
        {data.reviews.map((review) => {
          const account = accounts.find((a) => a.companyId === review.companyId);
          return (
            <Card key={review.id} component="article" aria-label={`Review of ${review.companyName}, ${formatLongUsDate(review.createdAt)}`}>
              <CardContent>
                <ReviewSummary review={review} />
                {review.response ? (
                  <Box sx={{ mt: 2, pl: 2, borderLeft: 3, borderColor: 'primary.light' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      Your response, {formatLongUsDate(review.response.createdAt)}
                      {review.response.unpublishedAt && `: taken down by our moderators (${review.response.unpublishReason ?? 'no reason given'})`}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                      {review.response.response}
                    </Typography>
                  </Box>
                ) : (
                  account && hasResponsesLeft(account.quota) && <VendorReply companyId={review.companyId} reviewId={review.id} companyName={review.companyName} />
                )}
              </CardContent>
            </Card>
          );
        })}
        {data.total > data.reviews.length && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Showing the {data.reviews.length} newest of {data.total}.
          </Typography>
        )}
      </Stack>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
        {data && ` (${data.total})`}
      </Typography>
      {body}
    </Box>
  );
}

function Dashboard() {
  const accounts = useMyVendorAccounts(true);
  if (accounts.error) return <Alert severity="error">{errorMessage(accounts.error, 'Could not load your vendor accounts.')}</Alert>;
  if (accounts.isLoading || !accounts.data) return <Skeleton variant="rounded" height={240} aria-label="Loading your vendor accounts" />;
  const verified = accounts.data.filter((a) => a.status === 'approved');
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>
          {accounts.data.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>You do not represent a company yet. Claim your company&apos;s profile to respond to its reviews.</Typography>
          ) : (
            <MyVendorAccounts accounts={accounts.data} />
          )}
          <Button component={RouterLink} to={paths.vendor.register.getHref()} variant="outlined" startIcon={<AddBusinessOutlinedIcon />}>
            Claim a company
          </Button>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        {verified.length === 0 ? (
          <Alert severity="info">Once our team verifies a claim, the reviews of that company appear here for you to answer.</Alert>
        ) : (
          <Stack spacing={4}>
            <RfpInboxCard />
            <VendorGrowth accounts={verified} />
            <CompanyFactsPanel accounts={verified} />
            <ReviewList title="Reviews awaiting a response" empty="Every review of your companies has a response." state="awaiting" accounts={verified} />
            <ReviewList title="Responses given" empty="You have not responded to a review yet." state="answered" accounts={verified} />
          </Stack>
        )}
      </Grid>
    </Grid>
  );
}

/**
 * /vendor: a vendor's claims and their status, the RFP inbox, the month's quota, each verified company's weekly insights and review
 * invitations, reviews to answer and answers given.
 */
export function VendorDashboardPage() {
  useDocumentTitle('Vendor Dashboard');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
        Vendor Dashboard
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 720 }}>
        Respond publicly, under your company&apos;s name, to the reviews of the companies you represent.
      </Typography>
      <RequireSignIn>{() => <Dashboard />}</RequireSignIn>
    </Container>
  );
}
