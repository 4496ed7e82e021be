import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongUsDate } from '@domain/directory/display-rules';
import type { ModerationDecision } from '../../../api/types';
import { paths } from '../../../config/paths';
import type { PendingFactProposal } from '../api/fact-proposals';
import type { AdminQueueCardProps, AdminQueueTexts } from './admin-queue';
import { DecisionControls, notesDecision } from './decision-controls';
import { DetailItem } from './detail-item';

interface SiteLike {
  city: unknown;
  country?: unknown;
  capabilities?: unknown;
}

const isSite = (item: unknown): item is SiteLike => typeof item === 'object' && item !== null && 'city' in item;

function siteText(site: SiteLike): string {
  const capabilities = Array.isArray(site.capabilities) && site.capabilities.length > 0 ? ` (${site.capabilities.join(', ')})` : '';
  return `${String(site.city)}, ${String(site.country ?? '')}${capabilities}`;
}

/** A fact's value in words: unknown as "Not stated", lists and sites joined. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return 'Not stated';
  if (Array.isArray(value)) return value.map((item) => (isSite(item) ? siteText(item) : String(item))).join('; ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** A vendor's proposed facts: each change beside the current value, the page cited, who proposed it. */
export function FactProposalCard({ item: proposal, busy, onDecide }: AdminQueueCardProps<PendingFactProposal, ModerationDecision>) {
  const titleId = useId();
  const proposer = proposal.proposerName || proposal.proposerEmail || 'A former vendor';
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="fact-proposal">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 2 }}>
          Facts proposed for {proposal.companyName}
        </Typography>
        <Box
          component="table"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            mb: 2,
            '& th, & td': { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' },
          }}
        >
          <thead>
            <tr>
              <th scope="col">Fact</th>
              <th scope="col">Now</th>
              <th scope="col">Proposed</th>
            </tr>
          </thead>
          <tbody>
            {proposal.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td>{valueText(change.from)}</td>
                <td>{valueText(change.to)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
        <Grid container component="dl" spacing={1.5} sx={{ m: 0, mb: 2 }}>
          <DetailItem label="Company">
            <Link component={RouterLink} to={paths.companies.detail.getHref(proposal.companyId)}>
              {proposal.companyName}
            </Link>
          </DetailItem>
          <DetailItem label="Proposed by">
            {proposer}
            {proposal.proposerEmail && proposal.proposerName ? ` (${proposal.proposerEmail})` : ''}
          </DetailItem>
          <DetailItem label="Source">
            {proposal.sourceUrl ? (
              <Link href={proposal.sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
                {proposal.sourceUrl}
              </Link>
            ) : (
              'None given'
            )}
          </DetailItem>
          <DetailItem label="Submitted">{formatLongUsDate(proposal.createdAt)}</DetailItem>
        </Grid>
        <DecisionControls
          busy={busy}
          onDecide={(choice) => onDecide(notesDecision(choice))}
          subject={`the facts proposed for ${proposal.companyName}`}
          recipient={null}
          notesLabel="Notes (optional, kept in the audit log)"
        />
      </CardContent>
    </Card>
  );
}

/** The Company Facts tab's words. */
export const factProposalTexts: AdminQueueTexts<PendingFactProposal, ModerationDecision> = {
  loading: 'Loading proposed company facts',
  empty: 'No company facts are waiting for a decision.',
  loadFailed: 'Could not load the proposed company facts.',
  decided: (proposal, { approved }) => ({
    title: 'Company facts decided',
    message: approved ? `The facts now show on ${proposal.companyName}'s profile as stated by the company.` : `The proposal for ${proposal.companyName} was rejected.`,
  }),
  decideFailed: 'Error deciding the proposal',
};
