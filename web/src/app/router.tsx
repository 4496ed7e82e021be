import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayout, PageLoading } from './layout/app-layout';
import { RouteError } from './routes/route-error';
import { whenIdle } from '../lib/when-idle';

/*
 * One chunk per page, loaded through the router's own `lazy` (rather than React.lazy inside a
 * Suspense boundary): the router fetches the page's code before it commits the navigation, so
 * the address bar never shows a new URL over the previous page while a chunk downloads.
 */
const loadLanding = () => import('../features/landing/landing-page');
const loadDirectory = () => import('../features/directory/directory-page');
const loadCompanyProfile = () => import('../features/company-profile/company-profile-page');
const loadSignup = () => import('../features/auth/signup/signup-page');
const loadLogin = () => import('../features/auth/login/login-page');
const loadForgotPassword = () => import('../features/auth/forgot-password/forgot-password-page');
const loadResetPassword = () => import('../features/auth/reset-password/reset-password-page');
const loadAdminSetup = () => import('../features/auth/admin-setup/admin-setup-page');
const loadAdminLogin = () => import('../features/auth/admin-login/admin-login-page');
const loadAdminDashboard = () => import('../features/admin/admin-dashboard-page');
const loadAdminAutomation = () => import('../features/admin-automation/admin-automation-page');
const loadEmailVerification = () => import('../features/email-verification/email-verification-page');
const loadSubmitReview = () => import('../features/submit-review/submit-review-page');
const loadFindMatch = () => import('../features/find-match/find-match-page');
const loadLegalTerms = () => import('../features/legal-terms/legal-terms-page');
const loadMethodology = () => import('../features/methodology/methodology-page');
const loadSubmitCompany = () => import('../features/submit-company/submit-company-page');
const loadNotFound = () => import('./routes/not-found-page');
const loadPricing = () => import('../features/pricing/pricing-page');
const loadSubscription = () => import('../features/subscription/subscription-page');
const loadVendorRegistration = () => import('../features/vendors/vendor-registration-page');
const loadShortlist = () => import('../features/shortlist/shortlist-page');
const loadCompare = () => import('../features/compare/compare-page');
const loadSavedSearches = () => import('../features/saved-searches/saved-searches-page');
const loadUnsubscribe = () => import('../features/saved-searches/unsubscribe-page');
const loadPrivacy = () => import('../features/privacy/privacy-page');
const loadAccount = () => import('../features/account/account-page');
const loadContact = () => import('../features/contact/contact-page');
const loadVendorDashboard = () => import('../features/vendor-dashboard/vendor-dashboard-page');
const loadAdminCompanies = () => import('../features/admin/admin-companies-page');
const loadAdminMembers = () => import('../features/admin/admin-members-page');
const loadAdminReviews = () => import('../features/admin/admin-reviews-page');
const loadAdminAuditLog = () => import('../features/admin/admin-audit-log-page');

/**
 * Fetches the main pages' chunks once the visitor first moves, touches, types or scrolls, when the browser
 * is next idle: later navigations are instant, while the page's own start (what a crawler or Lighthouse
 * sees) does not spend its first seconds evaluating code that no one has asked for yet.
 */
export function preloadPages(): void {
  const preload = () => void Promise.all([loadLanding(), loadDirectory(), loadCompanyProfile(), loadLogin(), loadSignup()]).catch(() => {
    // A failed preload is retried by the navigation itself.
  });
  const signals = ['pointermove', 'touchstart', 'keydown', 'scroll'] as const;
  const onActivity = () => {
    signals.forEach((signal) => window.removeEventListener(signal, onActivity));
    whenIdle(preload);
  };
  signals.forEach((signal) => window.addEventListener(signal, onActivity, { passive: true }));
}

