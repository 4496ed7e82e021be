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

/** The explanatory card "How Match Scores Are Calculated": the three numbers in short; the methodology page has the worked example. */
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
            <strong>Fit</strong> (0-100): each company is checked against your project type (by the services it offers), therapeutic area, geography, modality, phase and
            scale. A company whose published facts contradict one is left out. A criterion it meets counts in full; one whose fact it has not published counts half, never
            as met.
          </li>
          <li>
            <strong>Evidence</strong> (0-100): in each rating category, where the company stands among all listed companies rated there (its percentile), weighted by the
            importance you give the category from 1 (low) to 5 (critical). Averages are evidence-weighted: every company starts as if it had {PRIOR_WEIGHT} reviews at the
            platform average.
          </li>
          <li>
            <strong>Match score</strong> = fit × (0.5 + 0.5 × evidence / 100). Fit sets the ceiling; evidence takes up to half of it away. A company without reviews yet
            is ranked on fit, at evidence 50. Results follow the match score shown.
          </li>
          <li>Your budget and timeline are kept with your request but do not change the ranking.</li>
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          No company can pay for a better position: only reviews move a score.{' '}
          <Link component={RouterLink} to={paths.methodology.getHref('matching')}>
            Scoring methodology
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
