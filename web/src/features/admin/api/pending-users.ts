import { api, unwrap, unwrapWithHeaders } from '../../../api/client';
import type { PendingUser } from '../../../api/types';
import type { AdminQueueDefinition } from './admin-queue';

/**
 * The User Verification queue: applications waiting for an admin (GET /api/admin/pending-users),
 * approved (verified, can sign in) or rejected through POST /api/admin/moderate-user; the applicant
 * is mailed either way.
 */
export const pendingUsersQueue: AdminQueueDefinition<PendingUser> = {
  name: 'pending-users',
  list: (query) => unwrapWithHeaders(api.GET('/api/admin/pending-users', { params: { query } })),
  decide: (user, decision) => unwrap(api.POST('/api/admin/moderate-user', { body: { userId: user.id, ...decision } })),
};
