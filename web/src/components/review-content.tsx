import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongUsDate, scoreTone } from '@domain/directory/display-rules';
import { COMPANY_TYPE_LABELS } from '@domain/directory/taxonomy';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS, type RatingCategory } from '@domain/reviews/rating-categories';
import { INVITED_REVIEW_LABEL } from '@domain/review-invitations/review-invitation-rules';
import type { PublicReview } from '../api/types';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';
import { toneColors } from './score-tone';
import { VisuallyHidden } from './visually-hidden';
import { useCurrentPath } from '../lib/return-to';

/**
 * Everything a review shows about itself, whichever screen shows it: the company profile and the admin's moderation
 * card render a review through {@link ReviewContent} alone, so a moderator approves exactly what the profile will
 * then show and the two cannot drift apart.
 */
export type ReviewContentData = Pick<
  PublicReview,
  | 'reviewType'
  | 'serviceType'
  | 'experienceType'
  | 'projectSize'
  | 'projectDuration'
  | 'workTimeframe'
  | RatingCategory
  | 'comments'
  | 'reviewerRole'
  | 'organizationType'
  | 'therapeuticArea'
  | 'moleculeType'
  | 'developmentPhase'
  | 'pros'
  | 'cons'
  | 'wouldRecommend'
  | 'isDemo'
  | 'invitedByVendor'
  | 'verifiedEngagement'
  | 'createdAt'
> &
  Partial<Pick<PublicReview, 'locked' | 'intelligenceSource' | 'sourceUrl' | 'sourceDate'>>;

const DEMO_TOOLTIP = "Generated sample data for demonstration; not a real person's experience";
const INVITED_TOOLTIP = 'The provider invited this client to review them. It was moderated and counts like every other review.';
const VERIFIED_ENGAGEMENT_TOOLTIP =
  'The reviewer awarded this company an RFP on BioVetted: the work behind the review is on record. It was moderated like every other review.';

/** A label explained on hover and focus (the tooltip is the label's description). */
function ExplainedLabel({ label, explanation, sx }: { label: string; explanation: string; sx?: object }) {
  return (
    <Tooltip title={explanation} describeChild>
      <Chip size="small" label={label} tabIndex={0} sx={{ fontWeight: 600, ...sx }} />
    </Tooltip>
  );
}

/** The label of a generated demo review. */
export function DemoLabel() {
  return <ExplainedLabel label="Demo review" explanation={DEMO_TOOLTIP} sx={{ bgcolor: 'warning.light', color: 'warning.main' }} />;
}

/** The label of a review written through the provider's invitation. */
export function InvitedLabel() {
  return <ExplainedLabel label={INVITED_REVIEW_LABEL} explanation={INVITED_TOOLTIP} sx={{ bgcolor: 'action.selected', color: 'text.primary' }} />;
}

/** The label of a review by the buyer who awarded the company an RFP on BioVetted (docs/rfps.md). */
export function VerifiedEngagementLabel() {
  return <ExplainedLabel label="Verified engagement" explanation={VERIFIED_ENGAGEMENT_TOOLTIP} sx={{ bgcolor: 'success.light', color: 'success.main' }} />;
}

/**
 * Why a review's text is hidden and how to read it: visitors apply for access, members choose a paid plan; both
 * links go where that happens.
 */
function LockedText() {
  const { user } = useSession();
  const here = useCurrentPath();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 2, color: 'text.secondary' }}>
      <LockOutlinedIcon fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />
      <Typography variant="body2">
        {user ? (
          <>
            Free members read the full text of each company&apos;s two newest reviews. Paid plans read every review:{' '}
            <Link component={RouterLink} to={paths.pricing.getHref()} sx={{ fontWeight: 600 }}>
              see Pricing
            </Link>
            .
          </>
        ) : (
          <>
            The full text of this review is for members on paid plans.{' '}
            <Link component={RouterLink} to={paths.auth.signup.getHref(here)} sx={{ fontWeight: 600 }}>
              Apply for Access
            </Link>{' '}
            (free members read the two newest reviews of every company), then compare plans on{' '}
            <Link component={RouterLink} to={paths.pricing.getHref()} sx={{ fontWeight: 600 }}>
              Pricing
            </Link>
            .
          </>
        )}
      </Typography>
    </Stack>
  );
}

/** Who wrote it and on what kind of programme, where given (and shown: the anonymity threshold nulls role and organisation). */
function ContextLine({ review }: { review: ReviewContentData }) {
  const who = [review.reviewerRole, review.organizationType].filter(Boolean).join(' at ');
  const programme = [review.therapeuticArea, review.moleculeType, review.developmentPhase].filter(Boolean);
  if (!who && programme.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.75, alignItems: 'center' }}>
      {who && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {who}
        </Typography>
      )}
      {programme.map((item) => (
        <Chip key={item} size="small" variant="outlined" label={item} />
      ))}
    </Stack>
  );
}

