import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useCompany } from '../../../api/companies';
import type { PendingReview } from '../../../api/types';
import { paths } from '../../../config/paths';
import { DetailItem } from './detail-item';

type Reviewer = NonNullable<PendingReview['reviewer']>;

const LEVELS: Record<string, string> = {
  verified: 'Approved',
  pending: 'Waiting for confirmation',
  manual_review: 'Waiting for an admin',
  rejected: 'Rejected',
};

/** A represented company by name, linked to its profile. */
function CompanyLink({ id }: { id: string }) {
  const { data } = useCompany(id, { shouldRetryOnError: false });
  return (
    <Link component={RouterLink} to={paths.companies.detail.getHref(id)}>
      {data?.name ?? 'Company profile'}
    </Link>
  );
}

/**
 * What a moderator may know about a review's author (DECISIONS §14): email domain, verification, the companies
 * they represent and how many of their reviews were approved; a flag when they represent the reviewed company.
 */
export function ReviewerProfile({ reviewer, companyId }: { reviewer: Reviewer; companyId: string | null }) {
  const conflict = companyId !== null && reviewer.vendorCompanyIds.includes(companyId);
  return (
    <>
      {conflict && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Conflict of interest: the author represents this company.
        </Alert>
      )}
      <Grid container component="dl" spacing={1.5} sx={{ m: 0, mb: 2 }} aria-label="About the reviewer">
        <DetailItem columns={4} label="Email domain">{reviewer.emailDomain}</DetailItem>
        <DetailItem columns={4} label="Account">
          {LEVELS[reviewer.verificationLevel] ?? reviewer.verificationLevel}
          {reviewer.industryVerified ? ', industry verified' : ', not industry verified'}
        </DetailItem>
        <DetailItem columns={4} label="Approved reviews">{reviewer.approvedReviewCount}</DetailItem>
        <DetailItem columns={4} label="Represents">
          {reviewer.vendorCompanyIds.length === 0
            ? 'No company'
            : reviewer.vendorCompanyIds.map((id, i) => (
                <span key={id}>
                  {i > 0 && ', '}
                  <CompanyLink id={id} />
                </span>
              ))}
        </DetailItem>
      </Grid>
    </>
  );
}
