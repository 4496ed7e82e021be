import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useVendorRfps } from '../../api/rfps';
import type { VendorRfpInbox } from '../../api/types';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { formatDeadline, OUTCOME_LABELS, RECIPIENT_STATUS_LABELS } from './rfp-labels';

/** The inbox's counts, in the order an RFP moves through them. */
const COUNTS: { key: keyof VendorRfpInbox['counts']; label: string }[] = [
  { key: 'delivered', label: 'New' },
  { key: 'viewed', label: 'Viewed' },
  { key: 'bid', label: 'Bid sent' },
  { key: 'declined', label: 'Declined' },
  { key: 'awarded', label: 'Awarded' },
  { key: 'notSelected', label: 'Not selected' },
];

/** The vendor dashboard's "RFP inbox": counts by status and every RFP sent to a company the vendor represents, newest first. */
export function RfpInboxCard() {
  const { data, error, isLoading } = useVendorRfps();
  let body;
  if (error) body = <Alert severity="error">{errorMessage(error, 'Could not load the RFP inbox.')}</Alert>;
  else if (isLoading || !data) body = <Skeleton variant="rounded" height={100} aria-label="Loading the RFP inbox" />;
  else
    body = (
      <>
        <Box
          component="dl"
          aria-label="RFPs by status"
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(6, 1fr)' }, gap: 1, m: 0, mb: 2 }}
        >
          {COUNTS.map(({ key, label }) => (
            <Box key={key} data-testid={`rfp-count-${key}`} sx={{ textAlign: 'center' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {data.counts[key]}
              </Typography>
            </Box>
          ))}
        </Box>
        {data.items.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No RFP yet. Buyers send them to the companies in their projects.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.items.map((item) => (
              <Stack
                component="li"
                key={`${item.id}-${item.company.id}`}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, py: 0.75 }}
              >
                <Link component={RouterLink} to={paths.vendor.rfp.getHref(item.id, item.company.id)} sx={{ fontWeight: 600 }}>
                  {item.title}
                </Link>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  for {item.company.name} · due {formatDeadline(item.deadline)}
                </Typography>
                <Chip size="small" variant="outlined" label={item.outcome ? OUTCOME_LABELS[item.outcome] : RECIPIENT_STATUS_LABELS[item.recipientStatus]} />
              </Stack>
            ))}
          </Box>
        )}
      </>
    );
  return (
    <Card variant="outlined" component="section" aria-labelledby="rfp-inbox-title">
      <CardContent>
        <Typography id="rfp-inbox-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
          RFP inbox
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
