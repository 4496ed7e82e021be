import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { ShortlistAndCompare } from '../../../components/company-card-actions';
import { EmptyState } from '../../../components/empty-state';
import type { ComparePick } from '../hooks/use-compare-selection';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { renderedNearViewport } from '../../../lib/rendered-near-viewport';
import { DirectoryCard } from './directory-card';
import type { CompanyPage } from '../../../api/companies';
import { DIRECTORY_PAGE_SIZE } from '../../../lib/directory-query';

/** Skeleton cards while a page loads. */
const SKELETON_COUNT = 6;

/**
 * The result list: one column on phones and beside the facets on small laptops, two where the column is wide
 * enough (tablets without the facets column, desktops with it), so a screen shows several compact cards.
 */
function ResultGrid({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      aria-busy={busy || undefined}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        // Cards out of view are laid out and painted once they come near it.
        '& > *': renderedNearViewport(230),
      }}
    >
      {children}
    </Box>
  );
}

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
      <ResultGrid busy>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={220} data-testid="company-card-skeleton" />
        ))}
      </ResultGrid>
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
      <ResultGrid>
        {data.companies.map((company) => (
          <DirectoryCard
            key={company.id}
            company={company}
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
      </ResultGrid>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_, next) => onPageChange(next)}
          color="primary"
          shape="rounded"
          siblingCount={1}
          boundaryCount={1}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
