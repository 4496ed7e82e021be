import type { CompanyPage } from '../api/companies';
import type { components } from '../api/schema';
import type { CompaniesQuery, CompanyDetail, CompanyFacets, CompanyFacetsQuery, PublicReview, ScoringMethodology } from '../api/types';

/** GET /api/app-info: whether this server runs in demo mode and has billing. */
export type AppInfo = components['schemas']['AppInfoDto'];

/**
 * What `/companies/{id}` needs besides the profile for its head: the mean over **non-demo** approved reviews of
 * each review's mean rating (out of 10) and how many there are, or null without any. Demo reviews never reach a
 * search engine as real ratings.
 */
export interface PublicRating {
  overall: number;
  count: number;
}

/** A company's page as the server reads it: the profile exactly as GET /api/companies/{id} answers a visitor, and its public rating. */
export interface CompanyPageFacts {
  company: CompanyDetail;
  publicRating: PublicRating | null;
}

/** A listed company for the sitemap: its id and the day (YYYY-MM-DD) its facts last changed. */
export interface SitemapCompany {
  id: string;
  lastModified: string;
}

/**
 * The public reads a page's loader makes on the server, in process: each answer is exactly the JSON the API
 * gives a visitor for the same request (the same use cases and presenters; the OpenAPI document types both),
 * so a loader's data can start the browser's SWR cache under the key the page's hooks ask for. Implemented by
 * the NestJS app (src/api/web/web-public-reads.ts). A read the API would refuse gives null (the page leaves it to
 * the browser, which asks the API and shows its message); other failures throw.
 */
export interface PublicReads {
  /** GET /api/app-info. */
  appInfo(): Promise<AppInfo>;
  /** GET /api/companies with `query` (the object the browser's client sends): a page of cards and X-Total-Count; null for a query the API refuses. */
  companies(query: CompaniesQuery): Promise<CompanyPage | null>;
  /** GET /api/companies/facets with `filters`; null for filters the API refuses. */
  companyFacets(filters: CompanyFacetsQuery): Promise<CompanyFacets | null>;
  /** GET /api/companies/{id} with the public rating; null when the API answers 404 (unknown, malformed or unlisted id). */
  companyPage(id: string): Promise<CompanyPageFacts | null>;
  /** GET /api/companies/{id}/reviews without paging, as a visitor reads it (texts locked by plan). */
  companyReviews(id: string): Promise<PublicReview[]>;
  /** GET /api/methodology. */
  methodology(): Promise<ScoringMethodology>;
  /** Every listed company, by name. */
  sitemapCompanies(): Promise<SitemapCompany[]>;
}

/**
 * What the NestJS app gives each page's loaders (React Router's load context) when it serves the page. Absent
 * under `npm run dev:web` (React Router's own dev server): pages then start without data and fetch it, as
 * after a client-side navigation.
 */
export interface ServerContext {
  reads: PublicReads;
  /**
   * True when the request carries no session cookie and no Authorization header: a visitor, whose page is
   * the same for every visitor (cached publicly) and whose session is known to be empty.
   */
  visitor: boolean;
  /** The app's public origin (APP_URL), for canonical and OpenGraph URLs. */
  appUrl: string;
  /**
   * The caching headers of a visitor's page that depends on `surrogateKeys` (`directory`, `company:<uuid>`): the
   * same `Cache-Control` and `Surrogate-Key` as the API's public answers, from the app's one caching policy.
   */
  visitorCacheHeaders(surrogateKeys: readonly string[]): Record<string, string>;
  /** This response's Content-Security-Policy nonce, which the page's inline scripts carry. */
  scriptNonce: string;
  /** Logs an error of the page's render or loaders through the app's logger. */
  logError(error: unknown, request: Request): void;
}

declare module 'react-router' {
  interface AppLoadContext {
    server?: ServerContext;
  }
}
