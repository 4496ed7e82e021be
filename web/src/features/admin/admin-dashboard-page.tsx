import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import type { ModerationDecision } from '../../api/types';
import { RequireAdmin } from '../../components/require-admin';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdminQueue, type AdminQueueDefinition } from './api/admin-queue';
import { companySubmissionsQueue } from './api/company-submissions';
import { factProposalsQueue } from './api/fact-proposals';
import { pendingReviewsQueue } from './api/pending-reviews';
import { pendingUsersQueue } from './api/pending-users';
import { pendingVendorsQueue } from './api/pending-vendors';
import { regulatoryMatchesQueue } from './api/regulatory-matches';
import { verificationRequestsQueue } from './api/verification-requests';
import { AdminQueue } from './components/admin-queue';
import { AdminPageHeader } from './components/admin-nav';
import { CompanySubmissionCard, companySubmissionTexts } from './components/company-submission-card';
import { FactProposalCard, factProposalTexts } from './components/fact-proposal-card';
import { IntelligenceReviewDialog } from './components/intelligence-review-dialog';
import { PendingReviewCard, pendingReviewTexts } from './components/pending-review-card';
import { PendingUserCard, pendingUserTexts, verificationRequestTexts } from './components/pending-user-card';
import { PendingVendorCard, pendingVendorTexts } from './components/pending-vendor-card';
import { RegulatoryMatchCard, regulatoryMatchTexts } from './components/regulatory-match-card';

type DashboardTab = 'users' | 'reviews' | 'requests' | 'companies' | 'vendors' | 'facts' | 'regulatory';

/** A tab's name with the number pending in its queue (shared with the tab's list through SWR). */
function QueueTabLabel<Item extends { id: string }, Decision extends ModerationDecision>({ text, queue }: { text: string; queue: AdminQueueDefinition<Item, Decision> }) {
  const { total } = useAdminQueue(queue);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {text}
      {/* The count keeps its place while it loads (hidden), so the tabs do not move under the pointer when it comes. */}
      <Chip size="small" color="primary" label={total ?? 0} sx={total === undefined ? { visibility: 'hidden' } : undefined} />
    </Box>
  );
}

function TabPanel({ tab, shown, children }: { tab: DashboardTab; shown: DashboardTab; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`} hidden={tab !== shown}>
      {children}
    </Box>
  );
}

function Dashboard() {
  const [tab, setTab] = useState<DashboardTab>('users');
  const [recordingIntelligence, setRecordingIntelligence] = useState(false);
  const tabProps = (value: DashboardTab) => ({ value, id: `admin-tab-${value}`, 'aria-controls': `admin-panel-${value}` });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <AdminPageHeader
        title="Admin Dashboard"
        description="Approve or reject applications for access, reviews, requests for industry verification, companies proposed for the directory, vendor claims, facts vendors propose for their companies and FDA warning letters to match to companies."
      />
      {/* Scrollable with its arrows on every screen: on a phone all seven tabs stay reachable, none hidden. */}
      <Tabs
        value={tab}
        onChange={(_e, value: DashboardTab) => setTab(value)}
        aria-label="Admin sections"
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab {...tabProps('users')} label={<QueueTabLabel text="User Verification" queue={pendingUsersQueue} />} />
        <Tab {...tabProps('reviews')} label={<QueueTabLabel text="Review Moderation" queue={pendingReviewsQueue} />} />
        <Tab {...tabProps('requests')} label={<QueueTabLabel text="Industry Verification" queue={verificationRequestsQueue} />} />
        <Tab {...tabProps('companies')} label={<QueueTabLabel text="Company Submissions" queue={companySubmissionsQueue} />} />
        <Tab {...tabProps('vendors')} label={<QueueTabLabel text="Vendor Verification" queue={pendingVendorsQueue} />} />
        <Tab {...tabProps('facts')} label={<QueueTabLabel text="Company Facts" queue={factProposalsQueue} />} />
        <Tab {...tabProps('regulatory')} label={<QueueTabLabel text="Regulatory Matches" queue={regulatoryMatchesQueue} />} />
      </Tabs>
      <TabPanel tab="users" shown={tab}>
        <AdminQueue queue={pendingUsersQueue} card={PendingUserCard} texts={pendingUserTexts} />
      </TabPanel>
      <TabPanel tab="reviews" shown={tab}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="outlined" startIcon={<AddCommentOutlinedIcon />} onClick={() => setRecordingIntelligence(true)}>
            Record Industry Intelligence
          </Button>
        </Box>
        <AdminQueue queue={pendingReviewsQueue} card={PendingReviewCard} texts={pendingReviewTexts} />
        {recordingIntelligence && <IntelligenceReviewDialog open onClose={() => setRecordingIntelligence(false)} />}
      </TabPanel>
      <TabPanel tab="requests" shown={tab}>
        <AdminQueue queue={verificationRequestsQueue} card={PendingUserCard} texts={verificationRequestTexts} />
      </TabPanel>
      <TabPanel tab="companies" shown={tab}>
        <AdminQueue queue={companySubmissionsQueue} card={CompanySubmissionCard} texts={companySubmissionTexts} />
      </TabPanel>
      <TabPanel tab="vendors" shown={tab}>
        <AdminQueue queue={pendingVendorsQueue} card={PendingVendorCard} texts={pendingVendorTexts} />
      </TabPanel>
      <TabPanel tab="facts" shown={tab}>
        <AdminQueue queue={factProposalsQueue} card={FactProposalCard} texts={factProposalTexts} />
      </TabPanel>
      <TabPanel tab="regulatory" shown={tab}>
        <AdminQueue queue={regulatoryMatchesQueue} card={RegulatoryMatchCard} texts={regulatoryMatchTexts} />
      </TabPanel>
    </Container>
  );
}

/** /admin and /admin/dashboard: signed out → sign-in card; not an admin → Access Denied. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  return <RequireAdmin>{() => <Dashboard />}</RequireAdmin>;
}
