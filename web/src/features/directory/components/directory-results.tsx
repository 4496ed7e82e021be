import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ShortlistToggle } from '../../../components/shortlist-toggle';
import type { ComparePick } from '../hooks/use-compare-selection';
import { CompanyCard } from '../../../components/company-card';
import { CompanyCardSkeletons } from '../../../components/company-card-skeleton';
import { CompanyGrid } from '../../../components/company-grid';
import type { CompanyPage } from '../../../api/companies';
import { DIRECTORY_PAGE_SIZE } from '../../../lib/directory-query';

/** Skeleton cards while a page loads (spec part 1 §2). */
const SKELETON_COUNT = 6;

interface DirectoryResultsProps {
  data: CompanyPage | undefined;
  error: Error | undefined;
  isLoading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onClearAll: () => void;
  /** The compare picks: a checkbox on each card adds or removes one (at most 4). */
  compare: { isPicked: (id: string) => boolean; isFull: boolean; toggle: (pick: ComparePick) => void };
}

export function DirectoryResults({ data, error, isLoading, page, onPageChange, onClearAll, compare }: DirectoryResultsProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const now = new Date();

  if (error) {
    return (
      <Alert severity="error" role="alert">
        {error.message}
      </Alert>
    );
  }

  if (isLoading || !data) {
    return (
      <CompanyGrid busy>
        <CompanyCardSkeletons count={SKELETON_COUNT} />
      </CompanyGrid>
    );
  }

  if (data.total === 0) {
    return (
      <Card>
        <CardContent sx={{ textAlign: 'center', py: { xs: 6, md: 8 } }}>
          <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden="true" />
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            No companies found
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            Try a different name or remove some filters.
          </Typography>
          <Button variant="contained" onClick={onClearAll}>
            Clear All Filters
          </Button>
        </CardContent>
      </Card>
    );
  }

  const pageCount = Math.max(1, Math.ceil(data.total / DIRECTORY_PAGE_SIZE));

  if (data.companies.length === 0) {
    // A shared or stale link past the last page.
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => onPageChange(1)}>
            Go to first page
          </Button>
        }
      >
        Page {page} is past the end of the results ({pageCount} {pageCount === 1 ? 'page' : 'pages'}).
      </Alert>
    );
  }

  return (
    <Stack spacing={4}>
      <CompanyGrid>
        {data.companies.map((company) => (
          <CompanyCard
            key={company.id}
            company={company}
            headingComponent="h2"
            now={now}
            actions={
              <>
                <ShortlistToggle companyId={company.id} companyName={company.name} />
                <FormControlLabel
                  label="Compare"
                  control={
                    <Checkbox
                      size="small"
                      checked={compare.isPicked(company.id)}
                      disabled={compare.isFull && !compare.isPicked(company.id)}
                      onChange={() => compare.toggle({ id: company.id, name: company.name })}
                      slotProps={{ input: { 'aria-label': `Compare ${company.name}` } }}
                    />
                  }
                  sx={{ mr: 0 }}
                />
              </>
            }
          />
        ))}
      </CompanyGrid>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_, next) => onPageChange(next)}
          color="primary"
          shape="rounded"
          siblingCount={isPhone ? 0 : 1}
          boundaryCount={1}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
