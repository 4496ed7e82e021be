import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { CompanyPage } from '../../../api/companies';
import { HOW_IT_WORKS_SECTION_ID, paths } from '../../../config/paths';
import { HowItWorks } from './how-it-works';
import { TopRatedSection } from './top-rated-section';
import { scrollToHowItWorks } from '../scroll-to-how-it-works';

interface LowerSectionsProps {
  /** The best-rated companies (GET /api/companies?limit=3&sort=rating), while loading undefined. */
  data: CompanyPage | undefined;
  error: Error | undefined;
  isLoading: boolean;
  /** Signed-out visitors get 'Apply for Access' under the steps (docs/screens.md#screens). */
  signedOut: boolean;
}

/**
 * The landing page below the fold: Top Rated Companies, then How it works. A deferred part of the page
 * (its own chunk), so it also takes the `/#how-it-works` address to its section, once it is on the page.
 */
export function LowerSections({ data, error, isLoading, signedOut }: LowerSectionsProps) {
  const { hash, key } = useLocation();
  // The section arrives after the router's own hash scrolling ran: scroll here, and once more when the
  // top-rated cards replace their skeletons and move the section down.
  useEffect(() => {
    if (hash === `#${HOW_IT_WORKS_SECTION_ID}`) scrollToHowItWorks('auto');
  }, [hash, key, isLoading]);

  return (
    <>
      <TopRatedSection data={data} error={error} isLoading={isLoading} />
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
