/**
 * The directory's resources, shared by every screen that shows companies (landing, directory,
 * profile, the company pickers, the admin's moderation): one fetcher, one SWR key and one hook per
 * resource, so a screen's cache entry is another screen's too, and a mutation revalidates them by key.
 */
import useSWR, { type ScopedMutator, type SWRConfiguration } from 'swr';
import { api, totalCount, unwrap, unwrapWithHeaders } from './client';
import type { CompaniesQuery, CompanyCard, CompanyDetail, CompanyFacets, CompanyFacetsQuery, CompanyReviewsQuery, PublicReview, ScoringMethodology } from './types';

/** One page of GET /api/companies. */
export interface CompanyPage {
  companies: CompanyCard[];
  /** Matches before paging (X-Total-Count). */
  total: number;
}

/** The SWR key of one list query; equal queries share it (SWR hashes objects by their defined fields). */
export function companiesKey(query: CompaniesQuery) {
  return ['companies', query] as const;
}

/** GET /api/companies with filters, sort and paging: the cards and the number of matches. */
export async function getCompanies(query: CompaniesQuery): Promise<CompanyPage> {
  const { data, headers } = await unwrapWithHeaders(api.GET('/api/companies', { params: { query } }));
  return { companies: data, total: totalCount(headers, data.length) };
}

/** A directory list: the landing page's top three, a directory page, a picker's suggestions. */
export function useCompanies(query: CompaniesQuery, options?: SWRConfiguration<CompanyPage>) {
  return useSWR(companiesKey(query), () => getCompanies(query), options);
}

/** The SWR key of the facet counts of one set of filters. */
export function companyFacetsKey(filters: CompanyFacetsQuery) {
  return ['companies', 'facets', filters] as const;
}

/** GET /api/companies/facets: per option, the companies the list would have with it chosen. */
export function getCompanyFacets(filters: CompanyFacetsQuery): Promise<CompanyFacets> {
  return unwrap(api.GET('/api/companies/facets', { params: { query: filters } }));
}

/** The directory's facet counts for the applied filters; previous counts stay on screen while new ones load. */
export function useCompanyFacets(filters: CompanyFacetsQuery) {
  return useSWR(companyFacetsKey(filters), () => getCompanyFacets(filters), { keepPreviousData: true });
}

/** The SWR key of the scoring methodology. */
export const METHODOLOGY_KEY = ['methodology'] as const;

/** GET /api/methodology: the prior weight and the platform means. */
export function getMethodology(): Promise<ScoringMethodology> {
  return unwrap(api.GET('/api/methodology'));
}

/** The figures behind every score (the methodology page). */
export function useMethodology() {
  return useSWR(METHODOLOGY_KEY, getMethodology);
}

/** The SWR key of one company's profile. */
export function companyKey(id: string) {
  return ['company', id] as const;
}

/** GET /api/companies/{id}; an unknown or malformed id answers 404 "Company not found". */
export function getCompany(id: string): Promise<CompanyDetail> {
  return unwrap(api.GET('/api/companies/{id}', { params: { path: { id } } }));
}

/** One company's profile; pass `null` to wait (no company named yet). */
export function useCompany(id: string | null, options?: SWRConfiguration<CompanyDetail>) {
  return useSWR(id ? companyKey(id) : null, () => getCompany(id as string), options);
}

/** The SWR key of one company's public reviews. */
export function companyReviewsKey(companyId: string) {
  return ['company', companyId, 'reviews'] as const;
}

/** GET /api/companies/{id}/reviews: approved reviews, newest first, text gated by plan. */
export function getCompanyReviews(companyId: string): Promise<PublicReview[]> {
  return unwrap(api.GET('/api/companies/{id}/reviews', { params: { path: { id: companyId } } }));
}

/** Pass `null` to wait (e.g. until the company itself is known to exist). */
export function useCompanyReviews(companyId: string | null) {
  return useSWR(companyId ? companyReviewsKey(companyId) : null, () => getCompanyReviews(companyId as string));
}

/** One page of a company's reviews and the number matching its filter (X-Total-Count). */
export interface ReviewPage {
  reviews: PublicReview[];
  total: number;
}

/** The SWR key of one page of a company's reviews (sort, service type, page); the unpaged list keeps its own key. */
export function companyReviewPageKey(companyId: string, query: CompanyReviewsQuery) {
  return ['company', companyId, 'reviews', query] as const;
}

/** GET /api/companies/{id}/reviews with limit/offset/sort/serviceType (docs/deciding.md). */
export async function getCompanyReviewPage(companyId: string, query: CompanyReviewsQuery): Promise<ReviewPage> {
  const { data, headers } = await unwrapWithHeaders(api.GET('/api/companies/{id}/reviews', { params: { path: { id: companyId }, query } }));
  return { reviews: data, total: totalCount(headers, data.length) };
}

/** A page of a company's reviews; pass `null` to wait. Keeps the previous page while the next loads. */
export function useCompanyReviewPage(companyId: string | null, query: CompanyReviewsQuery) {
  return useSWR(companyId ? companyReviewPageKey(companyId, query) : null, () => getCompanyReviewPage(companyId as string, query), { keepPreviousData: true });
}

/** The SWR key of a comparison. */
export function comparisonKey(ids: readonly string[]) {
  return ['companies', 'compare', ids.join(',')] as const;
}

/** GET /api/companies/compare?ids=…: 2-4 full profiles in the given order. */
export function getComparison(ids: readonly string[]): Promise<CompanyDetail[]> {
  return unwrap(api.GET('/api/companies/compare', { params: { query: { ids: ids.join(',') } } }));
}

/** A comparison; pass an empty list to wait. */
export function useComparison(ids: readonly string[]) {
  return useSWR(ids.length > 0 ? comparisonKey(ids) : null, () => getComparison(ids));
}

/** Every cached list and facet count, whatever its query: a new company or a published review changes them all. */
export function revalidateCompanyLists(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && (key[0] === 'companies' || key[0] === 'methodology'));
}

/** Every cached page of a company's reviews (the unpaged list and the paged ones). */
export function revalidateCompanyReviews(mutate: ScopedMutator, companyId: string): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === 'company' && key[1] === companyId && key[2] === 'reviews');
}

/** After a review of `companyId` is published: its profile, its reviews, and the lists (counts, averages, order). */
export function revalidatePublishedReview(mutate: ScopedMutator, companyId: string): Promise<unknown> {
  return Promise.all([mutate(companyKey(companyId)), revalidateCompanyReviews(mutate, companyId), revalidateCompanyLists(mutate)]);
}
