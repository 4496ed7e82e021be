import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useProjectRfps } from '../../api/rfps';
import type { ProjectDetail, RfpSummary } from '../../api/types';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { RecipientStatusChip } from './recipient-status-chip';
import { RequestRfpDialog } from './request-rfp-dialog';
import { formatDeadline, RFP_STATUS_LABELS } from './rfp-labels';

function RfpRow({ rfp }: { rfp: RfpSummary }) {
  return (
    <Card variant="outlined" component="article" aria-label={rfp.title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={paths.rfps.detail.getHref(rfp.id)}>
              {rfp.title}
            </Link>
          </Typography>
          <Chip size="small" variant="outlined" label={RFP_STATUS_LABELS[rfp.status]} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Due {formatDeadline(rfp.deadline)}
          </Typography>
        </Stack>
        <Box component="ul" aria-label={`Recipients of ${rfp.title}`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {rfp.recipients.map((recipient) => (
            <Stack component="li" key={recipient.companyId} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">{recipient.companyName}</Typography>
              <RecipientStatusChip recipient={recipient} />
            </Stack>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The project's "RFPs" section: each RFP sent from it with every recipient's status, and (for the owner and editors)
 * "Request proposals", which opens the request dialog.
 */
export function ProjectRfps({ project }: { project: ProjectDetail }) {
  const { data, error, isLoading } = useProjectRfps(project.id);
  const [requesting, setRequesting] = useState(false);
  const canEdit = project.role !== 'viewer';
  let body;
  if (error) body = <Alert severity="error">{errorMessage(error, 'Could not load the RFPs.')}</Alert>;
  else if (isLoading || !data) body = <Skeleton variant="rounded" height={80} />;
  else if (data.length === 0) body = <Typography sx={{ color: 'text.secondary' }}>No RFP sent from this project yet.</Typography>;
  else
    body = (
      <Stack spacing={1.5}>
        {data.map((rfp) => (
          <RfpRow key={rfp.id} rfp={rfp} />
        ))}
      </Stack>
    );
  return (
    <Box component="section" aria-labelledby="project-rfps-title">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id="project-rfps-title" component="h2" variant="h6" sx={{ flex: 1 }}>
          RFPs
        </Typography>
        {canEdit && (
          <Button variant="contained" startIcon={<RequestQuoteOutlinedIcon />} disabled={project.companies.length === 0} onClick={() => setRequesting(true)}>
            Request proposals
          </Button>
        )}
      </Stack>
      {body}
      {requesting && <RequestRfpDialog project={project} onClose={() => setRequesting(false)} />}
    </Box>
  );
}
