import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN } from '@domain/accounts/account-rules';
import {
  INVITATION_BATCH_MAX,
  INVITATION_LIFETIME_DAYS,
  INVITATION_MESSAGES,
  INVITED_REVIEW_LABEL,
  MONTHLY_INVITATION_CAP,
} from '@domain/review-invitations/review-invitation-rules';
import { errorMessage } from '../../../lib/error-message';
import { useSendInvitations, type InvitationsSent } from '../api/vendor-growth';

/** The addresses typed, one per line or separated by commas, semicolons or spaces. */
const addressesIn = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/** The first reason the addresses cannot be sent, with the server's words; null when they can. */
function problemWith(addresses: string[]): string | null {
  if (addresses.length === 0 || addresses.length > INVITATION_BATCH_MAX) return INVITATION_MESSAGES.emailsRequired;
  const bad = addresses.find((address) => !EMAIL_PATTERN.test(address));
  return bad ? `${INVITATION_MESSAGES.emailInvalid}: ${bad}` : null;
}

/**
 * A verified vendor invites clients to review the company: up to 20 addresses at a time, none at the company's own
 * domain. Each gets a mail with a link for that address only; the reviews are labelled, moderated and counted like
 * any other, and the vendor is never told who wrote one.
 */
export function ReviewInvitationsForm({ companyId, companyName }: { companyId: string; companyName: string }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<InvitationsSent | null>(null);
  const send = useSendInvitations(companyId);
  const headingId = useId();
  const helpId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const addresses = addressesIn(text);
    const local = problemWith(addresses);
    setProblem(local);
    setSent(null);
    if (local) return;
    try {
      setSent(await send.trigger({ emails: addresses }));
      setText('');
    } catch (error) {
      setProblem(errorMessage(error, 'Could not send the invitations.'));
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 0.5 }}>
        Invite clients to review {companyName}
      </Typography>
      <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary', mb: 2, maxWidth: 720 }}>
        Up to {INVITATION_BATCH_MAX} addresses at a time and {MONTHLY_INVITATION_CAP} a month, at your clients&apos; own domains (not yours). Each gets a link to the
        review form that works for that address for {INVITATION_LIFETIME_DAYS} days. Their reviews show as &ldquo;{INVITED_REVIEW_LABEL}&rdquo;, go through the same
        moderation and count exactly like every other review, good or bad; we never tell you who wrote one.
      </Typography>
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Client email addresses"
          placeholder={'head.of.cmc@client-biotech.com\nqa.lead@another-client.com'}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          error={problem !== null}
          helperText={problem ?? 'One per line, or separated by commas'}
          slotProps={{ htmlInput: { 'aria-describedby': helpId } }}
        />
        <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={send.isMutating} sx={{ mt: 1.5 }}>
          Send invitations
        </Button>
      </Box>
      {sent && (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          Sent {sent.sent} {sent.sent === 1 ? 'invitation' : 'invitations'}. {sent.remainingThisMonth} of {sent.monthlyLimit} left this month.
        </Alert>
      )}
    </Box>
  );
}
