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
import type { PendingUser } from '../../../api/types';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { DecisionControls } from './decision-controls';

/** What an admin sees of someone asking for access or for industry verification. */
export type Applicant = Pick<PendingUser, 'id' | 'email' | 'firstName' | 'lastName' | 'company' | 'jobTitle' | 'linkedinProfile' | 'createdAt'> & {
  /** Shown as a chip when known (applications); members asking for verification have confirmed it. */
  emailVerified?: boolean;
  additionalInfo?: string | null;
};

export function applicantName(user: Pick<Applicant, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

interface PendingUserCardProps {
  user: Applicant;
  /** The card's buttons are disabled while any decision is being sent. */
  busy: boolean;
  onDecide: (approved: boolean, notes: string) => void;
}

/** One application (or verification request) with the facts an admin decides on, a notes field, Approve and Reject. */
export function PendingUserCard({ user, busy, onDecide }: PendingUserCardProps) {
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
        <DecisionControls busy={busy} onDecide={onDecide} />
      </CardContent>
    </Card>
  );
}
