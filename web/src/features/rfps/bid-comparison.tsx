import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatRatingValue } from '@domain/directory/display-rules';
import type { Bid, RfpDetail, RfpRecipient } from '../../api/types';
import { VisuallyHidden } from '../../components/visually-hidden';
import { formatDay, formatUsd } from './rfp-labels';

/** A recipient that has a bid on file. */
type Bidder = RfpRecipient & { bid: Bid };

/** The sum of a bid's line items in one category, in USD (cents kept). */
export function categoryTotal(bid: Bid, category: string): number {
  return Math.round(bid.lineItems.filter((item) => item.category === category).reduce((sum, item) => sum + item.amountUsd * 100, 0)) / 100;
}

/** The recipients with a bid, in the RFP's order. */
export function biddersOf(rfp: RfpDetail): Bidder[] {
  return rfp.recipients.filter((recipient): recipient is Bidder => recipient.bid !== null);
}

/** A cell of the first column, kept at the left edge while the table scrolls sideways on a narrow screen. */
const stickyColumn = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', borderRight: 1, borderRightColor: 'divider' } as const;

interface Row {
  label: string;
  cell: (bidder: Bidder) => ReactNode;
  strong?: boolean;
}

function rowsOf(rfp: RfpDetail): Row[] {
  return [
    // A category the company priced nothing in shows a dash, not $0: it may be included elsewhere or left out.
    ...rfp.categories.map((category) => ({
      label: category,
      cell: (b: Bidder) => (b.bid.lineItems.some((item) => item.category === category) ? formatUsd(categoryTotal(b.bid, category)) : '—'),
    })),
    { label: 'Total (USD)', cell: (b) => formatUsd(b.bid.totalUsd), strong: true },
    { label: 'Timeline (weeks)', cell: (b) => b.bid.timelineWeeks },
    {
      label: 'Milestones',
      cell: (b) => (b.bid.milestones.length === 0 ? '—' : b.bid.milestones.map((m) => `${m.name} (week ${m.week})`).join('; ')),
    },
    {
      label: 'Team FTE',
      cell: (b) =>
        b.bid.team.length === 0
          ? '—'
          : `${Math.round(b.bid.team.reduce((sum, member) => sum + member.fte, 0) * 10) / 10} FTE (${b.bid.team.map((m) => `${m.role} ${m.fte}`).join(', ')})`,
    },
    { label: 'Valid until', cell: (b) => formatDay(b.bid.validUntil) },
    { label: 'Revision', cell: (b) => `${b.bid.revision}, ${formatDay(b.bid.submittedAt)}` },
    { label: 'Rank score (out of 10)', cell: (b) => (b.rankScore === null ? 'Not ranked' : formatRatingValue(b.rankScore)) },
    {
      label: 'FDA warning letters',
      cell: (b) =>
        b.fdaWarningLetters === null
          ? 'No record'
          : `${b.fdaWarningLetters}${b.regulatoryCoverage ? ` (${formatDay(b.regulatoryCoverage.from)} to ${formatDay(b.regulatoryCoverage.to)})` : ''}`,
    },
    {
      label: 'Assumptions',
      cell: (b) => (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {b.bid.assumptions || '—'}
        </Typography>
      ),
    },
  ];
}

/**
 * The bids side by side: one column per company that bid, the sum of its line items in each of the RFP's categories,
 * then total, timeline, milestones, team, validity, revision, the directory's rank score and the FDA record. On a
 * phone the table scrolls sideways with the row names kept in view.
 */
export function BidComparison({ rfp }: { rfp: RfpDetail }) {
  const bidders = biddersOf(rfp);
  if (bidders.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No bid yet.</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Bids side by side, scrollable" sx={{ maxWidth: '100%' }}>
      <Table size="small" aria-label="Bids side by side">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ ...stickyColumn, zIndex: 2, minWidth: { xs: 120, sm: 180 } }}>
              <VisuallyHidden>Item</VisuallyHidden>
            </TableCell>
            {bidders.map((bidder) => (
              <TableCell key={bidder.companyId} component="th" scope="col" sx={{ minWidth: { xs: 160, sm: 200 }, fontWeight: 700 }}>
                {bidder.companyName}
                {rfp.awardedCompanyId === bidder.companyId && ' (awarded)'}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rowsOf(rfp).map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row" sx={{ ...stickyColumn, fontWeight: 600, verticalAlign: 'top' }}>
                {row.label}
              </TableCell>
              {bidders.map((bidder) => (
                <TableCell key={bidder.companyId} sx={{ verticalAlign: 'top', fontWeight: row.strong ? 700 : undefined }}>
                  {row.cell(bidder)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
