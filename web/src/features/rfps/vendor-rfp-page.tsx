import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { askQuestion, declineRfp, useVendorRfp } from '../../api/rfps';
import type { Bid, VendorRfp } from '../../api/types';
import { RequireSignIn } from '../../components/require-sign-in';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BidForm } from './bid-form';
import { formatDay, formatDeadline, formatUsd, OUTCOME_LABELS, RECIPIENT_STATUS_LABELS, RFP_STATUS_LABELS } from './rfp-labels';

/** The bid as sent: its line items and the rest, read-only. */
function BidSummary({ bid }: { bid: Bid }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Revision {bid.revision}, sent {formatDeadline(bid.submittedAt)}
      </Typography>
      <Table size="small" aria-label="Line items of your bid">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Category
            </TableCell>
            <TableCell component="th" scope="col">
              Description
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Amount
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bid.lineItems.map((item, index) => (
            <TableRow key={index}>
              <TableCell>{item.category}</TableCell>
              <TableCell>{item.description}</TableCell>
              <TableCell align="right">{formatUsd(item.amountUsd)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatUsd(bid.totalUsd)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="body2">
        Timeline: {bid.timelineWeeks} weeks
        {bid.milestones.length > 0 && ` · milestones: ${bid.milestones.map((m) => `${m.name} (week ${m.week})`).join('; ')}`}
      </Typography>
      {bid.team.length > 0 && <Typography variant="body2">Team: {bid.team.map((t) => `${t.role} ${t.fte} FTE`).join(', ')}</Typography>}
      {bid.assumptions && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          Assumptions: {bid.assumptions}
        </Typography>
      )}
      <Typography variant="body2">Valid until {formatDay(bid.validUntil)}</Typography>
    </Stack>
  );
}

/** The bid section: the bid as sent with "Revise bid" until the deadline, or the bid grid. */
function YourBid({ rfp, open }: { rfp: VendorRfp; open: boolean }) {
  const [editing, setEditing] = useState(false);
  let body;
  if (rfp.bid && !editing) {
    body = (
      <>
        <BidSummary bid={rfp.bid} />
        {open && (
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setEditing(true)}>
            Revise bid
          </Button>
        )}
      </>
    );
  } else if (open) body = <BidForm key={rfp.bid?.revision ?? 0} rfp={rfp} onDone={rfp.bid ? () => setEditing(false) : undefined} />;
  else body = <Typography sx={{ color: 'text.secondary' }}>No bid was sent.</Typography>;
  return (
    <Box component="section" aria-labelledby="vendor-bid-title">
      <Typography id="vendor-bid-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
        Your bid
      </Typography>
      {body}
    </Box>
  );
}

