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

/** A company by name, linked to its profile. */
function CompanyLink({ id }: { id: string }) {
  const { data } = useCompany(id, { shouldRetryOnError: false });
  return (
    <Link component={RouterLink} to={paths.companies.detail.getHref(id)}>
      {data?.name ?? 'Company profile'}
    </Link>
  );
}

function CompanyLinks({ ids, none }: { ids: string[]; none: string }) {
  if (ids.length === 0) return <>{none}</>;
  return (
    <>
      {ids.map((id, i) => (
        <span key={id}>
          {i > 0 && ', '}
          <CompanyLink id={id} />
        </span>
      ))}
    </>
  );
}

/**
 * What a moderator may know about a review's author, never who it is: email domain, verification, the companies
 * they represent (vendor accounts) and the listed providers their email domain belongs to, and how many of their
 * reviews were approved. A conflict of interest (they represent or work for the reviewed company) is flagged
 * first; working for another provider is flagged as a possible competitor's review.
 */
export function ReviewerProfile({ reviewer, companyId }: { reviewer: Reviewer; companyId: string | null }) {
  const represents = companyId !== null && reviewer.vendorCompanyIds.includes(companyId);
  const worksFor = companyId !== null && reviewer.providerCompanyIds.includes(companyId);
  const otherProviders = reviewer.providerCompanyIds.filter((id) => id !== companyId);
  return (
    <>
      {(represents || worksFor) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Conflict of interest: the author {worksFor ? `has an email at this company's domain (${reviewer.emailDomain})` : 'represents this company'}.
        </Alert>
      )}
      {!worksFor && otherProviders.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The author&apos;s email domain ({reviewer.emailDomain}) belongs to another listed provider: <CompanyLinks ids={otherProviders} none="" />. Check that this is
          not a competitor&apos;s review.
        </Alert>
      )}
      <Grid container component="dl" spacing={1.5} sx={{ m: 0, mb: 2 }} aria-label="About the reviewer">
        <DetailItem columns={4} label="Email domain">
          {reviewer.emailDomain}
        </DetailItem>
        <DetailItem columns={4} label="Account">
          {LEVELS[reviewer.verificationLevel] ?? reviewer.verificationLevel}
          {reviewer.industryVerified ? ', industry verified' : ', not industry verified'}
        </DetailItem>
        <DetailItem columns={4} label="Approved reviews">
          {reviewer.approvedReviewCount}
        </DetailItem>
        <DetailItem columns={4} label="Represents (vendor accounts)">
          <CompanyLinks ids={reviewer.vendorCompanyIds} none="No company" />
        </DetailItem>
        <DetailItem columns={4} label="Works at (email domain)">
          <CompanyLinks ids={reviewer.providerCompanyIds} none="No listed provider" />
        </DetailItem>
      </Grid>
    </>
  );
}
