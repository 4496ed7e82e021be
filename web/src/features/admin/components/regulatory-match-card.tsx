import Alert from '@mui/material/Alert';
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
import type { RegulatoryMatch } from '../api/regulatory-matches';
import type { AdminQueueCardProps, AdminQueueTexts } from './admin-queue';
import { DecisionControls, notesDecision } from './decision-controls';
import { DetailItem } from './detail-item';

/**
 * A warning letter whose recipient carries one of a company's names: the admin opens the letter, compares its
 * recipient and address with the company, and confirms (the letter shows on the profile) or rejects.
 */
export function RegulatoryMatchCard({ item: match, busy, onDecide }: AdminQueueCardProps<RegulatoryMatch, ModerationDecision>) {
  const titleId = useId();
  const { letter, company } = match;
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="regulatory-match">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 2 }}>
          {letter.recipient} → {company.name}?
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          The recipient carries &ldquo;{match.matchedName}&rdquo;. Confirm only after reading the letter: its recipient and address must be this company or one of its
          sites when FDA wrote, not a namesake or a site it had sold.
        </Alert>
        <Grid container component="dl" spacing={1.5} sx={{ m: 0, mb: 2 }}>
          <DetailItem label="Letter">
            <Link href={letter.url} target="_blank" rel="noopener noreferrer nofollow">
              {letter.subject}
            </Link>
          </DetailItem>
          <DetailItem label="Dated / posted">
            {formatLongUsDate(letter.letterDate)} / {formatLongUsDate(letter.postedDate)}
          </DetailItem>
          <DetailItem label="Issuing office">{letter.issuingOffice}</DetailItem>
          <DetailItem label="Company">
            <Link component={RouterLink} to={paths.companies.detail.getHref(company.id)}>
              {company.name}
            </Link>{' '}
            ({company.type}, {company.location}, {company.country}){company.website ? ` · ${company.website}` : ''}
          </DetailItem>
        </Grid>
        <DecisionControls
          busy={busy}
          onDecide={(choice) => onDecide(notesDecision(choice))}
          subject={`the match of the letter to ${letter.recipient} with ${company.name}`}
          recipient={null}
          notesLabel="Evidence (optional, kept in the audit log)"
        />
      </CardContent>
    </Card>
  );
}

/** The Regulatory Matches tab's words. */
export const regulatoryMatchTexts: AdminQueueTexts<RegulatoryMatch, ModerationDecision> = {
  loading: 'Loading regulatory matches',
  empty: 'No warning letters are waiting to be matched.',
  loadFailed: 'Could not load the regulatory matches.',
  decided: (match, { approved }) => ({
    title: 'Regulatory match decided',
    message: approved ? `The letter now shows on ${match.company.name}'s profile.` : `The letter was rejected for ${match.company.name}.`,
  }),
  decideFailed: 'Error deciding the match',
};