function Decline({ rfp }: { rfp: VendorRfp }) {
  const { mutate } = useSWRConfig();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await declineRfp(mutate, rfp.id, { companyId: rfp.company.id, reason: reason.trim() });
      setReason('');
    } catch (error) {
      setProblem(errorMessage(error, 'Could not decline.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="vendor-decline-title">
      <Typography id="vendor-decline-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
        Decline
      </Typography>
      {rfp.recipientStatus === 'declined' ? (
        <Typography>You declined, saying: “{rfp.declineReason}”. You can still send a bid before the deadline.</Typography>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label="Why you decline"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            error={problem !== null}
            helperText={problem ?? 'The buyer reads this; it helps them and you.'}
          />
          <Button type="submit" variant="outlined" color="error" disabled={busy || reason.trim() === ''} sx={{ mt: 1 }}>
            Decline this RFP
          </Button>
        </Box>
      )}
    </Box>
  );
}

function Questions({ rfp, open }: { rfp: VendorRfp; open: boolean }) {
  const { mutate } = useSWRConfig();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    setSent(false);
    try {
      await askQuestion(mutate, rfp.id, { companyId: rfp.company.id, text: text.trim() });
      setText('');
      setSent(true);
    } catch (error) {
      setProblem(errorMessage(error, 'Could not send the question.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="vendor-questions-title">
      <Typography id="vendor-questions-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
        Questions and answers
      </Typography>
      {rfp.questions.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>No question or answer yet.</Typography>
      ) : (
        <Stack spacing={1.5} sx={{ mb: 2 }}>
          {rfp.questions.map((question) => (
            <Card key={question.id} variant="outlined" component="article" aria-label={question.mine ? 'Your question' : 'Answer shared with all recipients'}>
              <CardContent>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {question.mine ? 'You asked' : 'A recipient asked'}, {formatDay(question.askedAt)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{question.text}</Typography>
                <Box sx={{ mt: 1, pl: 2, borderLeft: 3, borderColor: 'primary.light' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {question.answer === null ? 'Not answered yet' : `Answer${question.shareWithAll ? ', shared with all recipients' : ''}`}
                  </Typography>
                  {question.answer !== null && (
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                      {question.answer}
                    </Typography>
                  )}
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {open && (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label="Ask the buyer a question"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            error={problem !== null}
            helperText={problem ?? 'The buyer may answer you alone or every recipient, without your name.'}
          />
          <Button type="submit" variant="outlined" disabled={busy || text.trim() === ''} sx={{ mt: 1 }}>
            Ask
          </Button>
          {sent && (
            <Typography role="status" variant="body2" sx={{ mt: 1 }}>
              Question sent.
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}

function VendorRfpContent({ id, companyId }: { id: string; companyId?: string }) {
  const { data: rfp, error, isLoading } = useVendorRfp(id, companyId);
  // When the page opened: the deadline is compared with it, so a render never flips the form away mid-typing.
  const [openedAt] = useState(() => Date.now());
  useDocumentTitle(rfp?.title ?? 'RFP');
  if (error) return <Alert severity="warning">{errorMessage(error, 'RFP not found')}</Alert>;
  if (isLoading || !rfp) return <Skeleton variant="rounded" height={240} />;
  const beforeDeadline = new Date(rfp.deadline).getTime() > openedAt;
  const open = rfp.status === 'open' && beforeDeadline;
  return (
    <Stack spacing={4}>
      <Box>
        <Link component={RouterLink} to={paths.vendor.dashboard.getHref()} variant="body2">
          Back to the vendor dashboard
        </Link>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: 1 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.2rem' } }}>
            {rfp.title}
          </Typography>
          <Chip size="small" label={RFP_STATUS_LABELS[rfp.status]} color={rfp.status === 'open' ? 'primary' : 'default'} />
          <Chip size="small" variant="outlined" label={rfp.outcome ? OUTCOME_LABELS[rfp.outcome] : RECIPIENT_STATUS_LABELS[rfp.recipientStatus]} />
        </Stack>
        <Typography sx={{ mt: 1 }} data-testid="rfp-buyer">
          Buyer: {rfp.buyer} · for {rfp.company.name}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {rfp.projectType} · proposals due {formatDeadline(rfp.deadline)}
          {rfp.budgetBand ? ` · budget ${rfp.budgetBand}` : ''}
        </Typography>
        {rfp.outcome === 'awarded' && (
          <Alert severity="success" sx={{ mt: 2 }}>
            The buyer selected {rfp.company.name}. They will be in touch.
          </Alert>
        )}
        {rfp.outcome === 'not_selected' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            The buyer chose another proposal this time. Thank you for yours.
          </Alert>
        )}
        {rfp.status === 'closed' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            The buyer closed this RFP without an award.
          </Alert>
        )}
        {rfp.status === 'open' && !beforeDeadline && (
          <Alert severity="info" sx={{ mt: 2 }}>
            The deadline has passed.
          </Alert>
        )}
        <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
          Scope
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{rfp.scope}</Typography>
      </Box>
      <YourBid rfp={rfp} open={open} />
      {open && !rfp.bid && <Decline rfp={rfp} />}
      <Questions rfp={rfp} open={rfp.status === 'open'} />
    </Stack>
  );
}

/** /vendor/rfps/{id}: an RFP sent to a company the vendor represents: the RFP, who sent it, the bid grid, decline, questions and answers. */
export function VendorRfpPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <RequireSignIn>{() => <VendorRfpContent id={id} companyId={searchParams.get('companyId') ?? undefined} />}</RequireSignIn>
    </Container>
  );
}
