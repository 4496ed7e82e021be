import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DecisionControls } from './decision-controls';
import { DetailItem } from './detail-item';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { VENDOR_NOTES_MAX_LENGTH } from '@domain/vendors/vendor-rules';
import type { PendingVendor } from '../../../api/types';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useModerateVendor } from '../api/pending-vendors';

const claimantName = (vendor: PendingVendor) => [vendor.firstName, vendor.lastName].filter(Boolean).join(' ').trim() || vendor.email;

function PendingVendorCard({ vendor, busy, onDecide }: { vendor: PendingVendor; busy: boolean; onDecide: (approved: boolean, notes: string) => void }) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="pending-vendor">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 2 }}>
          {claimantName(vendor)} for {vendor.companyName}
        </Typography>
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
        <DecisionControls busy={busy} onDecide={onDecide} notesLabel="Notes (optional, mailed to the vendor)" notesMaxLength={VENDOR_NOTES_MAX_LENGTH} />
      </CardContent>
    </Card>
  );
}

/** The Vendor Verification tab: vendors claiming a company, approved or rejected with notes (mailed). */
export function VendorQueue({ vendors, error, isLoading }: { vendors: PendingVendor[] | undefined; error: unknown; isLoading: boolean }) {
  const toast = useToast();
  const moderate = useModerateVendor();

  async function decide(vendor: PendingVendor, approved: boolean, notes: string) {
    try {
      await moderate.trigger({ vendorAccountId: vendor.id, approved, notes: notes.trim() || undefined });
      toast({
        title: 'Vendor status updated successfully',
        message: `${claimantName(vendor)} was ${approved ? 'verified' : 'rejected'} for ${vendor.companyName}.`,
        variant: 'success',
      });
    } catch (err) {
      toast({ title: 'Error updating vendor status', message: errorMessage(err, 'Please try again.'), variant: 'error' });
    }
  }

  if (isLoading) {
    return (
      <Stack spacing={2} aria-label="Loading pending vendors">
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={200} />
        ))}
      </Stack>
    );
  }
  if (error) return <Alert severity="error">{errorMessage(error, 'Could not load the pending vendors.')}</Alert>;
  if (!vendors || vendors.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>No vendors are waiting for verification.</Typography>;
  }
  return (
    <Stack spacing={2}>
      {vendors.map((vendor) => (
        <PendingVendorCard key={vendor.id} vendor={vendor} busy={moderate.isMutating} onDecide={(approved, notes) => void decide(vendor, approved, notes)} />
      ))}
    </Stack>
  );
}

