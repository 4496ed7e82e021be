import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DiscoveryResult } from '../../../api/types';
import { formatDateTime } from './format-date-time';

/** "discovery:feed:partners" → "feed:partners". */
const sourceLabel = (source: string) => source.replace(/^discovery:/, '');

/**
 * One discovery run as the admin sees it (docs/data-model.md#transfer-shapes): the count and summary,
 * each source's found / new / duplicate counts or its error, and the pending submissions it created.
 */
export function DiscoveryResultPanel({ result }: { result: DiscoveryResult }) {
  return (
    <Card component="section" aria-labelledby="discovery-result-title">
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id="discovery-result-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {result.trigger === 'schedule' ? 'Last scheduled run' : 'Last run'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatDateTime(result.ranAt)}
          </Typography>
        </Box>
        {result.outcome === 'failed' ? (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="companies-found">
            The run failed: no source answered, so nothing could be found.
          </Alert>
        ) : (
          <Typography sx={{ fontSize: '1.1rem', fontWeight: 600 }} data-testid="companies-found">
            {result.companiesFound === 1 ? '1 new company found' : `${result.companiesFound} new companies found`}
            {result.outcome === 'partial' ? ' (some sources failed)' : ''}
          </Typography>
        )}
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{result.summary}</Typography>

        <Box sx={{ overflowX: 'auto', mb: 3 }}>
          <Table size="small" aria-label="Sources of the last run">
            <TableHead>
              <TableRow>
                <TableCell>Source</TableCell>
                <TableCell align="right">Found</TableCell>
                <TableCell align="right">New</TableCell>
                <TableCell align="right">Duplicates</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.sources.map((source) => (
                <TableRow key={source.name}>
                  <TableCell component="th" scope="row">
                    {source.name}
                  </TableCell>
                  <TableCell align="right">{source.found}</TableCell>
                  <TableCell align="right">{source.created}</TableCell>
                  <TableCell align="right">{source.duplicates}</TableCell>
                  <TableCell>
                    {source.error ? (
                      <Alert severity="warning" sx={{ py: 0 }}>
                        {source.error}
                      </Alert>
                    ) : (
                      <Chip size="small" color="success" variant="outlined" label="Answered" />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>

        <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }} id="new-submissions-title">
          New pending submissions
        </Typography>
        {result.newSubmissions.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Nothing new: every company found is already listed or was submitted before.</Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              They wait in the admin's company submissions for approval; none is in the directory yet.
            </Typography>
            <List dense aria-labelledby="new-submissions-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
              {result.newSubmissions.map((submission) => (
                <ListItem key={submission.id} secondaryAction={<Chip size="small" label={sourceLabel(submission.source)} />}>
                  <ListItemText
                    primary={submission.name}
                    secondary={[submission.country, submission.website].filter(Boolean).join(' · ') || 'No country or website known'}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
