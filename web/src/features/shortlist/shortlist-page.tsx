import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPARE_MAX, COMPARE_MIN } from '@domain/directory/compare-rules';
import { pluralize } from '@domain/directory/display-rules';
import { SHORTLIST_MAX } from '@domain/shortlist/shortlist-rules';
import { useShortlist } from '../../api/shortlist';
import type { CompanyCard as CompanyCardData } from '../../api/types';
import { CompanyCard } from '../../components/company-card';
import { ShortlistAndCompare } from '../../components/company-card-actions';
import { CompanyCardSkeletons } from '../../components/company-card-skeleton';
import { CompanyGrid } from '../../components/company-grid';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { RequireSignIn } from '../../components/require-sign-in';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

const TITLE = 'Shortlist';

function EmptyShortlist() {
  return (
    <EmptyState
      icon={BookmarksOutlinedIcon}
      title="Your shortlist is empty"
      hint="Use “Add to shortlist” on a company card, a profile or a match result."
      action={
        <Button component={RouterLink} to={paths.companies.list.getHref()} variant="contained">
          Browse companies
        </Button>
      }
    />
  );
}

function Shortlist({ companies }: { companies: CompanyCardData[] }) {
  // The first companies (up to four) start picked, so a short list compares in one click.
  const [picked, setPicked] = useState<string[]>(() => companies.slice(0, COMPARE_MAX).map((c) => c.id));
  const chosen = picked.filter((id) => companies.some((c) => c.id === id));
  const canCompare = chosen.length >= COMPARE_MIN && chosen.length <= COMPARE_MAX;
  const toggle = (id: string) => setPicked((current) => (current.includes(id) ? current.filter((p) => p !== id) : [...current, id]));

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {pluralize(companies.length, 'company', 'companies')} of {SHORTLIST_MAX} · {chosen.length} picked to compare
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={paths.compare.getHref(chosen)} variant="contained" startIcon={<CompareArrowsIcon />} disabled={!canCompare}>
            Compare {canCompare ? chosen.length : ''} side by side
          </Button>
          <Button component="a" href={paths.shortlistDownloads.export.getHref('csv')} download variant="outlined" startIcon={<FileDownloadOutlinedIcon />}>
            Download CSV
          </Button>
          <Button component="a" href={paths.shortlistDownloads.export.getHref('pdf')} download variant="outlined" startIcon={<FileDownloadOutlinedIcon />}>
            Download PDF
          </Button>
        </Stack>
      </Stack>
      {!canCompare && (
        <Alert severity="info">
          Pick {COMPARE_MIN} to {COMPARE_MAX} companies to compare them side by side.
        </Alert>
      )}
      <CompanyGrid label="Shortlisted companies">
        {companies.map((company) => (
          <CompanyCard
            key={company.id}
            company={company}
            headingComponent="h2"
            actions={
              <ShortlistAndCompare
                company={company}
                picked={picked.includes(company.id)}
                compareFull={chosen.length >= COMPARE_MAX}
                onCompareToggle={() => toggle(company.id)}
              />
            }
          />
        ))}
      </CompanyGrid>
    </Stack>
  );
}

function ShortlistContent() {
  const { data, error, isLoading } = useShortlist(true);
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (isLoading || !data) {
    return (
      <CompanyGrid busy>
        <CompanyCardSkeletons count={3} />
      </CompanyGrid>
    );
  }
  return data.length === 0 ? <EmptyShortlist /> : <Shortlist companies={data} />;
}

/** The member's shortlist (docs/deciding.md): compare 2-4 of them, download the list as CSV or PDF. */
export function ShortlistPage() {
  useDocumentTitle(TITLE);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeader title={TITLE}>
        The providers you are considering. Compare them side by side, or download the list with its scores for your sourcing committee.
      </PageHeader>
      <RequireSignIn>{() => <ShortlistContent />}</RequireSignIn>
    </Container>
  );
}
