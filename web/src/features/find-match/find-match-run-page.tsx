import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { MATCH_MESSAGES } from '@domain/matching/project-requirements';
import type { RatingCategory } from '@domain/reviews/rating-categories';
import { RequireSignIn } from '../../components/require-sign-in';
import { useToast } from '../../components/use-toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFindMatches } from './api/find-matches';
import { useMatchRun } from './api/match-run';
import { HowScoresWork } from './components/how-scores-work';
import { Results } from './find-match-page';
import { matchRequest, valuesOf, withWeights } from './match-form';
import { AddRunToProject } from './components/add-run-to-project';

/** A stored run: its results as computed then; re-ranking runs the same requirement with new weights and moves to the new run. */
function MatchRun({ id }: { id: string }) {
  const { data, error, isLoading } = useMatchRun(id);
  const { trigger } = useFindMatches();
  const navigate = useNavigate();
  const toast = useToast();
  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading your matches" />
      </Box>
    );
  }
  if (error || !data) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={paths.findMatch.getHref()} color="inherit" size="small">
            New search
          </Button>
        }
      >
        {errorMessage(error, 'Match results not found')}
      </Alert>
    );
  }
  const values = valuesOf(data.requirement);
  async function rerank(weights: Record<RatingCategory, number>) {
    try {
      const found = await trigger(matchRequest(withWeights(values, weights)));
      if (found.requirement.id) navigate(paths.findMatchRun.getHref(found.requirement.id));
    } catch (failure) {
      toast({ title: 'Error', message: errorMessage(failure, MATCH_MESSAGES.failed), variant: 'error' });
    }
  }
  return (
    <Results
      key={id}
      result={data}
      weights={values.weights}
      onNewSearch={() => navigate(paths.findMatch.getHref())}
      onRerank={rerank}
      actions={<AddRunToProject run={data} />}
    />
  );
}

/** /find-match/{id}: a member's stored match run, at an address they can reload and come back to. */
export function FindMatchRunPage() {
  useDocumentTitle('Match results');
  const { id = '' } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 3 }}>
        Your Matches
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <RequireSignIn>{() => <MatchRun id={id} />}</RequireSignIn>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <HowScoresWork />
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}
