import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { useMyVendorAccounts } from '../../../api/my-vendor-accounts';
import type { MyVendorAccount } from '../../../api/types';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { AccountSection } from './account-section';

const STATUS: Record<MyVendorAccount['status'], { label: string; color: 'success' | 'warning' | 'default' }> = {
  approved: { label: 'Verified', color: 'success' },
  pending: { label: 'Verification pending', color: 'warning' },
  rejected: { label: 'Not approved', color: 'default' },
};

/** The companies the member registered to speak for (GET /api/vendor/accounts), with their status. */
export function VendorAccountsSection() {
  const { data, error, isLoading } = useMyVendorAccounts(true);
  return (
    <AccountSection id="vendor-accounts" title="My vendor accounts" description="Companies you represent, once our team has verified your affiliation.">
      {error && <Alert severity="error">{errorMessage(error, 'Could not load your vendor accounts.')}</Alert>}
      {isLoading && <Skeleton variant="rounded" height={64} aria-label="Loading your vendor accounts" />}
      {data && data.length === 0 && <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>You do not represent a company on BioVetted.</Typography>}
      {data && data.length > 0 && (
        <List aria-label="Your vendor accounts" disablePadding sx={{ mb: 1.5 }}>
          {data.map((account) => (
            <ListItem key={account.id} divider sx={{ px: 0 }}>
              <Stack direction="row" spacing={1} sx={{ width: '100%', justifyContent: 'space-between', alignItems: 'center' }}>
                <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                  <Link component={RouterLink} to={paths.companies.detail.getHref(account.companyId)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {account.companyName}
                  </Link>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Registered {formatLongUsDate(account.createdAt)}
                  </Typography>
                </Stack>
                <Chip size="small" label={STATUS[account.status]?.label ?? account.status} color={STATUS[account.status]?.color ?? 'default'} />
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      <Button component={RouterLink} to={paths.vendor.register.getHref()} size="small" variant="outlined">
        Register as a vendor
      </Button>
    </AccountSection>
  );
}
