import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiGet, apiRequest } from '../../../api/client';
import type { PendingVendor, VendorModerationResult } from '../../../api/types';

export const pendingVendorsKey = ['admin', 'pending-vendors'] as const;

/** GET /api/admin/pending-vendors: vendor registrations waiting for verification, oldest first. */
export function getPendingVendors(): Promise<PendingVendor[]> {
  return apiGet<PendingVendor[]>('/api/admin/pending-vendors');
}

/** Fetched only for admins: pass false to wait. */
export function usePendingVendors(enabled: boolean) {
  return useSWR(enabled ? pendingVendorsKey : null, getPendingVendors);
}

export interface ModerateVendorInput {
  vendorAccountId: string;
  approved: boolean;
  notes?: string;
}

/** POST /api/admin/moderate-vendor (mails the vendor), then refreshes the queue. */
export function useModerateVendor() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'moderate-vendor'], async (_key, { arg }: { arg: ModerateVendorInput }) => {
    const result = (await apiRequest<VendorModerationResult>('/api/admin/moderate-vendor', { method: 'POST', body: arg })).data;
    await mutate(pendingVendorsKey);
    return result;
  });
}
