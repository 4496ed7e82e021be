import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { FIT_CRITERION_LABELS } from '@domain/matching/project-fit';
import { api, isApiError, unwrap } from '../../../api/client';
import type { MatchScoreCheck, ProjectMatch } from '../../../api/types';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';

/** The three numbers of one match, in words. */
function Numbers({ match }: { match: ProjectMatch }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      Fit {match.fitScore}/100 · {match.evidenceScore === null ? 'No reviews yet: ranked on fit' : `Evidence ${match.evidenceScore}/100`}
    </Typography>
  );
}

function ScoreCheck({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { data, error, isLoading } = useSWR<MatchScoreCheck>(['match-score', companyId], () =>
    unwrap(api.GET('/api/companies/{id}/match-score', { params: { path: { id: companyId } } })),
  );
  if (isLoading) return <CircularProgress aria-label="Computing the match score" />;
  if (error) {
    const noRequirement = isApiError(error) && error.status === 404;
    return (
      <Alert severity="info">
        {noRequirement ? 'Run a match first: the score is computed for your last project requirement.' : errorMessage(error, 'Could not compute the score.')}{' '}
        <Link component={RouterLink} to={paths.findMatch.getHref()}>
          Find Match
        </Link>
      </Alert>
    );
  }
  if (!data) return null;
  const { requirement } = data;
  const asked = [requirement.projectName, requirement.projectType, requirement.therapeuticArea, requirement.geography, requirement.moleculeType]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack spacing={2}>
      <Typography variant="body2">For your last requirement: {asked}</Typography>
      {data.fits && data.match ? (
        <Box sx={{ p: 2, borderRadius: '8px', bgcolor: 'background.default' }} data-testid="company-match-score">
          <Typography variant="h5" component="p">
            {data.match.matchScore}% match
          </Typography>
          <Typography variant="body2">
            {companyName} ranks #{data.rank} among the companies that fit.
          </Typography>
          <Numbers match={data.match} />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {data.match.fit.map((fit) => `${FIT_CRITERION_LABELS[fit.criterion]}: ${fit.status === 'match' ? 'fits' : 'unknown'}`).join(' · ')}
          </Typography>
        </Box>
      ) : (
        <Alert severity="warning">
          {companyName} does not fit this requirement:{' '}
          {data.company?.fit
            .filter((fit) => fit.status === 'mismatch')
            .map((fit) => `${FIT_CRITERION_LABELS[fit.criterion]} (${fit.detail})`)
            .join('; ')}
          .
        </Alert>
      )}
      <Box component="section" aria-label="Top 3 for this requirement">
        <Typography variant="subtitle2">Top {data.top.length} for this requirement</Typography>
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {data.top.map((match) => (
            <li key={match.id}>
              <Link component={RouterLink} to={paths.companies.detail.getHref(match.id)}>
                {match.name}
              </Link>{' '}
              {match.matchScore}%
              <Numbers match={match} />
            </li>
          ))}
        </Box>
      </Box>
      {requirement.id && (
        <Link component={RouterLink} to={paths.findMatchRun.getHref(requirement.id)}>
          Open these results
        </Link>
      )}
    </Stack>
  );
}

/**
 * "Check Match Score" on a profile: for a member, this company's score and fit for their last requirement next to
 * the top 3 for it; for a visitor, Find Match.
 */
export function CheckMatchScore({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!user) {
    return (
      <Button component={RouterLink} to={paths.findMatch.getHref()} variant="outlined" startIcon={<TravelExploreOutlinedIcon />} fullWidth>
        Check Match Score
      </Button>
    );
  }
  return (
    <>
      <Button variant="outlined" startIcon={<TravelExploreOutlinedIcon />} fullWidth onClick={() => setOpen(true)}>
        Check Match Score
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Match score of {companyName}</DialogTitle>
        <DialogContent>{open && <ScoreCheck companyId={companyId} companyName={companyName} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
