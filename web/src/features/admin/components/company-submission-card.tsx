import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DetailItem } from './detail-item';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount, formatLongUsDate } from '@domain/directory/display-rules';
import { COMPANY_TYPE_LABELS, COMPANY_TYPES, type CompanyType } from '@domain/directory/taxonomy';
import { SUBMISSION_TEXT_MAX_LENGTH } from '@domain/company-submissions/submission-rules';
import type { AdminCompanySubmission, SubmissionDecision } from '../../../api/types';
import { paths } from '../../../config/paths';
import type { AdminQueueCardProps, AdminQueueTexts } from './admin-queue';
import { DecisionControls } from './decision-controls';
import { MergeDialog } from './merge-dialog';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import { useMergeSubmission } from '../api/company-submissions';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';

const listOrDash = (values: string[]) => (values.length > 0 ? values.join(', ') : '—');

/** "stockSymbol" → "Stock symbol": keys of a discovery source's facts as readable labels. */
const factLabel = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A fact's value as text: lists joined, objects as JSON, links left as they are. */
const factText = (value: unknown): string =>
  Array.isArray(value) ? value.map(factText).join(', ') : value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

const isLink = (text: string) => /^https?:\/\/\S+$/i.test(text);

/** "Submitted by a member" or the discovery source's name ("discovery:wikidata" → "Discovery: wikidata"). */
export function sourceLabel(submission: Pick<AdminCompanySubmission, 'source' | 'sourceKind'>): string {
  return submission.sourceKind === 'discovery' ? `Discovery: ${submission.source.replace(/^discovery:/, '')}` : 'Submitted by a member';
}

/** What the admin fills in for a sparse submission before approving it (only the fields it lacks). */
type ListingOverrides = Pick<SubmissionDecision, 'type' | 'location' | 'country'>;

/**
 * One pending company submission with what an admin decides on: facts, source, possible duplicates,
 * document; a rejection reason for the submitter and, for a sparse submission, the listing facts it lacks.
 */
