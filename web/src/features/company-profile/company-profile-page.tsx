import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BiotechOutlinedIcon from '@mui/icons-material/BiotechOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { moleculeSectionTitle } from '@domain/directory/display-rules';
import { isApiError } from '../../api/client';
import type { CompanyDetail } from '../../api/types';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCompany, useCompanyReviews } from '../../api/companies';
import { CompanyNotFound } from './components/company-not-found';
import { CompanyFactsCard } from './components/company-facts-card';
import { CompanyOverview } from './components/company-overview';
import { CompanyStatistics } from './components/company-statistics';
import { DetailedRatings } from './components/detailed-ratings';
import { LocationsCard } from './components/locations-card';
import { ProfileHeader } from './components/profile-header';
import { ProfileSkeleton } from './components/profile-skeleton';
import { ClaimProfile } from './components/claim-profile';
import { QuickActions } from './components/quick-actions';
import { RecentReviews } from './components/recent-reviews';
import { RegulatoryRecordCard } from './components/regulatory-record-card';
import { HydrationBoundary } from '../../components/hydration-boundary';
import { renderedNearViewport } from '../../lib/rendered-near-viewport';
import { SourcesCard } from './components/sources-card';
import { TagSection } from './components/tag-section';
import { useReportProfileView } from '../../api/insight-reports';

/**
 * Sections after the first are laid out once near the viewport: on a phone only the header and the overview show
 * at first, and the first layout of the whole prerendered profile was its longest start-up task.
 */
const LATER_SECTIONS = { '& > :not(:first-child)': renderedNearViewport(320) };

function Profile({ company }: { company: CompanyDetail }) {
  return (
    <Stack spacing={3}>
      <ProfileHeader company={company} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3} sx={LATER_SECTIONS}>
            <CompanyOverview company={company} />
            <CompanyFactsCard company={company} />
            <RegulatoryRecordCard company={company} />
            <HydrationBoundary>
              <DetailedRatings company={company} />
            </HydrationBoundary>
            <LocationsCard company={company} />
            <TagSection title="Core Services & Capabilities" items={company.services} icon={<HandymanOutlinedIcon />} />
            <TagSection title="Disease Areas & Specializations" items={company.therapeuticAreas} icon={<LocalHospitalOutlinedIcon />} />
            <TagSection title={moleculeSectionTitle(company.type)} items={company.moleculeTypes} icon={<BiotechOutlinedIcon />} />
            <TagSection title="Clinical & Development Phases" items={company.developmentPhases} icon={<TimelineOutlinedIcon />} />
            <HydrationBoundary>
              <RecentReviews companyId={company.id} companyName={company.name} />
            </HydrationBoundary>
            <HydrationBoundary>
              <SourcesCard company={company} />
            </HydrationBoundary>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {/* Beside the sections on wide screens (shown at once there); after all of them on a phone. */}
          <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 88 }, '& > *': renderedNearViewport(240) }}>
            <HydrationBoundary>
              <QuickActions companyId={company.id} companyName={company.name} />
              <ClaimProfile companyId={company.id} companyName={company.name} />
            </HydrationBoundary>
            <HydrationBoundary>
              <CompanyStatistics company={company} />
              <TagSection title="Certifications" items={company.certifications} icon={<VerifiedOutlinedIcon />} />
              <TagSection title="Regulatory Expertise" items={company.regulatoryExpertise} icon={<GavelOutlinedIcon />} />
            </HydrationBoundary>
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

export function CompanyProfilePage() {
  const { id = '' } = useParams();
  const { data: company, error, isLoading } = useCompany(id);
  // Start the reviews request alongside the company's; RecentReviews reads the same SWR key.
  useCompanyReviews(id || null);
  const notFound = isApiError(error) && error.status === 404;
  useReportProfileView(company?.id ?? null);

  useDocumentTitle(company ? company.name : notFound ? 'Company Not Found' : error ? 'Error' : 'Company profile');

  let content;
  if (notFound) content = <CompanyNotFound />;
  else if (error) content = <Alert severity="error">{(error as Error).message}</Alert>;
  else if (isLoading || !company) content = <ProfileSkeleton />;
  else content = <Profile company={company} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {!notFound && (
        <Button component={RouterLink} to={paths.companies.list.getHref()} startIcon={<ArrowBackIcon />} sx={{ mb: 2, color: 'text.secondary' }}>
          All companies
        </Button>
      )}
      {content}
    </Container>
  );
}
