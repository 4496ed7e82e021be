import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { VENDOR_NOTES_MAX_LENGTH } from '@domain/vendors/vendor-rules';
import type { ModerationDecision, PendingVendor } from '../../../api/types';
import { paths } from '../../../config/paths';
import type { AdminQueueCardProps, AdminQueueTexts } from './admin-queue';
import { DecisionControls, notesDecision } from './decision-controls';
import { DetailItem } from './detail-item';

const claimantName = (vendor: PendingVendor) => [vendor.firstName, vendor.lastName].filter(Boolean).join(' ').trim() || vendor.email;

/**
 * Whether the claimant's email domain is the company website's: the admin's first signal, said in
 * words and colour both.
 */
function DomainCheck({ vendor }: { vendor: PendingVendor }) {
  if (vendor.emailDomainMatchesWebsite === null) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        The company has no website on file, so the email domain {vendor.emailDomain ?? '(none)'} cannot be compared.
      </Alert>
    );
  }
  return vendor.emailDomainMatchesWebsite ? (
    <Alert severity="success" sx={{ mb: 2 }}>
      Email domain matches the company website: {vendor.emailDomain} belongs to {vendor.companyWebsiteDomain}.
    </Alert>
  ) : (
    <Alert severity="warning" sx={{ mb: 2 }}>
      Email domain does not match the company website: {vendor.emailDomain} is not {vendor.companyWebsiteDomain}. Ask for more proof.
    </Alert>
  );
}

/** A vendor claiming a company: who, for which company, with what proof; the notes are mailed to the vendor. */
export function PendingVendorCard({ item: vendor, busy, onDecide }: AdminQueueCardProps<PendingVendor, ModerationDecision>) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="pending-vendor">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 2 }}>
          {claimantName(vendor)} for {vendor.companyName}
        </Typography>
        <DomainCheck vendor={vendor} />
        <Grid container component="dl" spacing={1.5} sx={{ m: 0, mb: 2 }}>
          <DetailItem label="Email">{vendor.email}</DetailItem>
          <DetailItem label="Company">
            <Link component={RouterLink} to={paths.companies.detail.getHref(vendor.companyId)}>
              {vendor.companyName}
            </Link>
          </DetailItem>
          <DetailItem label="Verification info">{vendor.verificationDocument ?? 'Not provided'}</DetailItem>
          <DetailItem label="Submitted">{formatLongUsDate(vendor.createdAt)}</DetailItem>
        </Grid>
        <DecisionControls
          busy={busy}
          onDecide={(choice) => onDecide(notesDecision(choice))}
          subject={`the claim of ${claimantName(vendor)} for ${vendor.companyName}`}
          recipient={vendor.email}
          notesLabel="Notes (optional, mailed to the vendor)"
          notesMaxLength={VENDOR_NOTES_MAX_LENGTH}
        />
      </CardContent>
    </Card>
  );
}

/** The Vendor Verification tab's words. */
export const pendingVendorTexts: AdminQueueTexts<PendingVendor, ModerationDecision> = {
  loading: 'Loading pending vendors',
  empty: 'No vendors are waiting for verification.',
  loadFailed: 'Could not load the pending vendors.',
  decided: (vendor, { approved }) => ({
    title: 'Vendor status updated successfully',
    message: `${claimantName(vendor)} was ${approved ? 'verified' : 'rejected'} for ${vendor.companyName}.`,
  }),
  decideFailed: 'Error updating vendor status',
};
