import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRIOR_WEIGHT } from '@domain/reviews/rank-score';
import { paths } from '../../../config/paths';

/** The explanatory card "How Match Scores Are Calculated" (spec part 2 §2; DECISIONS §12). */
export function HowScoresWork() {
  return (
    <Card variant="outlined" component="aside" aria-labelledby="how-scores-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <InfoOutlinedIcon color="primary" aria-hidden="true" />
          <Typography id="how-scores-title" component="h2" variant="h6">
            How Match Scores Are Calculated
          </Typography>
        </Stack>
        <Box component="ol" sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li': { mb: 0.75 } }}>
          <li>
            <strong>Fit first.</strong> Each company is checked against your project type (by the services it offers), therapeutic area,
            geography, modality and phase. A company whose published facts contradict one is left out; facts it has not published count as
            unknown, not against it.
          </li>
          <li>Companies meeting more of your criteria come first.</li>
          <li>
            Among them, the <strong>match score</strong> (0-100) weights each rating category by the importance you give it, from 1 (low) to
            5 (critical). Categories nobody has rated are left out rather than counted as zero.
          </li>
          <li>
            Category averages are <strong>evidence-weighted</strong>: every company starts as if it had {PRIOR_WEIGHT} reviews at the platform
            average, so one glowing review cannot beat a long record. Ties go to the company with more reviews.
          </li>
          <li>Your budget is saved with your request but does not change the ranking.</li>
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          No company can pay for a better position: only reviews move a score.{' '}
          <Link component={RouterLink} to={paths.methodology.getHref('match-score')}>
            Scoring methodology
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
