import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailItem } from './detail-item';
import { useId } from 'react';
import { formatLongUsDate } from '@domain/directory/display-rules';
import type { ModerationDecision, PendingUser } from '../../../api/types';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { AdminQueueCardProps, AdminQueueTexts } from './admin-queue';
import { DecisionControls, notesDecision } from './decision-controls';

/** What an admin sees of someone asking for access or for industry verification. */
export type Applicant = Pick<PendingUser, 'id' | 'email' | 'firstName' | 'lastName' | 'company' | 'jobTitle' | 'linkedinProfile' | 'createdAt'> & {
  /** Shown as a chip when known (applications); members asking for verification have confirmed it. */
  emailVerified?: boolean;
  additionalInfo?: string | null;
};

/** The applicant's full name, or the email when the account has no name. */
export function applicantName(user: Pick<Applicant, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

/** One application (or verification request) with the facts an admin decides on, a notes field, Approve and Reject. */
export function PendingUserCard({ item: user, busy, onDecide }: AdminQueueCardProps<Applicant, ModerationDecision>) {
  const titleId = useId();
  const name = applicantName(user);
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="pending-user">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {name}
          </Typography>
          {user.emailVerified !== undefined && (
            <Chip
              size="small"
              color={user.emailVerified ? 'success' : 'default'}
              variant="outlined"
              label={user.emailVerified ? 'Email confirmed' : 'Email not confirmed'}
            />
          )}
        </Stack>
        <Grid container component="dl" spacing={1.5} sx={{ m: 0, mb: 2 }}>
          <DetailItem label="Email">{user.email}</DetailItem>
          <DetailItem label="Company">{user.company ?? '—'}</DetailItem>
          <DetailItem label="Job title">{user.jobTitle ?? '—'}</DetailItem>
          <DetailItem label="Submitted">{formatLongUsDate(user.createdAt)}</DetailItem>
          <DetailItem label="LinkedIn">
            {user.linkedinProfile ? (
              <Link href={user.linkedinProfile} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                View profile
                <OpenInNewIcon sx={{ fontSize: 14 }} aria-hidden="true" />
                <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
              </Link>
            ) : (
              'Not provided'
            )}
          </DetailItem>
          {user.additionalInfo && <DetailItem label="Additional information">{user.additionalInfo}</DetailItem>}
        </Grid>
        <DecisionControls busy={busy} onDecide={(choice) => onDecide(notesDecision(choice))} subject={`the request of ${name}`} recipient={user.email} />
      </CardContent>
    </Card>
  );
}

const decidedToast = (user: Applicant, { approved }: ModerationDecision) => ({
  title: 'User status updated successfully',
  message: `${applicantName(user)} was ${approved ? 'approved' : 'rejected'}.`,
});

/** The User Verification tab's words. */
export const pendingUserTexts: AdminQueueTexts<Applicant, ModerationDecision> = {
  loading: 'Loading pending users',
  empty: 'No users are waiting for verification.',
  loadFailed: 'Could not load the pending users.',
  decided: decidedToast,
  decideFailed: 'Error updating user status',
};

/** The Industry Verification tab's words. */
export const verificationRequestTexts: AdminQueueTexts<Applicant, ModerationDecision> = {
  loading: 'Loading verification requests',
  empty: 'No members are waiting for industry verification.',
  loadFailed: 'Could not load the verification requests.',
  decided: decidedToast,
  decideFailed: 'Error updating user status',
};
