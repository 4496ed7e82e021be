import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap, unwrapWithHeaders } from '../../../api/client';
import { companyKey, revalidateCompanyLists } from '../../../api/companies';
import type { AdminReview, AuditLogEntry, EditCompanyInput, ManagedCompany, MemberSummary } from '../../../api/types';
import type { components } from '../../../api/schema';

type Schemas = components['schemas'];
import { revalidateAdminQueue, type QueuePageQuery } from './admin-queue';

/*
 * The admin's management lists and changes (docs/administration.md). Lists page like the queues (useAdminPages); a list's
 * name carries its search, so each search has its own pages.
 */

export type Listing = 'all' | 'listed' | 'unlisted';
export type ReviewStatus = NonNullable<AdminReview['status']>;

/** The cache name of a company search (`admin-companies:<listing>:<search>`). */
export const companiesListName = (search: string, listing: Listing) => `admin-companies:${listing}:${search}`;

export const listCompanies = (search: string, listing: Listing) => (page: QueuePageQuery) =>
  unwrapWithHeaders(api.GET('/api/admin/companies', { params: { query: { ...page, listing, ...(search ? { search } : {}) } } })) as Promise<{
    data: ManagedCompany[];
    headers: Headers;
  }>;

export const membersListName = (search: string) => `admin-members:${search}`;

export const listMembers = (search: string) => (page: QueuePageQuery) =>
  unwrapWithHeaders(api.GET('/api/admin/users', { params: { query: { ...page, ...(search ? { search } : {}) } } })) as Promise<{
    data: MemberSummary[];
    headers: Headers;
  }>;

export type AdminReviewType = 'user' | 'industry_intelligence';

export const reviewsListName = (search: string, status: ReviewStatus | '', type: AdminReviewType = 'user') => `admin-reviews:${type}:${status}:${search}`;

export const listReviews =
  (search: string, status: ReviewStatus | '', type: AdminReviewType = 'user') =>
  (page: QueuePageQuery) =>
    unwrapWithHeaders(api.GET('/api/admin/reviews', { params: { query: { ...page, type, ...(search ? { search } : {}), ...(status ? { status } : {}) } } })) as Promise<{
      data: AdminReview[];
      headers: Headers;
    }>;

/** The audit log's cache name: every admin change revalidates it. */
export const AUDIT_LOG = 'audit-log';

export const listAuditLog = (page: QueuePageQuery) =>
  unwrapWithHeaders(api.GET('/api/admin/audit-log', { params: { query: page } })) as Promise<{ data: AuditLogEntry[]; headers: Headers }>;

/** After a company change: its profile, the public lists and the audit log (the search on screen reloads itself). */
async function afterCompanyChange(mutate: ReturnType<typeof useSWRConfig>['mutate'], companyId: string) {
  await Promise.all([mutate(companyKey(companyId)), revalidateCompanyLists(mutate), revalidateAdminQueue(mutate, AUDIT_LOG)]);
}

/** PATCH /api/admin/companies/{id}. */
export function useEditCompany() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'edit-company'], async (_key, { arg }: { arg: { id: string; changes: EditCompanyInput } }) => {
    const result = await unwrap(api.PATCH('/api/admin/companies/{id}', { params: { path: { id: arg.id } }, body: arg.changes }));
    await afterCompanyChange(mutate, arg.id);
    return result;
  });
}

/** POST /api/admin/companies/{id}/unlist or /relist, with the admin's reason. */
export function useChangeListing() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'company-listing'], async (_key, { arg }: { arg: { id: string; listed: boolean; reason?: string } }) => {
    const params = { path: { id: arg.id } };
    const body = arg.reason ? { reason: arg.reason } : {};
    const result = await unwrap(
      arg.listed ? api.POST('/api/admin/companies/{id}/relist', { params, body }) : api.POST('/api/admin/companies/{id}/unlist', { params, body }),
    );
    await afterCompanyChange(mutate, arg.id);
    return result;
  });
}

/** The plan tiers and roles an admin may set (the API's lists). */
export type AssignableTier = NonNullable<Schemas['ChangeMemberDto']['subscriptionTier']>;
export type AssignableRole = NonNullable<Schemas['ChangeMemberDto']['userType']>;

/** POST /api/admin/users/{id}/suspend (with the reason) or /reinstate; the audit log follows. */
export function useChangeSuspension() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'member-suspension'], async (_key, { arg }: { arg: { id: string; suspended: boolean; reason?: string } }) => {
    const params = { path: { id: arg.id } };
    const result = await unwrap(
      arg.suspended
        ? api.POST('/api/admin/users/{id}/suspend', { params, body: { reason: arg.reason ?? '' } })
        : api.POST('/api/admin/users/{id}/reinstate', { params, body: {} }),
    );
    await revalidateAdminQueue(mutate, AUDIT_LOG);
    return result;
  });
}

/** PATCH /api/admin/users/{id}: the member's plan tier and/or role; the audit log follows. */
export function useChangeMember() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'member-change'], async (_key, { arg }: { arg: { id: string; subscriptionTier?: AssignableTier; userType?: AssignableRole } }) => {
    const { id, ...changes } = arg;
    const result = await unwrap(api.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body: changes }));
    await revalidateAdminQueue(mutate, AUDIT_LOG);
    return result;
  });
}
