import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import { companyKey, revalidateCompanyLists, revalidateCompanyReviews } from '../../../api/companies';
import { revalidateAdminQueue } from './admin-queue';
import { AUDIT_LOG } from './management';

/** What is taken down or put back: a review (member review or intelligence entry) or a vendor response. */
export type TakedownSubject = 'review' | 'response';

export interface PublicationChange {
  subject: TakedownSubject;
  id: string;
  /** True puts it back (republish), false takes it down (unpublish). */
  published: boolean;
  /** Required to take down: mailed to the author and kept in the audit log. */
  reason?: string;
  /** The company whose profile shows it, to refresh. */
  companyId: string | null;
}

/**
 * POST /api/admin/reviews/{id}/unpublish|republish and /api/admin/review-responses/{id}/unpublish|republish, then the
 * company's profile, the public lists and the audit log are fetched again.
 */
export function useChangePublication() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'publication'], async (_key, { arg }: { arg: PublicationChange }) => {
    const params = { path: { id: arg.id } };
    const body = arg.reason ? { reason: arg.reason } : {};
    const takedown = { params, body: { reason: arg.reason ?? '' } };
    if (arg.subject === 'review') {
      await unwrap(arg.published ? api.POST('/api/admin/reviews/{id}/republish', { params, body }) : api.POST('/api/admin/reviews/{id}/unpublish', takedown));
    } else {
      await unwrap(
        arg.published ? api.POST('/api/admin/review-responses/{id}/republish', { params, body }) : api.POST('/api/admin/review-responses/{id}/unpublish', takedown),
      );
    }
    await Promise.all([
      arg.companyId ? mutate(companyKey(arg.companyId)) : null,
      arg.companyId ? revalidateCompanyReviews(mutate, arg.companyId) : null,
      revalidateCompanyLists(mutate),
      revalidateAdminQueue(mutate, AUDIT_LOG),
    ]);
  });
}
