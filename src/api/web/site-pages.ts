/**
 * The SPA's pages as the server knows them (DECISIONS §15): which paths exist (others answer 404 with
 * the shell), their titles and descriptions before any script runs, and which main pages the sitemap
 * lists. Titles match what each page sets with useDocumentTitle, so the tab does not change on load.
 * test/architecture/site-pages.spec.ts fails when web/src/config/paths.ts gains a route missing here.
 */

export const SITE_NAME = 'BioVetted';
export const DEFAULT_DESCRIPTION =
  'BioVetted: vetted, anonymous peer reviews of CROs, CMOs and CDMOs for biotech and pharma procurement teams.';

export interface SitePage {
  /** Router pattern, `:name` for a parameter. */
  path: string;
  /** Full `<title>`. */
  title: string;
  description?: string;
  /** Listed in /sitemap.xml and indexable. */
  inSitemap?: boolean;
  /** Signed-in, admin or one-time pages: `noindex`. */
  private?: boolean;
  /**
   * Opened from a mailed link whose query holds a one-time token (DECISIONS §14): answered with
   * `Referrer-Policy: no-referrer`, so no request the page makes names the token in a Referer.
   */
  tokenInLink?: boolean;
  /**
   * Rendered on the server for visitors without a session (web/src/app/entry-server.tsx): the page paints
   * before its scripts run and crawlers read its content. The pages a visitor lands on from outside.
   */
  prerendered?: boolean;
  /**
   * A prerendered page's own code: its route module in web/ as Vite's build manifest names it. The page's
   * chunks are fetched with the app's, in short tasks (site-head.ts), instead of by Vite's preload helper in
   * the task that starts the app (a fetch start costs the browser's main thread about a millisecond).
   */
  module?: string;
}

const titled = (title: string) => `${title} | ${SITE_NAME}`;

export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    title: `${SITE_NAME}: vetted reviews of CROs, CMOs & CDMOs`,
    inSitemap: true,
    prerendered: true,
    module: 'src/features/landing/landing-page.tsx',
  },
  {
    path: '/companies',
    title: titled('CRO, CMO & CDMO Directory'),
    description: 'Compare contract research, manufacturing and development organisations by verified peer ratings, services, therapeutic areas and location.',
    inSitemap: true,
    prerendered: true,
    module: 'src/features/directory/directory-page.tsx',
  },
  // Filled in per company by the server (site-head.ts); this entry only makes the pattern known.
  { path: '/companies/:id', title: titled('Company profile'), prerendered: true, module: 'src/features/company-profile/company-profile-page.tsx' },
  { path: '/pricing', title: titled('Pricing'), description: 'BioVetted plans for buyers and vendors: what each plan includes and costs.', inSitemap: true },
  {
    path: '/methodology',
    title: titled('Scoring Methodology'),
    description: 'How BioVetted turns moderated peer reviews into scores: averages, evidence weighting and project fit.',
    inSitemap: true,
  },
  { path: '/legal-terms', title: titled('Legal Terms'), inSitemap: true },
  {
    path: '/privacy',
    title: titled('Privacy'),
    description: 'What BioVetted keeps about you, for how long, and how to download or delete it.',
    inSitemap: true,
  },
  { path: '/find-match', title: titled('Find Match'), description: 'Rank CROs, CMOs and CDMOs by how well their reviewed strengths fit your project.', inSitemap: true },
  { path: '/signup', title: titled('Apply for Access') },
  { path: '/login', title: titled('Sign In') },
  { path: '/sign-out', title: titled('Sign Out'), private: true },
  { path: '/forgot-password', title: titled('Forgot Password'), private: true },
  { path: '/reset-password', title: titled('Reset Password'), private: true, tokenInLink: true },
  { path: '/submit-review', title: titled('Submit Review'), private: true },
  { path: '/submit-company', title: titled('Add Company'), private: true },
  { path: '/subscription', title: titled('Subscription'), private: true },
  { path: '/vendor/register', title: titled('Vendor Registration'), private: true },
  { path: '/vendor', title: titled('Vendor Dashboard'), private: true },
  { path: '/contact', title: titled('Contact'), description: 'How to reach the BioVetted team: support, vendors, press and privacy requests.', inSitemap: true },
  { path: '/email-verification', title: titled('Email Verification'), private: true },
  { path: '/shortlist', title: titled('Shortlist'), private: true },
  // Shareable, but its content comes from the query string: no page of its own for search engines.
  { path: '/compare', title: titled('Compare providers'), private: true },
  { path: '/saved-searches', title: titled('Saved Searches'), private: true },
  { path: '/unsubscribe', title: titled('Turn off alerts'), private: true },
  { path: '/account', title: titled('Account'), private: true },
  { path: '/admin', title: titled('Admin Dashboard'), private: true },
  { path: '/admin/setup', title: titled('Admin Setup'), private: true },
  { path: '/admin/login', title: titled('Admin Login'), private: true },
  { path: '/admin/dashboard', title: titled('Admin Dashboard'), private: true },
  { path: '/admin/automation', title: titled('Admin Automation'), private: true },
  { path: '/admin/companies', title: titled('Manage Companies'), private: true },
  { path: '/admin/members', title: titled('Members'), private: true },
  { path: '/admin/reviews', title: titled('Reviews'), private: true },
  { path: '/admin/audit-log', title: titled('Audit Log'), private: true },
];

export const NOT_FOUND_PAGE: SitePage = { path: '', title: titled('Page Not Found'), private: true };

/** The page whose pattern matches `pathname` (a trailing slash is ignored), with its parameters, or null. */
export function matchSitePage(pathname: string): { page: SitePage; params: Record<string, string> } | null {
  const segments = splitPath(pathname);
  if (segments === null) return null;
  for (const page of SITE_PAGES) {
    const pattern = page.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    if (pattern.every((part, i) => (part.startsWith(':') ? ((params[part.slice(1)] = segments[i]), true) : part === segments[i]))) {
      return { page, params };
    }
  }
  return null;
}

/** Decoded path segments, or null for a path that does not decode. */
function splitPath(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}
