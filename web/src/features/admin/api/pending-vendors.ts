import { api, unwrap, unwrapWithHeaders } from '../../../api/client';
import type { PendingVendor } from '../../../api/types';
import type { AdminQueueDefinition } from './admin-queue';

/**
 * The Vendor Verification queue: vendor registrations waiting for verification, oldest first
 * (GET /api/admin/pending-vendors), decided through POST /api/admin/moderate-vendor (mails the vendor
 * the notes).
 */
export const pendingVendorsQueue: AdminQueueDefinition<PendingVendor> = {
  name: 'pending-vendors',
  list: (query) => unwrapWithHeaders(api.GET('/api/admin/pending-vendors', { params: { query } })),
  decide: (vendor, decision) => unwrap(api.POST('/api/admin/moderate-vendor', { body: { vendorAccountId: vendor.id, ...decision } })),
};