/** Every page of the SPA; the browser's router and the server's prerender (entry-server.tsx) both read it. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading fullScreen />,
    children: [
      {
        // Errors inside a page render within the layout, so the navigation stays usable.
        errorElement: <RouteError />,
        children: [
          {
            path: paths.home.path,
            lazy: async () => ({ Component: (await loadLanding()).LandingPage }),
          },
          {
            path: paths.companies.list.path,
            lazy: async () => ({ Component: (await loadDirectory()).DirectoryPage }),
          },
          {
            path: paths.companies.detail.path,
            lazy: async () => ({ Component: (await loadCompanyProfile()).CompanyProfilePage }),
          },
          {
            path: paths.auth.signup.path,
            lazy: async () => ({ Component: (await loadSignup()).SignupPage }),
          },
          {
            path: paths.auth.login.path,
            lazy: async () => ({ Component: (await loadLogin()).LoginPage }),
          },
          {
            path: paths.auth.forgotPassword.path,
            lazy: async () => ({ Component: (await loadForgotPassword()).ForgotPasswordPage }),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: async () => ({ Component: (await loadResetPassword()).ResetPasswordPage }),
          },
          {
            path: paths.submitReview.path,
            lazy: async () => ({ Component: (await loadSubmitReview()).SubmitReviewPage }),
          },
          {
            path: paths.findMatch.path,
            lazy: async () => ({ Component: (await loadFindMatch()).FindMatchPage }),
          },
          {
            path: paths.legalTerms.path,
            lazy: async () => ({ Component: (await loadLegalTerms()).LegalTermsPage }),
          },
          {
            path: paths.methodology.path,
            lazy: async () => ({ Component: (await loadMethodology()).MethodologyPage }),
          },
          {
            path: paths.emailVerification.path,
            lazy: async () => ({ Component: (await loadEmailVerification()).EmailVerificationPage }),
          },
          {
            path: paths.submitCompany.path,
            lazy: async () => ({ Component: (await loadSubmitCompany()).SubmitCompanyPage }),
          },
          {
            path: paths.admin.setup.path,
            lazy: async () => ({ Component: (await loadAdminSetup()).AdminSetupPage }),
          },
          {
            path: paths.admin.login.path,
            lazy: async () => ({ Component: (await loadAdminLogin()).AdminLoginPage }),
          },
          {
            path: paths.admin.root.path,
            lazy: async () => ({ Component: (await loadAdminDashboard()).AdminDashboardPage }),
          },
          {
            path: paths.admin.dashboard.path,
            lazy: async () => ({ Component: (await loadAdminDashboard()).AdminDashboardPage }),
          },
          {
            path: paths.admin.automation.path,
            lazy: async () => ({ Component: (await loadAdminAutomation()).AdminAutomationPage }),
          },
          {
            path: paths.pricing.path,
            lazy: async () => ({ Component: (await loadPricing()).PricingPage }),
          },
          {
            path: paths.subscription.path,
            lazy: async () => ({ Component: (await loadSubscription()).SubscriptionPage }),
          },
          {
            path: paths.vendor.register.path,
            lazy: async () => ({ Component: (await loadVendorRegistration()).VendorRegistrationPage }),
          },
          {
            path: paths.shortlist.path,
            lazy: async () => ({ Component: (await loadShortlist()).ShortlistPage }),
          },
          {
            path: paths.compare.path,
            lazy: async () => ({ Component: (await loadCompare()).ComparePage }),
          },
          {
            path: paths.savedSearches.path,
            lazy: async () => ({ Component: (await loadSavedSearches()).SavedSearchesPage }),
          },
          {
            path: paths.unsubscribe.path,
            lazy: async () => ({ Component: (await loadUnsubscribe()).UnsubscribePage }),
          },
          {
            path: paths.privacy.path,
            lazy: async () => ({ Component: (await loadPrivacy()).PrivacyPage }),
          },
          {
            path: paths.account.path,
            lazy: async () => ({ Component: (await loadAccount()).AccountPage }),
          },
          {
            path: paths.contact.path,
            lazy: async () => ({ Component: (await loadContact()).ContactPage }),
          },
          {
            path: paths.vendor.dashboard.path,
            lazy: async () => ({ Component: (await loadVendorDashboard()).VendorDashboardPage }),
          },
          {
            path: paths.admin.companies.path,
            lazy: async () => ({ Component: (await loadAdminCompanies()).AdminCompaniesPage }),
          },
          {
            path: paths.admin.members.path,
            lazy: async () => ({ Component: (await loadAdminMembers()).AdminMembersPage }),
          },
          {
            path: paths.admin.reviews.path,
            lazy: async () => ({ Component: (await loadAdminReviews()).AdminReviewsPage }),
          },
          {
            path: paths.admin.auditLog.path,
            lazy: async () => ({ Component: (await loadAdminAuditLog()).AdminAuditLogPage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await loadNotFound()).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

/**
 * The browser's router. When the server sent the page already rendered, the code of the routes that
 * match the address is loaded first, so that the first render is the server's markup (which hydration
 * takes over) rather than the loading fallback; and the router starts as hydrating (`hydrationData`), so
 * it leaves the scroll position alone instead of scrolling a visitor who already scrolled back to the top.
 */
export async function createAppRouter(prerendered: boolean) {
  if (!prerendered) return createBrowserRouter(appRoutes);
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // No route has a loader: nothing to hand over but the fact that this is a hydration.
  return createBrowserRouter(appRoutes, { hydrationData: { loaderData: {} } });
}
