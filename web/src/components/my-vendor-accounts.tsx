import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongUsDate } from '@domain/directory/display-rules';
import type { MyVendorAccount } from '../api/types';
import { paths } from '../config/paths';

const STATUS: Record<string, { label: string; color: 'success' | 'warning' | 'default' }> = {
  approved: { label: 'Verified', color: 'success' },
  pending: { label: 'Verification pending', color: 'warning' },
  rejected: { label: 'Not approved', color: 'default' },
};

function QuotaLine({ account }: { account: MyVendorAccount }) {
  const { used, limit, remaining, resetsAt } = account.quota;
  if (limit === null) return <Typography variant="body2">{used} responses this month · unlimited</Typography>;
  if (remaining === 0) {
    return (
      <Typography variant="body2">
        Monthly response limit reached ({used} of {limit}). You can respond again on {formatLongUsDate(resetsAt)}.
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2">
        {used} of {limit} {limit === 1 ? 'response' : 'responses'} used this month · resets {formatLongUsDate(resetsAt)}
      </Typography>
      <LinearProgress variant="determinate" value={Math.min(100, (used / limit) * 100)} aria-label="Monthly responses used" sx={{ mt: 1, height: 6, borderRadius: 3 }} />
    </>
  );
}

/** The member's vendor registrations: status and, once verified, this month's response quota. */
export function MyVendorAccounts({ accounts }: { accounts: MyVendorAccount[] }) {
  if (accounts.length === 0) return null;
  return (
    <Stack spacing={2} component="section" aria-labelledby="my-vendor-accounts">
      <Typography id="my-vendor-accounts" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Your vendor accounts
      </Typography>
      {accounts.map((account) => (
        <Card key={account.id} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Link component={RouterLink} to={paths.companies.detail.getHref(account.companyId)} sx={{ fontWeight: 600 }}>
                {account.companyName}
              </Link>
              <Chip size="small" label={STATUS[account.status]?.label ?? account.status} color={STATUS[account.status]?.color ?? 'default'} />
            </Stack>
            {account.status === 'approved' ? (
              <QuotaLine account={account} />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Registered {formatLongUsDate(account.createdAt)}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
