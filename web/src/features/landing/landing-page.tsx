import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { pluralize } from '@domain/directory/display-rules';
import { HOW_IT_WORKS_SECTION_ID, paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { SITE_NAME, useDocumentTitle } from '../../lib/use-document-title';
import { useCompanies } from '../../api/companies';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { QuickFilters } from './components/quick-filters';
import { SearchCard } from './components/search-card';
import { TOP_COMPANIES_LIMIT, TopRatedSection } from './components/top-rated-section';

function scrollToHowItWorks(behavior: ScrollBehavior) {
  document.getElementById(HOW_IT_WORKS_SECTION_ID)?.scrollIntoView({ behavior, block: 'start' });
}

export function LandingPage() {
  useDocumentTitle(`${SITE_NAME}: vetted reviews of CROs, CMOs & CDMOs`, { raw: true });
  const { hash, key } = useLocation();
  const { data, error, isLoading } = useCompanies({ limit: TOP_COMPANIES_LIMIT, sort: 'rating' });
  // Like the navigation bar, the page counts as signed out until the session says otherwise.
  const signedOut = useSession().user === null;

  // The page arrives as a lazy chunk, after the router's own hash scrolling ran: scroll here too,
  // and once more when the top-rated cards replace their skeletons and move the section down.
  useEffect(() => {
    if (hash === `#${HOW_IT_WORKS_SECTION_ID}`) scrollToHowItWorks('auto');
  }, [hash, key, isLoading]);

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
      <TopRatedSection data={data} error={error as Error | undefined} isLoading={isLoading} />
      <HowItWorks
        action={
          signedOut && (
            <Button component={RouterLink} to={paths.auth.signup.getHref()} variant="contained" size="large">
              Apply for Access
            </Button>
          )
        }
      />
    </>
  );
}
