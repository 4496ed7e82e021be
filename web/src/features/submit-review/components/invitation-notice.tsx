import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Alert from '@mui/material/Alert';
import { INVITED_REVIEW_LABEL } from '@domain/review-invitations/review-invitation-rules';

/**
 * What a member reviewing through a provider's invitation is told before writing: the review carries a label, is
 * moderated and counts like any other, and the provider learns nothing of who wrote it.
 */
export function InvitationNotice({ companyName }: { companyName: string | null }) {
  return (
    <Alert severity="info" icon={<EmailOutlinedIcon />} data-testid="invitation-notice">
      {companyName ?? 'The provider'} invited you to review them. Your review shows as &ldquo;{INVITED_REVIEW_LABEL}&rdquo; and is moderated and counted like every other
      review; {companyName ?? 'the provider'} is not told whether you wrote one.
    </Alert>
  );
}
