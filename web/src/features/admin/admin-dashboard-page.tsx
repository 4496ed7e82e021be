import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAdmin } from '../../components/require-admin';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePendingUsers } from './api/get-pending-users';
import { useModerateUser } from './api/moderate-user';
import { useModerateVerificationRequest, useVerificationRequests } from './api/verification-requests';
import { ModerationQueue } from './components/moderation-queue';
import { usePendingReviews } from './api/pending-reviews';
import { IntelligenceReviewDialog } from './components/intelligence-review-dialog';
import { ReviewModerationQueue } from './components/review-moderation-queue';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';

import { useCompanySubmissions } from './api/company-submissions';
import { CompanySubmissionsTab } from './components/company-submissions-tab';

type DashboardTab = 'users' | 'reviews' | 'requests' | 'companies' | 'vendors';
import { usePendingVendors } from './api/pending-vendors';
import { VendorQueue } from './components/vendor-queue';


function TabLabel({ text, count }: { text: string; count: number | undefined }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {text}
      {count !== undefined && <Chip size="small" color="primary" label={count} />}
    </Box>
  );
}

function Dashboard() {
  const [tab, setTab] = useState<DashboardTab>('users');
  const pending = usePendingUsers(true);
  const requests = useVerificationRequests(true);
  const moderateUser = useModerateUser();
  const moderateRequest = useModerateVerificationRequest();
  const reviews = usePendingReviews(true);
  const [recordingIntelligence, setRecordingIntelligence] = useState(false);
  const companySubmissions = useCompanySubmissions(true);
  const vendors = usePendingVendors(true);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
        Admin Dashboard
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Approve or reject applications for access, reviews, requests for industry verification and companies proposed for the directory.
      </Typography>
      <Button component={RouterLink} to={paths.admin.automation.getHref()} variant="outlined" sx={{ mb: 3 }}>Admin Automation</Button>
      <Tabs value={tab} onChange={(_e, value: DashboardTab) => setTab(value)} aria-label="Admin sections" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="users" id="admin-tab-users" aria-controls="admin-panel-users" label={<TabLabel text="User Verification" count={pending.data?.length} />} />
        <Tab value="reviews" id="admin-tab-reviews" aria-controls="admin-panel-reviews" label={<TabLabel text="Review Moderation" count={reviews.data?.length} />} />
        <Tab
          value="requests"
          id="admin-tab-requests"
          aria-controls="admin-panel-requests"
          label={<TabLabel text="Industry Verification" count={requests.data?.length} />}
        />
        <Tab
          value="companies"
          id="admin-tab-companies"
          aria-controls="admin-panel-companies"
          label={<TabLabel text="Company Submissions" count={companySubmissions.total} />}
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
      <Box role="tabpanel" id="admin-panel-reviews" aria-labelledby="admin-tab-reviews" hidden={tab !== 'reviews'}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="outlined" startIcon={<AddCommentOutlinedIcon />} onClick={() => setRecordingIntelligence(true)}>
            Record Industry Intelligence
          </Button>
        </Box>
        <ReviewModerationQueue reviews={reviews.data} error={reviews.error} isLoading={reviews.isLoading} />
        {recordingIntelligence && <IntelligenceReviewDialog open onClose={() => setRecordingIntelligence(false)} />}
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
      <Box role="tabpanel" id="admin-panel-companies" aria-labelledby="admin-tab-companies" hidden={tab !== 'companies'}>
        <CompanySubmissionsTab submissions={companySubmissions} />
      </Box>
      <Box role="tabpanel" id="admin-panel-vendors" aria-labelledby="admin-tab-vendors" hidden={tab !== 'vendors'}>
        <VendorQueue vendors={vendors.data} error={vendors.error} isLoading={vendors.isLoading} />
      </Box>
    </Container>
  );
}

/** /admin and /admin/dashboard: signed out → sign-in card; not an admin → Access Denied. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  return <RequireAdmin>{() => <Dashboard />}</RequireAdmin>;
}
