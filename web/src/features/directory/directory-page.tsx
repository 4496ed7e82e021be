import FilterListIcon from '@mui/icons-material/FilterList';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pluralize } from '@domain/directory/display-rules';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@domain/saved-searches/saved-search';
import {
  EMPTY_DIRECTORY_QUERY,
  directoryApiFilters,
  directoryApiQuery,
  directoryQueryToSearchParams,
  appliedFilters,
  describeDirectoryQuery,
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
import { AppliedFilters } from './components/applied-filters';
import { FilterPanel } from './components/filter-panel';
import { FilterSheet } from './components/filter-sheet';
import { SortSelect } from './components/sort-select';
import { useCompareSelection } from './hooks/use-compare-selection';

// The dialog's form (Formik and Yup) loads when a member opens it, not
// with the directory every visitor reads.
const SaveSearchDialog = lazy(() => import('./components/save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })));

/** The applied filters as a saved search keeps them: GET /api/companies's parameters without paging. */
function savedFiltersOf(applied: DirectoryQuery): SavedSearchFilters {
  const { limit: _limit, offset: _offset, ...filters } = directoryApiQuery(applied);
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as SavedSearchFilters;
}

/** A name to start from: the filters in words (under their labels), shortened to what a name may hold. */
function suggestedName(applied: DirectoryQuery): string {
  const words = describeDirectoryQuery(applied);
  return words.length <= SAVED_SEARCH_NAME_MAX_LENGTH ? words : `${words.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH - 1).trimEnd()}…`;
}

const TITLE = 'CRO, CMO & CDMO Directory';

/**
 * /companies: the facets in a column beside the results on wide screens, a "Filters" button opening a full-height
 * sheet on phones. Which one shows is decided by CSS breakpoints, so the server-rendered page already has the
 * layout of the screen it lands on and nothing moves once it hydrates.
 */
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
  const [sheetOpen, setSheetOpen] = useState(false);
  const results = useRef<HTMLElement>(null);

  const navigateTo = useCallback(
    (next: DirectoryQuery) => {
      // A filter or another page applies in place: the window does not jump to the top of the page.
      setSearchParams(directoryQueryToSearchParams(next), { preventScrollReset: true });
    },
    [setSearchParams],
  );

  const apply = useCallback((changes: Partial<DirectoryQuery>) => navigateTo({ ...applied, ...changes, page: 1 }), [applied, navigateTo]);

  const clearAll = useCallback(() => navigateTo(EMPTY_DIRECTORY_QUERY), [navigateTo]);

  const changePage = useCallback(
    (page: number) => {
      navigateTo({ ...applied, page });
      // Another page starts at the top of the results, not of the page.
      results.current?.scrollIntoView({ block: 'start' });
    },
    [applied, navigateTo],
  );

  // Remount the panel's drafts when the applied drafts change (Clear All, history navigation).
  const draftKey = JSON.stringify([applied.search, applied.type, applied.country, applied.serviceCategories]);
  const activeCount = appliedFilters(applied).length;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeader title={TITLE}>
        Compare contract research, manufacturing and development organizations on verified peer ratings, weighted by the evidence behind them.
      </PageHeader>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '17rem minmax(0, 1fr)' }, gap: { xs: 2, md: 3 }, alignItems: 'start' }}>
        <Box
          component="aside"
          aria-labelledby="filters-title"
          sx={{
            display: { xs: 'none', md: 'block' },
            position: 'sticky',
            top: 80,
            maxHeight: 'calc(100vh - 96px)',
            overflowY: 'auto',
            pr: 1,
          }}
        >
          <Typography id="filters-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Filters
          </Typography>
          <FilterPanel key={draftKey} applied={applied} facets={facets} onApply={apply} onClearAll={clearAll} />
        </Box>

        <Box component="section" ref={results} aria-label="Results" sx={{ minWidth: 0, scrollMarginTop: 80 }}>
          <Stack direction="row" useFlexGap spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
            <Typography variant="subtitle1" component="p" aria-live="polite" sx={{ fontWeight: 600 }}>
              {error ? '' : data ? `${pluralize(data.total, 'company', 'companies')} found` : <Skeleton width={160} />}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button
                variant="outlined"
                onClick={() => setSheetOpen(true)}
                startIcon={
                  <Badge color="primary" badgeContent={activeCount} invisible={activeCount === 0}>
                    <FilterListIcon />
                  </Badge>
                }
                sx={{ display: { xs: 'inline-flex', md: 'none' } }}
              >
                Filters
              </Button>
              {user && (
                <Button variant="outlined" startIcon={<SavedSearchIcon />} onClick={() => setSaving(true)} sx={{ flexShrink: 0 }}>
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    Save this search
                  </Box>
                  <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                    Save
                  </Box>
                </Button>
              )}
              <SortSelect value={applied.sort} onChange={(sort) => apply({ sort })} />
            </Stack>
          </Stack>
          <AppliedFilters query={applied} onApply={apply} />
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
        </Box>
      </Box>
      <FilterSheet
        key={`sheet-${draftKey}`}
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        applied={applied}
        facets={facets}
        onApply={apply}
        onClearAll={clearAll}
      />
      <CompareTray picks={compare.picks} onRemove={compare.toggle} onClear={compare.clear} />
    </Container>
  );
}
