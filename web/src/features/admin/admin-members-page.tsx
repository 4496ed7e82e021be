import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatLongUsDate } from '@domain/directory/display-rules';
import type { MemberSummary } from '../../api/types';
import { useAdminPages } from './api/admin-queue';
import { listMembers, membersListName } from './api/management';
import { AdminPage } from './components/admin-page';
import { AdminList } from './components/admin-list';
import { AdminSearchField } from './components/admin-search-field';
import { DetailItem } from './components/detail-item';
import { MemberControls } from './components/member-controls';
import { useSession } from '../../lib/session';

const LEVELS: Record<string, { label: string; color: 'success' | 'warning' | 'default' }> = {
  verified: { label: 'Approved', color: 'success' },
  pending: { label: 'Email not confirmed', color: 'warning' },
  manual_review: { label: 'Waiting for review', color: 'warning' },
  rejected: { label: 'Rejected', color: 'default' },
};

function MemberCard({ member, onChanged }: { member: MemberSummary; onChanged: () => void }) {
  const { user } = useSession();
  const titleId = useId();
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
  const level = LEVELS[member.verificationLevel] ?? { label: member.verificationLevel, color: 'default' as const };
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="member">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 1.5 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {name}
          </Typography>
          {member.userType === 'admin' && <Chip size="small" color="secondary" label="Admin" />}
          <Chip size="small" color={level.color} label={level.label} />
          {member.industryVerified && <Chip size="small" variant="outlined" label="Industry verified" />}
          {member.suspendedAt && <Chip size="small" color="error" label={`Suspended ${formatLongUsDate(member.suspendedAt)}`} />}
        </Stack>
        <Grid container component="dl" spacing={1.5} sx={{ m: 0 }}>
          <DetailItem columns={3} label="Email">
            {member.email}
          </DetailItem>
          <DetailItem columns={3} label="Company">
            {[member.company, member.jobTitle].filter(Boolean).join(' · ') || '—'}
          </DetailItem>
          <DetailItem columns={3} label="Joined">
            {formatLongUsDate(member.createdAt)}
          </DetailItem>
          <DetailItem columns={3} label="Plan">
            {member.subscriptionTier}
          </DetailItem>
          <DetailItem columns={3} label="Reviews written">
            {member.reviewCount}
          </DetailItem>
          <DetailItem columns={3} label="Represents">
            {member.vendorCompanyIds.length === 0 ? 'No company' : `${member.vendorCompanyIds.length} ${member.vendorCompanyIds.length === 1 ? 'company' : 'companies'}`}
          </DetailItem>
        </Grid>
        {user?.id !== member.id && <MemberControls key={`${member.subscriptionTier} ${member.userType}`} member={member} name={name} onChanged={onChanged} />}
      </CardContent>
    </Card>
  );
}

function Members() {
  const [search, setSearch] = useState('');
  const pages = useAdminPages(membersListName(search), listMembers(search));
  return (
    <>
      <Stack sx={{ mb: 3 }}>
        <AdminSearchField label="Search members" placeholder="Email, name or employer" onSearch={setSearch} />
      </Stack>
      <AdminList
        pages={pages}
        loading="Loading members"
        empty="No member matches."
        loadFailed="Could not load the members."
        render={(member) => <MemberCard key={member.id} member={member} onChanged={pages.revalidate} />}
      />
    </>
  );
}

/** /admin/members: find members by email, name or employer, newest first; set their plan and role, suspend or reinstate them. */
export function AdminMembersPage() {
  return (
    <AdminPage title="Members" description="Find a member by email, name or employer, see where their account stands, change their plan or role, or suspend them.">
      <Members />
    </AdminPage>
  );
}
