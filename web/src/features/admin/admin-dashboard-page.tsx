import BlockIcon from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_ANSWERS } from '@domain/accounts/account-rules';
import type { CurrentUser } from '../../api/types';
import { CenteredCard } from '../../components/centered-card';
import { RequireSignIn } from '../../components/require-sign-in';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePendingUsers } from './api/get-pending-users';
import { useModerateUser } from './api/moderate-user';
import { useModerateVerificationRequest, useVerificationRequests } from './api/verification-requests';
import { ModerationQueue } from './components/moderation-queue';
import { usePendingVendors } from './api/pending-vendors';
import { VendorQueue } from './components/vendor-queue';

// The Review Moderation tab (spec part 2 §2) joins this list when review moderation exists.
type DashboardTab = 'users' | 'requests' | 'vendors';

function TabLabel({ text, count }: { text: string; count: number | undefined }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {text}
      {count !== undefined && <Chip size="small" color="primary" label={count} />}
    </Box>
  );
}

function AccessDenied() {
  return (
    <CenteredCard title="Access Denied" description={ACCOUNT_ANSWERS.notAdmin}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.home.getHref()} variant="outlined" startIcon={<BlockIcon />}>
          Back to Home
        </Button>
      </Box>
    </CenteredCard>
  );
}

function Dashboard() {
  const [tab, setTab] = useState<DashboardTab>('users');
  const pending = usePendingUsers(true);
  const requests = useVerificationRequests(true);
  const moderateUser = useModerateUser();
  const moderateRequest = useModerateVerificationRequest();
  const vendors = usePendingVendors(true);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
        Admin Dashboard
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Approve or reject applications for access and requests for industry verification.</Typography>
      <Tabs value={tab} onChange={(_e, value: DashboardTab) => setTab(value)} aria-label="Admin sections" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="users" id="admin-tab-users" aria-controls="admin-panel-users" label={<TabLabel text="User Verification" count={pending.data?.length} />} />
        <Tab
          value="requests"
          id="admin-tab-requests"
          aria-controls="admin-panel-requests"
          label={<TabLabel text="Industry Verification" count={requests.data?.length} />}
        />
        <Tab value="vendors" id="admin-tab-vendors" aria-controls="admin-panel-vendors" label={<TabLabel text="Vendor Verification" count={vendors.data?.length} />} />
      </Tabs>
      <Box role="tabpanel" id="admin-panel-users" aria-labelledby="admin-tab-users" hidden={tab !== 'users'}>
        <ModerationQueue
          users={pending.data}
          error={pending.error}
          isLoading={pending.isLoading}
          isMutating={moderateUser.isMutating}
          decide={(userId, approved, notes) => moderateUser.trigger({ userId, approved, notes })}
          emptyText="No users are waiting for verification."
        />
      </Box>
      <Box role="tabpanel" id="admin-panel-requests" aria-labelledby="admin-tab-requests" hidden={tab !== 'requests'}>
        <ModerationQueue
          users={requests.data}
          error={requests.error}
          isLoading={requests.isLoading}
          isMutating={moderateRequest.isMutating}
          decide={(requestId, approved, notes) => moderateRequest.trigger({ requestId, approved, notes })}
          emptyText="No members are waiting for industry verification."
        />
      </Box>
      <Box role="tabpanel" id="admin-panel-vendors" aria-labelledby="admin-tab-vendors" hidden={tab !== 'vendors'}>
        <VendorQueue vendors={vendors.data} error={vendors.error} isLoading={vendors.isLoading} />
      </Box>
    </Container>
  );
}

function AdminOnly({ user }: { user: CurrentUser }) {
  return user.userType === 'admin' ? <Dashboard /> : <AccessDenied />;
}

/** /admin and /admin/dashboard: signed out → sign-in card; not an admin → Access Denied. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  return <RequireSignIn>{(user) => <AdminOnly user={user} />}</RequireSignIn>;
}
