import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
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
import { useCompanies, useCompanyFacets } from '../../api/companies';
import { DirectoryResults } from './components/directory-results';
import { FilterPanel } from './components/filter-panel';
import { SortSelect } from './components/sort-select';

const TITLE = 'CRO, CMO & CDMO Directory';

export function DirectoryPage() {
  useDocumentTitle(TITLE);
  const [searchParams, setSearchParams] = useSearchParams();
  // Every applied filter lives in the URL, so a view can be shared and reloaded.
  const applied = useMemo(() => parseDirectoryQuery(searchParams), [searchParams]);
  const { data, error, isLoading } = useCompanies(directoryApiQuery(applied));
  const { data: facets } = useCompanyFacets(directoryApiFilters(applied));

  const navigateTo = useCallback(
    (next: DirectoryQuery, options: { scrollToTop: boolean }) => {
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
      <Box sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
          {TITLE}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, maxWidth: 720 }}>
          Compare contract research, manufacturing and development organizations on verified peer ratings, weighted by the
          evidence behind them.
        </Typography>
      </Box>

      <FilterPanel key={draftKey} applied={applied} facets={facets} onApply={apply} onClearAll={clearAll} />

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mt: { xs: 3, md: 4 }, mb: 3 }}
      >
        <Typography variant="subtitle1" component="p" aria-live="polite" sx={{ fontWeight: 600 }}>
          {error ? '' : data ? `${pluralize(data.total, 'company', 'companies')} found` : <Skeleton width={160} />}
        </Typography>
        <SortSelect value={applied.sort} onChange={(sort) => apply({ sort })} />
      </Stack>

      <DirectoryResults
        data={data}
        error={error as Error | undefined}
        isLoading={isLoading}
        page={applied.page}
        onPageChange={changePage}
        onClearAll={clearAll}
      />
    </Container>
  );
}
