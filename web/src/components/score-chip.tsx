import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { basedOnReviews, formatOverallScore, scoreTone } from '@domain/directory/display-rules';
import { paths } from '../config/paths';
import { toneColors } from './score-tone';
import { VisuallyHidden } from './visually-hidden';

/** A compact overall score out of 10 (one decimal or N/A) on a tinted tone background. */
export function ScoreChip({ score, label = 'Average rating' }: { score: number | null; label?: string }) {
  const theme = useTheme();
  const { fg, bg } = toneColors(theme, scoreTone(score));
  const text = formatOverallScore(score);
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'baseline',
        gap: 0.25,
        px: 1.25,
        py: 0.5,
        borderRadius: '8px',
        bgcolor: bg,
        color: fg,
        fontWeight: 700,
        fontSize: '1rem',
        lineHeight: 1.3,
        whiteSpace: 'nowrap',
      }}
    >
      <VisuallyHidden>{label}: </VisuallyHidden>
      {text}
      {text !== 'N/A' && (
        <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 600 }}>
          /10
        </Box>
      )}
    </Box>
  );
}

/**
 * The profile header's large score with its label, the number of reviews behind it and, once rated, the
 * evidence-weighted ranking score that orders the directory (docs/directory.md).
 */
export function OverallScore({ score, reviewCount, rankScore = null }: { score: number | null; reviewCount: number; rankScore?: number | null }) {
  const theme = useTheme();
  const { fg, bg } = toneColors(theme, scoreTone(score));
  return (
    <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', md: 'flex-end' }, textAlign: { xs: 'left', md: 'right' } }}>
      <Box sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.5, px: 2, py: 1, borderRadius: '12px', bgcolor: bg, color: fg }}>
        <Typography component="span" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1 }}>
          {formatOverallScore(score)}
        </Typography>
        {formatOverallScore(score) !== 'N/A' && (
          <Typography component="span" sx={{ fontWeight: 600 }}>
            /10
          </Typography>
        )}
      </Box>
      <Typography variant="subtitle2" sx={{ color: 'text.primary' }}>
        Overall Score
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {reviewCount === 0 ? 'No reviews yet' : basedOnReviews(reviewCount)}
      </Typography>
      {rankScore !== null && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Ranking score {formatOverallScore(rankScore)}{' '}
          <Link component={RouterLink} to={paths.methodology.getHref()} sx={{ whiteSpace: 'nowrap' }}>
            (evidence-weighted)
          </Link>
        </Typography>
      )}
    </Stack>
  );
}
