import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pluralize } from '@domain/directory/display-rules';
import {
  EMPTY_DIRECTORY_QUERY,
  directoryApiFilters,
  directoryApiQuery,
  directoryQueryToSearchParams,
  parseDirectoryQuery,
  type DirectoryQuery,
} from '../../lib/directory-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/session';
import { useCompanies, useCompanyFacets } from '../../api/companies';
import type { SavedSearchFilters } from '../../api/types';
import { PageHeader } from '../../components/page-header';
import { CompareTray } from './components/compare-tray';
import { DirectoryResults } from './components/directory-results';
import { FilterPanel } from './components/filter-panel';
import { SortSelect } from './components/sort-select';
import { useCompareSelection } from './hooks/use-compare-selection';

// The dialog's form (Formik and Yup, about 23 KiB gzipped) loads when a member opens it, not
// with the directory every visitor reads.
const SaveSearchDialog = lazy(() => import('./components/save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })));

/** The applied filters as a saved search keeps them: GET /api/companies's parameters without paging. */
function savedFiltersOf(applied: DirectoryQuery): SavedSearchFilters {
  const { limit: _limit, offset: _offset, ...filters } = directoryApiQuery(applied);
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as SavedSearchFilters;
}

/** A name to start from: the search text or the first filters, else "All companies". */
function suggestedName(applied: DirectoryQuery): string {
  const parts = [applied.search, applied.type, applied.country, applied.location].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'All companies';
}

const TITLE = 'CRO, CMO & CDMO Directory';

export function DirectoryPage() {
  useDocumentTitle(TITLE);
  const [searchParams, setSearchParams] = useSearchParams();
  // Every applied filter lives in the URL, so a view can be shared and reloaded.
  const applied = useMemo(() => parseDirectoryQuery(searchParams), [searchParams]);
  const { data, error, isLoading } = useCompanies(directoryApiQuery(applied));
  const { data: facets } = useCompanyFacets(directoryApiFilters(applied));
  const { user } = useSession();
  const compare = useCompareSelection();
  const [saving, setSaving] = useState(false);

  const navigateTo = useCallback(
    (next: DirectoryQuery, options: { scrollToTop: boolean }) => {
      // A filter applies in place (the window stays where it is); another results page starts at the top.
      setSearchParams(directoryQueryToSearchParams(next), { preventScrollReset: !options.scrollToTop });
    },
    [setSearchParams],
  );

  const apply = useCallback(
    (changes: Partial<DirectoryQuery>) => navigateTo({ ...applied, ...changes, page: 1 }, { scrollToTop: false }),
    [applied, navigateTo],
  );

  const clearAll = useCallback(() => navigateTo(EMPTY_DIRECTORY_QUERY, { scrollToTop: false }), [navigateTo]);

  const changePage = useCallback(
    (page: number) => {
      navigateTo({ ...applied, page }, { scrollToTop: true });
      window.scrollTo({ top: 0, behavior: 'auto' });
    },
    [applied, navigateTo],
  );

  // Remount the panel's drafts when the applied drafts change (Clear All, history navigation).
  const draftKey = JSON.stringify([applied.search, applied.type, applied.country, applied.serviceCategories]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeader title={TITLE}>
        Compare contract research, manufacturing and development organizations on verified peer ratings, weighted by the
        evidence behind them.
      </PageHeader>

      <FilterPanel key={draftKey} applied={applied} facets={facets} onApply={apply} onClearAll={clearAll} />

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mt: { xs: 3, md: 4 }, mb: 3 }}
      >
        <Typography variant="subtitle1" component="p" aria-live="polite" sx={{ fontWeight: 600 }}>
          {error ? '' : data ? `${pluralize(data.total, 'company', 'companies')} found` : <Skeleton width={160} />}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {user && (
            <Button variant="outlined" startIcon={<SavedSearchIcon />} onClick={() => setSaving(true)} sx={{ flexShrink: 0 }}>
              Save this search
            </Button>
          )}
          <SortSelect value={applied.sort} onChange={(sort) => apply({ sort })} />
        </Stack>
      </Stack>
      {saving && (
        <Suspense fallback={null}>
          <SaveSearchDialog open onClose={() => setSaving(false)} filters={savedFiltersOf(applied)} suggestedName={suggestedName(applied)} />
        </Suspense>
      )}

      <DirectoryResults
        data={data}
        error={error as Error | undefined}
        isLoading={isLoading}
        page={applied.page}
        onPageChange={changePage}
        onClearAll={clearAll}
        compare={compare}
      />
      <CompareTray picks={compare.picks} onRemove={compare.toggle} onClear={compare.clear} />
    </Container>
  );
}
