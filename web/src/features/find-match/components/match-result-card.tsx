import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ShortlistToggle } from '../../../components/shortlist-toggle';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { basedOnReviews, formatRatingValue } from '@domain/directory/display-rules';
import { categoryScoresWithheld } from '@domain/directory/public-ratings';
import { matchScoreTone } from '@domain/matching/match-score';
import { FIT_CRITERION_LABELS } from '@domain/matching/project-fit';
import { RATING_CATEGORY_LABELS } from '@domain/reviews/rating-categories';
import type { FitResult, ProjectMatch } from '../../../api/types';
import { CategoryScoresWithheld } from '../../../components/category-scores-withheld';
import { toneColors } from '../../../components/score-tone';
import { TypeBadge } from '../../../components/type-badge';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';

function MatchScore({ score }: { score: number }) {
  const theme = useTheme();
  const { fg, bg } = toneColors(theme, matchScoreTone(score));
  return (
    <Box sx={{ textAlign: 'center', px: 2, py: 1, borderRadius: '12px', bgcolor: bg, color: fg, minWidth: 88 }}>
      <Typography component="p" sx={{ fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.1 }}>
        {score}%
      </Typography>
      <Typography component="p" variant="caption" sx={{ fontWeight: 600 }}>
        Match Score
      </Typography>
    </Box>
  );
}

/**
 * One fit verdict as a badge: met (green tick) or not published (question mark). The detail shows on hover
 * or focus, and screen readers hear it with the badge.
 */
function FitBadge({ fit }: { fit: FitResult }) {
  const met = fit.status === 'match';
  return (
    <Tooltip title={fit.detail}>
      <Chip
        size="small"
        tabIndex={0}
        icon={met ? <CheckCircleOutlineIcon aria-hidden="true" /> : <HelpOutlineIcon aria-hidden="true" />}
        label={
          <>
            {FIT_CRITERION_LABELS[fit.criterion]}: {met ? 'fits' : 'unknown'}
            <VisuallyHidden> ({fit.detail})</VisuallyHidden>
          </>
        }
        color={met ? 'success' : 'default'}
        variant="outlined"
        data-fit={fit.status}
      />
    </Tooltip>
  );
}

/** The fit and evidence numbers beside the match score (0-100 each); "No reviews yet" where the company has none. */
function ScoreParts({ match }: { match: ProjectMatch }) {
  return (
    <Stack spacing={0.25} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }} data-testid="score-parts">
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Fit {match.fitScore}/100
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {match.evidenceScore === null ? 'No reviews yet: ranked on fit' : `Evidence ${match.evidenceScore}/100`}
      </Typography>
      {match.weightedScore !== null && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Weighted average {formatRatingValue(match.weightedScore)}/10
        </Typography>
      )}
    </Stack>
  );
}

/**
 * One ranked provider: how it fits, its match score with the fit and evidence behind it, why, and where to go next.
 * The methodology page explains the three numbers.
 */
export function MatchResultCard({ match, rank }: { match: ProjectMatch; rank: number }) {
  const { explanation } = match;
  return (
    <Card component="article" aria-label={`${rank}. ${match.name}, ${match.matchScore}% match`}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 700 }}>
                #{rank}
              </Typography>
              <Typography component="h3" variant="h6">
                {match.name}
              </Typography>
              <TypeBadge type={match.type} />
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', mt: 0.5 }}>
              <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
              <Typography variant="body2">{match.location}</Typography>
              <Typography variant="body2">· {basedOnReviews(match.reviewCount)}</Typography>
            </Stack>
            <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mt: 1.25 }} aria-label="Project fit" role="list">
              {match.fit.map((fit) => (
                <Box key={fit.criterion} role="listitem">
                  <FitBadge fit={fit} />
                </Box>
              ))}
            </Stack>
            {match.description && (
              <Typography
                variant="body2"
                sx={{ mt: 1, color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
              >
                {match.description}
              </Typography>
            )}
          </Box>
          <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
            <MatchScore score={match.matchScore} />
            <ScoreParts match={match} />
          </Stack>
        </Stack>

        <Box sx={{ mt: 2, p: 1.5, borderRadius: '8px', bgcolor: 'background.default' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            Why this score
          </Typography>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {match.evidence === 'none'
              ? `Fit ${match.fitScore} with no reviews yet: ranked at the middle of the evidence scale.`
              : match.evidence === 'overall'
                ? `Fit ${match.fitScore}; evidence ${match.evidenceScore}: its overall rating's place among reviewed companies (category scores are not public yet).`
                : `Fit ${match.fitScore}; evidence ${match.evidenceScore}: where its ratings stand among listed companies, weighted by your priorities.`}{' '}
            <Box component={RouterLink} to={paths.methodology.getHref('matching')} sx={{ color: 'primary.main' }}>
              How the scores work
            </Box>
          </Typography>
          {categoryScoresWithheld(match.ratingCounts) && <CategoryScoresWithheld dense />}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {explanation.topContributors.map((contribution) => (
              <Typography component="li" variant="body2" key={contribution.category}>
                {RATING_CATEGORY_LABELS[contribution.category]}: {formatRatingValue(contribution.average)}/10 at importance {contribution.weight}{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  (better than {match.percentiles[contribution.category] ?? 0}% of rated companies, {match.ratingCounts[contribution.category]}{' '}
                  {match.ratingCounts[contribution.category] === 1 ? 'rating' : 'ratings'})
                </Box>
              </Typography>
            ))}
          </Box>
          {explanation.strongest && (
            <Typography variant="body2" sx={{ mt: 0.75 }}>
              Strongest: {RATING_CATEGORY_LABELS[explanation.strongest.category]} ({formatRatingValue(explanation.strongest.average)}/10)
              {explanation.weakest && ` · Weakest: ${RATING_CATEGORY_LABELS[explanation.weakest.category]} (${formatRatingValue(explanation.weakest.average)}/10)`}
            </Typography>
          )}
          {explanation.missingCategories.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }}>
              No ratings yet, left out of the score: {explanation.missingCategories.map((c) => RATING_CATEGORY_LABELS[c]).join(', ')}.
            </Typography>
          )}
        </Box>

        <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
          <Button component={RouterLink} to={paths.companies.detail.getHref(match.id)} variant="contained" size="small">
            View Company Details
          </Button>
          <Button component={RouterLink} to={paths.submitReview.getHref(match.id)} variant="outlined" size="small">
            Add Review
          </Button>
          <ShortlistToggle companyId={match.id} companyName={match.name} />
        </Stack>
      </CardContent>
    </Card>
  );
}
