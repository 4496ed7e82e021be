import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The explanatory card "How Match Scores Are Calculated" (spec part 2 §2; formula of DECISIONS §7). */
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
          <li>Only companies whose type fits your project and that have approved, verified reviews are considered.</li>
          <li>Each of the eight rating categories is weighted by the importance you give it, from 1 (low) to 5 (critical).</li>
          <li>A company&apos;s weighted score is its category averages (out of 10) weighted by your priorities; categories nobody has rated yet are left out rather than counted as zero.</li>
          <li>The match score is the weighted score on a 0-100 scale. Ties go to the company with more reviews.</li>
          <li>Therapeutic area, geography and budget are saved with your request but do not change the ranking.</li>
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          No company can pay for a better position: only reviews move a score.
        </Typography>
      </CardContent>
    </Card>
  );
}
