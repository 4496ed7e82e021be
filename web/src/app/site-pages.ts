/**
 * The pages as search engines and link previews see them: their titles and descriptions (the route modules'
 * `meta`), which main pages the sitemap lists and which pages robots.txt keeps crawlers out of. Titles match
 * what each page sets with useDocumentTitle, so the tab does not change on load.
 * test/architecture/site-pages.spec.ts fails when web/src/config/paths.ts gains a route missing here.
 */

export const SITE_NAME = 'BioVetted';
export const DEFAULT_DESCRIPTION = 'BioVetted: vetted, anonymous peer reviews of CROs, CMOs and CDMOs for biotech and pharma procurement teams.';

export interface SitePage {
  /** Router pattern, `:name` for a parameter. */
  path: string;
  /** Full `<title>`. */
  title: string;
  description?: string;
  /** Listed in /sitemap.xml and indexable. */
  inSitemap?: boolean;
  /** Signed-in, admin or one-time pages: `noindex`, and out of robots.txt. */
  private?: boolean;
}

const titled = (title: string) => `${title} | ${SITE_NAME}`;

export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    title: `${SITE_NAME}: vetted reviews of CROs, CMOs & CDMOs`,
    inSitemap: true,
  },
  {
    path: '/companies',
    title: titled('CRO, CMO & CDMO Directory'),
    description: 'Compare contract research, manufacturing and development organisations by verified peer ratings, services, therapeutic areas and location.',
    inSitemap: true,
  },
  // Each company's head comes from its loader's data (page-head.ts); this one, not indexed, only stands in when
  // there is none (a client-side navigation, a member's unknown id).
  { path: '/companies/:id', title: titled('Company profile'), private: true },
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
  { path: '/reset-password', title: titled('Reset Password'), private: true },
  { path: '/submit-review', title: titled('Submit Review'), private: true },
  { path: '/submit-company', title: titled('Add Company'), private: true },
  { path: '/subscription', title: titled('Subscription'), private: true },
  { path: '/vendor/register', title: titled('Vendor Registration'), private: true },
  { path: '/vendor', title: titled('Vendor Dashboard'), private: true },
  { path: '/vendor/rfps/:id', title: titled('RFP'), private: true },
  { path: '/rfps/:id', title: titled('RFP'), private: true },
  { path: '/rfp-invitation', title: titled('RFP invitation'), private: true },
  { path: '/contact', title: titled('Contact'), description: 'How to reach the BioVetted team: support, vendors, press and privacy requests.', inSitemap: true },
  { path: '/email-verification', title: titled('Email Verification'), private: true },
  { path: '/shortlist', title: titled('Shortlist'), private: true },
  { path: '/projects', title: titled('My projects'), private: true },
  { path: '/projects/:id', title: titled('Project'), private: true },
  // Shareable, but its content comes from the query string: no page of its own for search engines.
  { path: '/compare', title: titled('Compare providers'), private: true },
  { path: '/find-match/:id', title: titled('Match results'), private: true },
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

/** The entry of `pattern` (a route pattern of config/paths.ts). Throws for a pattern the table lacks: a page without a head is a bug. */
export function sitePage(pattern: string): SitePage {
  const page = SITE_PAGES.find((candidate) => candidate.path === pattern);
  if (!page) throw new Error(`No site page for ${pattern}: add it to SITE_PAGES`);
  return page;
}
