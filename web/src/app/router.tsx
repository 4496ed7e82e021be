import type { ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';
import { whenIdle } from '../lib/when-idle';
import { AppLayout } from './layout/app-layout';
import { RouteErrorBoundary } from './routes/route-error';

/*
 * One chunk per page. The router is React Router's declarative mode (BrowserRouter, Routes): its data
 * router would add 17.5 KiB gzipped to every page's first load (DECISIONS §15 budget, ADR 0029). A page
 * whose code is still loading shows the layout with the loading bar (AppLayout's Suspense boundary).
 */

/** A page of the SPA: its path pattern (react-router syntax) and its component, loaded with its chunk. */
export interface PageRoute {
  path: string;
  Page: LazyComponent<object>;
}

/** `load` resolves to the module; `pick` takes the page's component from it. */
function page<Module>(path: string, load: () => Promise<Module>, pick: (module: Module) => ComponentType): PageRoute {
  return { path, Page: lazyComponent(async () => pick(await load())) };
}

/** Every page of the SPA; the browser's router and the server's prerender (entry-server.tsx) both read it. */
export const pageRoutes: PageRoute[] = [
  page(paths.home.path, () => import('../features/landing/landing-page'), (m) => m.LandingPage),
  page(paths.companies.list.path, () => import('../features/directory/directory-page'), (m) => m.DirectoryPage),
  page(paths.companies.detail.path, () => import('../features/company-profile/company-profile-page'), (m) => m.CompanyProfilePage),
  page(paths.auth.signup.path, () => import('../features/auth/signup/signup-page'), (m) => m.SignupPage),
  page(paths.auth.login.path, () => import('../features/auth/login/login-page'), (m) => m.LoginPage),
  page(paths.auth.forgotPassword.path, () => import('../features/auth/forgot-password/forgot-password-page'), (m) => m.ForgotPasswordPage),
  page(paths.auth.resetPassword.path, () => import('../features/auth/reset-password/reset-password-page'), (m) => m.ResetPasswordPage),
  page(paths.auth.signOut.path, () => import('../features/auth/sign-out/sign-out-page'), (m) => m.SignOutPage),
  page(paths.submitReview.path, () => import('../features/submit-review/submit-review-page'), (m) => m.SubmitReviewPage),
  page(paths.findMatch.path, () => import('../features/find-match/find-match-page'), (m) => m.FindMatchPage),
  page(paths.legalTerms.path, () => import('../features/legal-terms/legal-terms-page'), (m) => m.LegalTermsPage),
  page(paths.methodology.path, () => import('../features/methodology/methodology-page'), (m) => m.MethodologyPage),
  page(paths.emailVerification.path, () => import('../features/email-verification/email-verification-page'), (m) => m.EmailVerificationPage),
  page(paths.submitCompany.path, () => import('../features/submit-company/submit-company-page'), (m) => m.SubmitCompanyPage),
  page(paths.admin.setup.path, () => import('../features/auth/admin-setup/admin-setup-page'), (m) => m.AdminSetupPage),
  page(paths.admin.login.path, () => import('../features/auth/admin-login/admin-login-page'), (m) => m.AdminLoginPage),
  page(paths.admin.root.path, () => import('../features/admin/admin-dashboard-page'), (m) => m.AdminDashboardPage),
  page(paths.admin.dashboard.path, () => import('../features/admin/admin-dashboard-page'), (m) => m.AdminDashboardPage),
  page(paths.admin.automation.path, () => import('../features/admin-automation/admin-automation-page'), (m) => m.AdminAutomationPage),
  page(paths.pricing.path, () => import('../features/pricing/pricing-page'), (m) => m.PricingPage),
  page(paths.subscription.path, () => import('../features/subscription/subscription-page'), (m) => m.SubscriptionPage),
  page(paths.vendor.register.path, () => import('../features/vendors/vendor-registration-page'), (m) => m.VendorRegistrationPage),
  page(paths.shortlist.path, () => import('../features/shortlist/shortlist-page'), (m) => m.ShortlistPage),
  page(paths.compare.path, () => import('../features/compare/compare-page'), (m) => m.ComparePage),
  page(paths.savedSearches.path, () => import('../features/saved-searches/saved-searches-page'), (m) => m.SavedSearchesPage),
  page(paths.unsubscribe.path, () => import('../features/saved-searches/unsubscribe-page'), (m) => m.UnsubscribePage),
  page(paths.privacy.path, () => import('../features/privacy/privacy-page'), (m) => m.PrivacyPage),
  page(paths.account.path, () => import('../features/account/account-page'), (m) => m.AccountPage),
  page(paths.contact.path, () => import('../features/contact/contact-page'), (m) => m.ContactPage),
  page(paths.vendor.dashboard.path, () => import('../features/vendor-dashboard/vendor-dashboard-page'), (m) => m.VendorDashboardPage),
  page(paths.admin.companies.path, () => import('../features/admin/admin-companies-page'), (m) => m.AdminCompaniesPage),
  page(paths.admin.members.path, () => import('../features/admin/admin-members-page'), (m) => m.AdminMembersPage),
  page(paths.admin.reviews.path, () => import('../features/admin/admin-reviews-page'), (m) => m.AdminReviewsPage),
  page(paths.admin.auditLog.path, () => import('../features/admin/admin-audit-log-page'), (m) => m.AdminAuditLogPage),
  page('*', () => import('./routes/not-found-page'), (m) => m.NotFoundPage),
];

/**
 * Loads the code of the page at `pathname` (a path without query), so that a prerendered page's first render
 * in the browser is the server's markup, which hydration takes over, and the server's prerender renders the
 * page in full.
 */
export async function loadPageFor(pathname: string): Promise<void> {
  const matches = matchRoutes(pageRoutes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => route.Page.load()));
}

/**
 * Fetches the main pages' chunks once the visitor first moves, touches, types or scrolls, when the browser
 * is next idle: later navigations are instant, while the page's own start (what a crawler or Lighthouse
 * sees) does not spend its first seconds evaluating code that no one has asked for yet.
 */
export function preloadPages(): void {
  const main = new Set<string>([paths.home.path, paths.companies.list.path, paths.companies.detail.path, paths.auth.login.path, paths.auth.signup.path]);
  const preload = () => void Promise.all(pageRoutes.filter(({ path }) => main.has(path)).map(({ Page }) => Page.load())).catch(() => {
    // A failed preload is retried by the navigation itself.
  });
  const signals = ['pointermove', 'touchstart', 'keydown', 'scroll'] as const;
  const onActivity = () => {
    signals.forEach((signal) => window.removeEventListener(signal, onActivity));
    whenIdle(preload);
  };
  signals.forEach((signal) => window.addEventListener(signal, onActivity, { passive: true }));
}

/** The app's routes: every page inside the layout. Errors outside a page (the layout's own) replace the layout. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<AppLayout />}>
          {pageRoutes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
