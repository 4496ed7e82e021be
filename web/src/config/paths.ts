import { directoryQueryToSearchParams, type DirectoryQuery } from '../lib/directory-query';

/** Id of the landing page's "How it works" section, the target of /#how-it-works. */
export const HOW_IT_WORKS_SECTION_ID = 'how-it-works';

/**
 * Route registry: every in-app URL is built here (STYLE habit 12). `path` is the router pattern,
 * `getHref` builds a concrete link. Screens that do not exist yet (pricing, sign-in, submit
 * review, find match) get their entries when they are built, so no link can point at nothing.
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
      getHref: (filters?: Partial<DirectoryQuery>, options?: { explicitSort?: boolean }) => {
        const query = filters ? directoryQueryToSearchParams(filters, options).toString() : '';
        return query ? `/companies?${query}` : '/companies';
      },
    },
    detail: {
      path: '/companies/:id',
      getHref: (id: string) => `/companies/${encodeURIComponent(id)}`,
    },
  },
} as const;
