import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { RFP_INVITATIONS_PER_COMPANY } from '@domain/rfps/rfp-rules';
import { answerQuestion, awardRfp, closeRfp, inviteRecipient, useRfp } from '../../api/rfps';
import type { RfpDetail, RfpQuestion, RfpRecipient } from '../../api/types';
import { RequireSignIn } from '../../components/require-sign-in';
import { useToast } from '../../components/use-toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BidComparison, biddersOf } from './bid-comparison';
import { RecipientStatusChip } from './recipient-status-chip';
import { formatDeadline, formatDay, RFP_STATUS_LABELS } from './rfp-labels';

/** "Invite by email" for a company without a verified vendor: an address at the company's own domain gets the claim link. */
function InviteForm({ rfp, recipient }: { rfp: RfpDetail; recipient: RfpRecipient }) {
  const { mutate } = useSWRConfig();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await inviteRecipient(mutate, rfp, { companyId: recipient.companyId, email: email.trim() });
      setEmail('');
    } catch (error) {
      setProblem(errorMessage(error, 'Could not send the invitation.'));
    } finally {
      setBusy(false);
    }
  };
  if (recipient.invitations.length >= RFP_INVITATIONS_PER_COMPANY) return null;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={`Invite someone at ${recipient.companyName}`} sx={{ mt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          type="email"
          label={`Email at ${recipient.companyName}`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problem !== null}
          helperText={problem ?? "An address at the company's own domain"}
          sx={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" variant="outlined" disabled={busy || email.trim() === ''}>
          Invite by email
        </Button>
      </Stack>
    </Box>
  );
}

/** Every recipient with its status, decline reason, invitations sent and (while it waits for a claim) the invite form. */
function Recipients({ rfp }: { rfp: RfpDetail }) {
  const canInvite = rfp.canEdit && rfp.status === 'open';
  return (
    <Box component="section" aria-labelledby="rfp-recipients-title">
      <Typography id="rfp-recipients-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
        Recipients
      </Typography>
      <TableContainer component={Card} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Company
              </TableCell>
              <TableCell component="th" scope="col">
                Status
              </TableCell>
              <TableCell component="th" scope="col">
                Details
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rfp.recipients.map((recipient) => (
              <TableRow key={recipient.companyId} data-testid="rfp-recipient">
                <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                  <Link component={RouterLink} to={paths.companies.detail.getHref(recipient.companyId)}>
                    {recipient.companyName}
                  </Link>
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <RecipientStatusChip recipient={recipient} />
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  {recipient.declineReason && <Typography variant="body2">Declined: {recipient.declineReason}</Typography>}
                  {recipient.invitations.length > 0 && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      Invited: {recipient.invitations.map((invitation) => `${invitation.email} (${formatDay(invitation.sentAt)})`).join(', ')}
                    </Typography>
                  )}
                  {recipient.status === 'awaiting_claim' && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      No verified vendor yet: invite someone at the company to claim it and answer.
                    </Typography>
                  )}
                  {canInvite && recipient.status === 'awaiting_claim' && <InviteForm rfp={rfp} recipient={recipient} />}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** The answer form of one question: to the asker alone, or to every recipient (without the asker's name). */
function AnswerForm({ rfp, question }: { rfp: RfpDetail; question: RfpQuestion }) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [text, setText] = useState('');
  const [shareWithAll, setShareWithAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await answerQuestion(mutate, rfp, question.id, { text: text.trim(), shareWithAll });
    } catch (error) {
      toast({ title: 'Could not send the answer', message: errorMessage(error, 'Please try again.'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 1.5 }}>
      <TextField label="Your answer" value={text} onChange={(event) => setText(event.target.value)} multiline minRows={2} fullWidth size="small" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Checkbox checked={shareWithAll} onChange={(event) => setShareWithAll(event.target.checked)} />}
          label="Share with all recipients (without the asker's name)"
        />
        <Button type="submit" variant="contained" disabled={busy || text.trim() === ''}>
          Send answer
        </Button>
      </Stack>
    </Box>
  );
}

function Questions({ rfp }: { rfp: RfpDetail }) {
  return (
    <Box component="section" aria-labelledby="rfp-questions-title">
      <Typography id="rfp-questions-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
        Questions
      </Typography>
      {rfp.questions.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No question yet.</Typography>
      ) : (
        <Stack spacing={1.5}>
          {rfp.questions.map((question) => (
            <Card key={question.id} variant="outlined" component="article" aria-label={`Question from ${question.companyName ?? 'a recipient'}`}>
              <CardContent>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {question.companyName ?? 'A recipient'} asked, {formatDay(question.askedAt)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{question.text}</Typography>
                {question.answer !== null ? (
                  <Box sx={{ mt: 1.5, pl: 2, borderLeft: 3, borderColor: 'primary.light' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      Your answer{question.shareWithAll ? ', shared with all recipients' : ', to this company only'}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                      {question.answer}
                    </Typography>
                  </Box>
                ) : (
                  rfp.canEdit && rfp.status === 'open' && <AnswerForm rfp={rfp} question={question} />
                )}
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Award (after a confirmation naming the company and what happens next) and Close. */
function Decision({ rfp }: { rfp: RfpDetail }) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [confirming, setConfirming] = useState<RfpRecipient | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const act = async (work: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    try {
      await work();
      setConfirming(null);
    } catch (error) {
      toast({ title: failure, message: errorMessage(error, 'Please try again.'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (!rfp.canEdit || rfp.status !== 'open') return null;
  return (
    <Box component="section" aria-labelledby="rfp-decision-title">
      <Typography id="rfp-decision-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
        Decision
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {biddersOf(rfp).map((bidder) => (
          <Button key={bidder.companyId} variant="contained" color="success" disabled={busy} onClick={() => setConfirming(bidder)}>
            Award {bidder.companyName}
          </Button>
        ))}
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() => {
            if (window.confirm(`Close “${rfp.title}” without an award? The recipients are told it closed.`))
              void act(() => closeRfp(mutate, rfp), 'Could not close the RFP');
          }}
        >
          Close without award
        </Button>
      </Stack>
      {confirming && (
        <Dialog open onClose={() => setConfirming(null)} aria-labelledby={titleId}>
          <DialogTitle id={titleId}>Award {confirming.companyName}?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {confirming.companyName} is told it was selected; the other recipients are told, politely and without figures or the winner&apos;s name, that they were not.
              The RFP then takes no more bids.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(null)}>Cancel</Button>
            <Button variant="contained" color="success" disabled={busy} onClick={() => void act(() => awardRfp(mutate, rfp, confirming.companyId), 'Could not award')}>
              Award
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}

function RfpContent({ id }: { id: string }) {
  const { data: rfp, error, isLoading } = useRfp(id);
  useDocumentTitle(rfp?.title ?? 'RFP');
  if (error) return <Alert severity="warning">{errorMessage(error, 'RFP not found')}</Alert>;
  if (isLoading || !rfp) return <Skeleton variant="rounded" height={240} />;
  const awarded = rfp.recipients.find((recipient) => recipient.companyId === rfp.awardedCompanyId);
  return (
    <Stack spacing={4}>
      <Box>
        <Link component={RouterLink} to={paths.projects.detail.getHref(rfp.projectId)} variant="body2">
          Back to the project
        </Link>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: 1 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.2rem' } }}>
            {rfp.title}
          </Typography>
          <Chip label={RFP_STATUS_LABELS[rfp.status]} color={rfp.status === 'open' ? 'primary' : 'default'} size="small" />
        </Stack>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          {rfp.projectType} · proposals due {formatDeadline(rfp.deadline)}
          {rfp.budgetBand ? ` · budget ${rfp.budgetBand}` : ''} · {rfp.revealIdentity ? 'your name and company are shown' : 'sent anonymously'}
        </Typography>
        {awarded && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Awarded to {awarded.companyName}.
          </Alert>
        )}
        <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
          Scope
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{rfp.scope}</Typography>
      </Box>
      <Recipients rfp={rfp} />
      <Questions rfp={rfp} />
      <Box component="section" aria-labelledby="rfp-bids-title">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, mb: 1.5 }}>
          <Typography id="rfp-bids-title" component="h2" variant="h5" sx={{ flex: 1 }}>
            Bids
          </Typography>
          <Button component="a" href={paths.rfpDownloads.comparison.getHref(rfp.id, 'csv')} download variant="outlined" startIcon={<FileDownloadOutlinedIcon />}>
            Export CSV
          </Button>
          <Button component="a" href={paths.rfpDownloads.comparison.getHref(rfp.id, 'pdf')} download variant="outlined" startIcon={<FileDownloadOutlinedIcon />}>
            Export PDF
          </Button>
        </Stack>
        <BidComparison rfp={rfp} />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          The rank score is the directory&apos;s, out of 10; the FDA record covers the dates shown.
        </Typography>
      </Box>
      <Decision rfp={rfp} />
    </Stack>
  );
}

/** /rfps/{id}: an RFP as its buyer sees it: recipients and invitations, questions and answers, the bids side by side, exports, award and close. */
export function RfpPage() {
  const { id = '' } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <RequireSignIn>{() => <RfpContent id={id} />}</RequireSignIn>
    </Container>
  );
}
