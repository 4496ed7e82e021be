import { api, unwrap, unwrapWithHeaders } from '../../../api/client';
import type { VerificationRequestItem } from '../../../api/types';
import type { AdminQueueDefinition } from './admin-queue';

/**
 * The Industry Verification queue: members asking for manual industry verification
 * (GET /api/admin/verification-requests), decided through POST /api/admin/moderate-verification-request.
 */
export const verificationRequestsQueue: AdminQueueDefinition<VerificationRequestItem> = {
  name: 'verification-requests',
  list: (query) => unwrapWithHeaders(api.GET('/api/admin/verification-requests', { params: { query } })),
  decide: (request, decision) => unwrap(api.POST('/api/admin/moderate-verification-request', { body: { requestId: request.id, ...decision } })),
};