export function CompanySubmissionCard({ item: s, busy, onDecide }: AdminQueueCardProps<AdminCompanySubmission, SubmissionDecision>) {
  const [merging, setMerging] = useState(false);
  const merge = useMergeSubmission();
  const toast = useToast();
  const [type, setType] = useState<CompanyType | ''>('');
  const [location, setLocation] = useState('');
  const [country, setCountry] = useState('');
  const titleId = useId();
  const missing = { type: !s.type, location: !s.location, country: !s.country };
  const needsListingFacts = missing.type || missing.location || missing.country;
  const missingLabels = [missing.type && 'type', missing.location && 'location', missing.country && 'country'].filter((l): l is string => !!l);
  const overrides: ListingOverrides = {
    ...(missing.type && type ? { type } : {}),
    ...(missing.location && location.trim() ? { location: location.trim() } : {}),
    ...(missing.country && country.trim() ? { country: country.trim() } : {}),
  };
  const canApprove = (!missing.type || !!overrides.type) && (!missing.location || !!overrides.location) && (!missing.country || !!overrides.country);
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="company-submission">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {s.name}
          </Typography>
          {s.type && <Chip size="small" color="primary" variant="outlined" label={COMPANY_TYPE_LABELS[s.type]} />}
          <Chip size="small" color={s.sourceKind === 'discovery' ? 'secondary' : 'default'} label={sourceLabel(s)} />
        </Stack>
        {s.possibleDuplicates.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Possibly already listed:{' '}
            {s.possibleDuplicates.map((d, i) => (
              <span key={d.id}>
                {i > 0 && ', '}
                <Link component={RouterLink} to={paths.companies.detail.getHref(d.id)} target="_blank" rel="noopener">
                  {d.name}
                </Link>
              </span>
            ))}
          </Alert>
        )}
        <Grid container component="dl" spacing={1.5} sx={{ m: 0, mb: 2 }}>
          <DetailItem columns={3} label="Location">
            {[s.location, s.country].filter(Boolean).join(', ') || '—'}
          </DetailItem>
          <DetailItem columns={3} label="Website">
            {s.website ? (
              <Link href={/^https?:\/\//i.test(s.website) ? s.website : `https://${s.website}`} target="_blank" rel="noopener noreferrer nofollow">
                {s.website}
              </Link>
            ) : (
              '—'
            )}
          </DetailItem>
          <DetailItem columns={3} label="Submitted">
            {formatLongUsDate(s.createdAt)}
          </DetailItem>
          <DetailItem columns={3} label="Founded">
            {s.foundedYear ?? '—'}
          </DetailItem>
          <DetailItem columns={3} label="Employees">
            {s.employeeCount == null ? '—' : formatCount(s.employeeCount)}
          </DetailItem>
          <DetailItem columns={3} label="Submitted by">
            {s.submitterEmail ? `${s.submitterName ?? ''} (${s.submitterEmail})`.trim() : '—'}
          </DetailItem>
          <DetailItem columns={3} label="Contact">
            {[s.contactName, s.contactTitle, s.contactEmail].filter(Boolean).join(' · ') || '—'}
          </DetailItem>
          <DetailItem columns={3} label="Services">
            {listOrDash(s.services)}
          </DetailItem>
          <DetailItem columns={3} label="Therapeutic areas">
            {listOrDash(s.therapeuticAreas)}
          </DetailItem>
          <DetailItem columns={3} label="Service locations">
            {listOrDash(s.serviceLocations)}
          </DetailItem>
          {Object.entries(s.discoveredFacts ?? {})
            .filter(([, value]) => value !== null && value !== undefined && value !== '')
            .map(([key, value]) => {
              const text = factText(value);
              return (
                <DetailItem columns={3} key={key} label={factLabel(key)}>
                  {isLink(text) ? (
                    <Link href={text} target="_blank" rel="noopener noreferrer nofollow">
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                </DetailItem>
              );
            })}
          {s.description && (
            <DetailItem columns={3} label="Description" wide>
              {s.description}
            </DetailItem>
          )}
        </Grid>
        {s.hasDocument && (
          <Button
            component="a"
            href={paths.adminDownloads.submissionDocument.getHref(s.id)}
            download
            size="small"
            variant="text"
            startIcon={<DownloadIcon />}
            sx={{ mb: 2 }}
          >
            Download verification document
          </Button>
        )}
        {needsListingFacts && (
          <Stack spacing={2} sx={{ mb: 2 }} data-testid="listing-facts">
            <Alert severity="info">
              This submission has no {missingLabels.join(', ')}. Fill {missingLabels.length > 1 ? 'them' : 'it'} in to approve it; the company is listed with what you
              enter.
            </Alert>
            <Grid container spacing={2}>
              {missing.type && (
                <Grid size={{ xs: 12, md: 4 }}>
                  <TextField select label="Company type" value={type} onChange={(e) => setType(e.target.value as CompanyType)} size="small" fullWidth required>
                    {COMPANY_TYPES.map((t) => (
                      <MenuItem key={t} value={t}>
                        {COMPANY_TYPE_LABELS[t]}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
              )}
              {missing.location && (
                <Grid size={{ xs: 12, md: 4 }}>
                  <TextField
                    label="Location"
                    value={location}
                    onChange={(e) => setLocation(e.target.value)}
                    size="small"
                    fullWidth
                    required
                    slotProps={{ htmlInput: { maxLength: SUBMISSION_TEXT_MAX_LENGTH } }}
                  />
                </Grid>
              )}
              {missing.country && (
                <Grid size={{ xs: 12, md: 4 }}>
                  <TextField
                    label="Country"
                    value={country}
                    onChange={(e) => setCountry(e.target.value)}
                    size="small"
                    fullWidth
                    required
                    slotProps={{ htmlInput: { maxLength: SUBMISSION_TEXT_MAX_LENGTH } }}
                  />
                </Grid>
              )}
            </Grid>
          </Stack>
        )}
        <DecisionControls
          busy={busy || merge.isMutating}
          onDecide={({ approved, notes, reason }) =>
            onDecide({ approved, ...(notes ? { notes } : {}), ...(approved ? overrides : reason ? { rejectionReason: reason } : {}) })
          }
          subject={s.name}
          recipient={s.submitterEmail}
          notesHelperText="Stored with the decision for admins; never sent to the submitter."
          canApprove={canApprove}
          approveHint={`Approve is available once the ${missingLabels.join(', ')} ${missingLabels.length > 1 ? 'are' : 'is'} filled in.`}
          actions={
            <Button variant="outlined" startIcon={<MergeTypeIcon />} disabled={busy || merge.isMutating} onClick={() => setMerging(true)}>
              Merge into listed company
            </Button>
          }
        />
        {merging && (
          <MergeDialog
            submission={s}
            busy={merge.isMutating}
            onCancel={() => setMerging(false)}
            onConfirm={async (companyId, notes) => {
              try {
                const result = await merge.trigger({ submissionId: s.id, companyId, ...(notes ? { notes } : {}) });
                setMerging(false);
                toast({
                  title: 'Company submission merged',
                  message: `${s.name} was closed as a duplicate; ${result.releasedReviews} held ${result.releasedReviews === 1 ? 'review entered' : 'reviews entered'} moderation.`,
                  variant: 'success',
                });
              } catch (error) {
                toast({ title: 'Error merging company submission', message: errorMessage(error, 'Please try again.'), variant: 'error' });
              }
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The Company Submissions tab's words. */
export const companySubmissionTexts: AdminQueueTexts<AdminCompanySubmission, SubmissionDecision> = {
  loading: 'Loading company submissions',
  empty: 'No company submissions are waiting for review.',
  loadFailed: 'Could not load the company submissions.',
  decided: (submission, { approved }) => ({
    title: 'Company submission moderated successfully',
    message: approved ? `${submission.name} is now listed in the directory.` : `${submission.name} was rejected.`,
  }),
  decideFailed: 'Error moderating company submission',
};
