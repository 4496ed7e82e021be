import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { ShortlistAndCompare } from '../../../components/company-card-actions';
import { EmptyState } from '../../../components/empty-state';
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
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
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
      <EmptyState
        icon={SearchOffIcon}
        title="No companies found"
        hint="Try a different name or remove some filters."
        action={
          <Button variant="contained" onClick={onClearAll}>
            Clear All Filters
          </Button>
        }
      />
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
              <ShortlistAndCompare
                company={company}
                picked={compare.isPicked(company.id)}
                compareFull={compare.isFull}
                onCompareToggle={() => compare.toggle({ id: company.id, name: company.name })}
              />
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
