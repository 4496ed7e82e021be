import { route, type RouteConfig } from '@react-router/dev/routes';

/*
 * The pages React Router serves, each a route module under ./routes: its loader, head, headers and error
 * boundary around a page of src/features. The patterns are those of the route registry (config/paths.ts, which
 * builds every in-app link); React Router reads this file without the app's build settings, so it cannot
 * import the registry, and test/architecture/site-pages.spec.ts checks that both name the same pages.
 *
 * The pages people and crawlers arrive at (landing, directory, profiles, methodology, pricing, legal terms,
 * privacy, contact, find match) are rendered on the server with their data. Forms and members' pages export a
 * clientLoader and a HydrateFallback instead: the server sends the frame with the loading bar and the browser
 * renders the page, since a server-rendered form could be typed into, or sent by the browser itself, before
 * the app runs.
 */
export default [
  route('/', 'routes/landing.tsx'),
  route('/companies', 'routes/directory.tsx'),
  route('/companies/:id', 'routes/company-profile.tsx'),
  route('/signup', 'routes/signup.tsx'),
  route('/login', 'routes/login.tsx'),
  route('/sign-out', 'routes/sign-out.tsx'),
  route('/forgot-password', 'routes/forgot-password.tsx'),
  route('/reset-password', 'routes/reset-password.tsx'),
  route('/submit-review', 'routes/submit-review.tsx'),
  route('/find-match', 'routes/find-match.tsx'),
  route('/find-match/:id', 'routes/find-match-run.tsx'),
  route('/legal-terms', 'routes/legal-terms.tsx'),
  route('/methodology', 'routes/methodology.tsx'),
  route('/email-verification', 'routes/email-verification.tsx'),
  route('/submit-company', 'routes/submit-company.tsx'),
  route('/admin/setup', 'routes/admin-setup.tsx'),
  route('/admin/login', 'routes/admin-login.tsx'),
  // The dashboard answers at both addresses: one module, two routes.
  route('/admin', 'routes/admin-dashboard.tsx', { id: 'admin-root' }),
  route('/admin/dashboard', 'routes/admin-dashboard.tsx', { id: 'admin-dashboard' }),
  route('/admin/automation', 'routes/admin-automation.tsx'),
  route('/pricing', 'routes/pricing.tsx'),
  route('/subscription', 'routes/subscription.tsx'),
  route('/vendor/register', 'routes/vendor-registration.tsx'),
  route('/vendor', 'routes/vendor-dashboard.tsx'),
  route('/vendor/rfps/:id', 'routes/vendor-rfp.tsx'),
  route('/rfps/:id', 'routes/rfp.tsx'),
  route('/rfp-invitation', 'routes/rfp-invitation.tsx'),
  route('/shortlist', 'routes/shortlist.tsx'),
  route('/projects', 'routes/projects.tsx'),
  route('/projects/:id', 'routes/project.tsx'),
  route('/compare', 'routes/compare.tsx'),
  route('/saved-searches', 'routes/saved-searches.tsx'),
  route('/unsubscribe', 'routes/unsubscribe.tsx'),
  route('/privacy', 'routes/privacy.tsx'),
  route('/account', 'routes/account.tsx'),
  route('/contact', 'routes/contact.tsx'),
  route('/admin/companies', 'routes/admin-companies.tsx'),
  route('/admin/members', 'routes/admin-members.tsx'),
  route('/admin/reviews', 'routes/admin-reviews.tsx'),
  route('/admin/audit-log', 'routes/admin-audit-log.tsx'),
  // Documents for crawlers (resource routes: a loader, no component).
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:file', 'routes/sitemap-part.ts'),
  // Any other address: the Not Found page, with status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