/** One side of the pros and cons, as a term and its description; the reviewer's line breaks are kept. */
function ProsConsEntry({ term, color, text }: { term: string; color: string; text: string }) {
  return (
    <Box>
      <Typography component="dt" variant="subtitle2" sx={{ color }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
        {text}
      </Typography>
    </Box>
  );
}

function ProsCons({ review }: { review: ReviewContentData }) {
  if (!review.pros && !review.cons) return null;
  return (
    <Box component="dl" aria-label="Pros and cons" sx={{ m: 0, mt: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {review.pros && <ProsConsEntry term="Pros" color="success.main" text={review.pros} />}
      {review.cons && <ProsConsEntry term="Cons" color="error.main" text={review.cons} />}
    </Box>
  );
}

function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function ReviewRating({ category, value }: { category: RatingCategory; value: number | null }) {
  const theme = useTheme();
  const { fg, bg } = toneColors(theme, scoreTone(value));
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, px: 1.5, py: 1, borderRadius: '8px', border: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {RATING_CATEGORY_LABELS[category]}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700, color: fg, bgcolor: bg, px: 1, borderRadius: '6px', whiteSpace: 'nowrap' }}>
        {value === null ? 'N/A' : `${value}/10`}
        {value !== null && <VisuallyHidden> out of 10</VisuallyHidden>}
      </Typography>
    </Box>
  );
}

/** The engagement in one line: experience, size, duration, when, and the recommendation. */
export function experienceLine(review: ReviewContentData): string {
  const parts = [
    review.experienceType === 'rfp' ? 'RFP experience' : 'Project experience',
    review.projectSize ? `${review.projectSize} project` : null,
    review.projectDuration,
    review.workTimeframe,
    review.wouldRecommend === true ? 'Would recommend' : review.wouldRecommend === false ? 'Would not recommend' : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * One review as published: its kind and labels (demo, invited by the provider, verified engagement), date, engagement and context
 * where given, the source of an intelligence entry, all eight ratings (N/A where not rated), pros and cons and the
 * comments, or why the text is locked.
 */
export function ReviewContent({ review, headingLevel = 'h3' }: { review: ReviewContentData; headingLevel?: 'h3' | 'h4' }) {
  const theme = useTheme();
  const isIntelligence = review.reviewType === 'industry_intelligence';
  const showRatings = !isIntelligence || review.technicalExpertise !== null;
  const sourceUrl = safeHttpUrl(review.sourceUrl);
  const locked = review.locked ?? false;

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="subtitle2" component={headingLevel}>
            {COMPANY_TYPE_LABELS[review.serviceType]} services
          </Typography>
          <Chip size="small" label={isIntelligence ? 'Industry Intelligence' : 'User Review'} color={isIntelligence ? 'info' : 'primary'} variant="outlined" />
          {review.verifiedEngagement && <VerifiedEngagementLabel />}
          {review.invitedByVendor && <InvitedLabel />}
          {review.isDemo && <DemoLabel />}
        </Stack>
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary', flexShrink: 0 }}>
          <time dateTime={review.createdAt}>{formatLongUsDate(review.createdAt)}</time>
        </Typography>
      </Stack>

      {!isIntelligence && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }}>
          {experienceLine(review)}
        </Typography>
      )}
      {!isIntelligence && <ContextLine review={review} />}

      {isIntelligence && (review.intelligenceSource || sourceUrl || review.sourceDate) && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5, alignItems: 'center' }}>
          {review.intelligenceSource && (
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Source:{' '}
              </Box>
              {review.intelligenceSource}
            </Typography>
          )}
          {sourceUrl && (
            <Link href={sourceUrl} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              View Source
              <OpenInNewIcon sx={{ fontSize: 14 }} aria-hidden="true" />
            </Link>
          )}
          {review.sourceDate && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Source date: {formatLongUsDate(review.sourceDate)}
            </Typography>
          )}
        </Stack>
      )}

      {showRatings && (
        <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {RATING_CATEGORIES.map((category) => (
            <ReviewRating key={category} category={category} value={review[category]} />
          ))}
        </Box>
      )}

      {!locked && <ProsCons review={review} />}

      {locked ? (
        <LockedText />
      ) : review.comments ? (
        isIntelligence ? (
          <Box sx={{ mt: 2, p: 2, borderRadius: '8px', bgcolor: alpha(theme.palette.info.main, 0.06), borderLeft: 4, borderColor: 'info.main' }}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{review.comments}</Typography>
          </Box>
        ) : (
          <Box component="blockquote" sx={{ m: 0, mt: 2, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
            <Typography sx={{ fontStyle: 'italic', whiteSpace: 'pre-line', color: 'text.primary' }}>“{review.comments}”</Typography>
          </Box>
        )
      ) : null}
    </>
  );
}
