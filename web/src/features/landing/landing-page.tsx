import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense, useCallback } from 'react';
import { pluralize } from '@domain/directory/display-rules';
import { useSession } from '../../lib/session';
import { SITE_NAME, useDocumentTitle } from '../../lib/use-document-title';
import { useCompanies } from '../../api/companies';
import { Hero } from './components/hero';
import { QuickFilters } from './components/quick-filters';
import { SearchCard } from './components/search-card';
import { scrollToHowItWorks } from './scroll-to-how-it-works';
import { TOP_COMPANIES_QUERY } from './top-companies';

/**
 * Top Rated and How it works: below the fold, so their code (cards, scores, steps) comes after the page's, and a
 * server-rendered page keeps their markup until it arrives.
 */
const LowerSections = lazy(async () => ({ default: (await import('./components/lower-sections')).LowerSections }));

export function LandingPage() {
  useDocumentTitle(`${SITE_NAME}: vetted reviews of CROs, CMOs & CDMOs`, { raw: true });
  const { data, error, isLoading } = useCompanies(TOP_COMPANIES_QUERY);
  // Like the navigation bar, the page counts as signed out until the session says otherwise.
  const signedOut = useSession().user === null;

  const learnMore = useCallback(() => scrollToHowItWorks('smooth'), []);
  const providerCount = data && data.total > 0 ? `${pluralize(data.total, 'provider')} listed` : null;

  return (
    <>
      <Hero onLearnMore={learnMore} providerCount={providerCount} showApplyForAccess={signedOut}>
        <SearchCard />
      </Hero>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 2.5 }}>
        <Container maxWidth="lg">
          <QuickFilters />
        </Container>
      </Box>
      <Suspense fallback={null}>
        <LowerSections data={data} error={error as Error | undefined} isLoading={isLoading} signedOut={signedOut} />
      </Suspense>
    </>
  );
}
