import { withReturnTo } from '@domain/accounts/return-to';
import type { DirectoryQuery } from '../lib/directory-query';

/** Sections of the Account page, each a link target (`/account#my-reviews` is in the review decision mails). */
export type AccountSection = 'profile' | 'password' | 'my-reviews' | 'vendor-accounts' | 'your-data';

/** Id of the landing page's "How it works" section, the target of /#how-it-works. */
export const HOW_IT_WORKS_SECTION_ID = 'how-it-works';

/**
 * What a link into the directory sets: the search text, the service type, the region and the order. The
 * directory writes its own addresses, with every filter and lists in their vocabulary's order, through
 * directoryQueryToSearchParams (lib/directory-query.ts), which needs every filter's declaration; the registry,
 * which every page imports, builds these few without them.
 */
export type DirectoryLink = Partial<Pick<DirectoryQuery, 'search' | 'type' | 'location' | 'sort'>>;

/** The parameters of a DirectoryLink, in the order the directory writes them. */
const DIRECTORY_LINK_PARAMETERS = ['search', 'type', 'location', 'sort'] as const satisfies readonly (keyof DirectoryLink)[];

/**
 * Route registry: every in-app URL is built here. `path` is the router pattern,
 * `getHref` builds a concrete link. Screens that do not exist yet (pricing, submit review, find
 * match, add company) get their entries when they are built, so no link can point at nothing.
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  howItWorks: {
    path: '/',
    getHref: () => `/#${HOW_IT_WORKS_SECTION_ID}`,
  },
  companies: {
    list: {
      path: '/companies',
      /** Empty values are left out; a sort given is written even when it is the default, so the link names its order. */
      getHref: (link: DirectoryLink = {}) => {
        const query = new URLSearchParams();
        for (const name of DIRECTORY_LINK_PARAMETERS) {
          const value = link[name]?.trim();
          if (value) query.set(name, value);
        }
        const text = query.toString();
        return text ? `/companies?${text}` : '/companies';
      },
    },
    detail: {
      path: '/companies/:id',
      getHref: (id: string) => `/companies/${encodeURIComponent(id)}`,
    },
  },
  auth: {
    /** `returnTo`: the page of this site to land on after the first sign-in (dropped unless safe). */
    signup: {
      path: '/signup',
      getHref: (returnTo?: string | null) => withReturnTo('/signup', returnTo),
    },
    /** `returnTo`: the page of this site to land on after signing in (dropped unless safe). */
    login: {
      path: '/login',
      getHref: (returnTo?: string | null) => withReturnTo('/login', returnTo),
    },
    forgotPassword: {
      path: '/forgot-password',
      getHref: () => '/forgot-password',
    },
    resetPassword: {
      path: '/reset-password',
      getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
    },
    /** The page whose button signs out; GET /api/logout leads here (a GET never signs anyone out). */
    signOut: {
      path: '/sign-out',
      getHref: () => '/sign-out',
    },
  },
  submitReview: {
    path: '/submit-review',
    /** With a company id, the form opens with that company chosen. */
    getHref: (companyId?: string) => (companyId ? `/submit-review?company=${encodeURIComponent(companyId)}` : '/submit-review'),
  },
  findMatch: {
    path: '/find-match',
    getHref: () => '/find-match',
  },
  /** A member's stored match run: the requirement and the results as computed then. */
  findMatchRun: {
    path: '/find-match/:id',
    getHref: (id: string) => `/find-match/${encodeURIComponent(id)}`,
  },
  legalTerms: {
    path: '/legal-terms',
    getHref: () => '/legal-terms',
  },
  methodology: {
    path: '/methodology',
    /** With a section id, the link lands on that section (e.g. 'match-score'). */
    getHref: (section?: string) => (section ? `/methodology#${section}` : '/methodology'),
  },
  submitCompany: {
    path: '/submit-company',
    getHref: () => '/submit-company',
  },
  pricing: {
    path: '/pricing',
    getHref: () => '/pricing',
    /** The plans for CROs and CDMOs (their review-response quotas) shown first. */
    getVendorPlansHref: () => '/pricing?for=vendors',
    /** Where Stripe returns the browser after confirming a payment (docs/api-contract.md#how-the-web-calls-the-api). */
    getSuccessHref: () => '/pricing?success=true',
  },
  subscription: {
    path: '/subscription',
    getHref: () => '/subscription',
  },
  vendor: {
    register: {
      path: '/vendor/register',
      /** With a company id, the form opens with that company chosen ("Claim this profile"). */
      getHref: (companyId?: string) => (companyId ? `/vendor/register?company=${encodeURIComponent(companyId)}` : '/vendor/register'),
    },
    /** The vendor dashboard: claims, the month's quota, reviews to answer and responses given. */
    dashboard: {
      path: '/vendor',
      getHref: () => '/vendor',
    },
    /** An RFP sent to a company the vendor represents: the RFP, the bid grid, questions (docs/rfps.md). */
    rfp: {
      path: '/vendor/rfps/:id',
      /** With a company id when the vendor represents more than one recipient of the RFP. */
      getHref: (id: string, companyId?: string) => `/vendor/rfps/${encodeURIComponent(id)}${companyId ? `?companyId=${encodeURIComponent(companyId)}` : ''}`,
    },
  },
  /** An RFP as its buyer sees it: recipients, questions, the bids side by side, award and close (docs/rfps.md). */
  rfps: {
    detail: {
      path: '/rfps/:id',
      getHref: (id: string) => `/rfps/${encodeURIComponent(id)}`,
    },
  },
  /** The mailed link to an RFP for a company without a verified vendor: sign up or in, claim the company, open the RFP. */
  rfpInvitation: {
    path: '/rfp-invitation',
    getHref: (token: string) => `/rfp-invitation?token=${encodeURIComponent(token)}`,
  },
  /** The bids of an RFP side by side, as a file (an attachment, not a screen). */
  rfpDownloads: {
    comparison: {
      getHref: (id: string, format: 'csv' | 'pdf') => `/api/rfps/${encodeURIComponent(id)}/comparison?format=${format}`,
    },
  },
  contact: {
    path: '/contact',
    getHref: () => '/contact',
  },
  emailVerification: {
    path: '/email-verification',
    getHref: () => '/email-verification',
  },
  shortlist: {
    path: '/shortlist',
    getHref: () => '/shortlist',
  },
  /** The member's projects and those shared with them. */
  projects: {
    list: {
      path: '/projects',
      getHref: () => '/projects',
    },
    detail: {
      path: '/projects/:id',
      getHref: (id: string) => `/projects/${encodeURIComponent(id)}`,
    },
  },
  /** A project as a file (an attachment, not a screen). */
  projectDownloads: {
    export: {
      getHref: (id: string, format: 'csv' | 'pdf') => `/api/projects/${encodeURIComponent(id)}/export?format=${format}`,
    },
  },
  compare: {
    path: '/compare',
    /** The shareable comparison of 2-4 companies, in this order (docs/deciding.md). */
    getHref: (ids: readonly string[]) => `/compare?ids=${ids.map(encodeURIComponent).join(',')}`,
  },
  savedSearches: {
    path: '/saved-searches',
    getHref: () => '/saved-searches',
  },
  /** The unsubscribe link of an alert mail; the token rides in the fragment, never sent to a server. */
  unsubscribe: {
    path: '/unsubscribe',
    getHref: () => '/unsubscribe',
  },
  /** What is kept, for how long, and how to export or delete it. */
  privacy: {
    path: '/privacy',
    getHref: () => '/privacy',
  },
  /** The member's account: profile, password, reviews, vendor accounts, export and deletion (issues 13 and 16). */
  account: {
    path: '/account',
    getHref: (section?: AccountSection) => (section ? `/account#${section}` : '/account'),
  },
  admin: {
    setup: {
      path: '/admin/setup',
      getHref: () => '/admin/setup',
    },
    login: {
      path: '/admin/login',
      getHref: () => '/admin/login',
    },
    /** The dashboard answers at both /admin and /admin/dashboard (docs/screens.md#screens). */
    root: {
      path: '/admin',
      getHref: () => '/admin',
    },
    dashboard: {
      path: '/admin/dashboard',
      getHref: () => '/admin/dashboard',
    },
    automation: {
      path: '/admin/automation',
      getHref: () => '/admin/automation',
    },
    /** Company management: search, edit, unlist and relist (docs/administration.md). */
    companies: {
      path: '/admin/companies',
      getHref: () => '/admin/companies',
    },
    members: {
      path: '/admin/members',
      getHref: () => '/admin/members',
    },
    reviews: {
      path: '/admin/reviews',
      getHref: () => '/admin/reviews',
    },
    auditLog: {
      path: '/admin/audit-log',
      getHref: () => '/admin/audit-log',
    },
  },
  /** Everything kept about the member, as a JSON attachment (GDPR Art. 15 and 20). */
  accountDownloads: {
    export: {
      getHref: () => '/api/account/export',
    },
  },
  /** The member's shortlist as a file (an attachment, not a screen). */
  shortlistDownloads: {
    export: {
      getHref: (format: 'csv' | 'pdf') => `/api/shortlist/export?format=${format}`,
    },
  },
  /** Server routes an admin downloads from (attachments, not screens). */
  adminDownloads: {
    submissionDocument: {
      getHref: (submissionId: string) => `/api/admin/company-submissions/${encodeURIComponent(submissionId)}/document`,
    },
  },
  /**
   * Server routes the browser navigates to (full page loads, not SPA screens): /api/logout leads to the
   * sign-out page (paths.auth.signOut), whose button signs out; the app's own Sign out posts directly.
   */
  server: {
    logout: {
      getHref: () => '/api/logout',
    },
  },
} as const;
