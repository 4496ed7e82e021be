import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiGet, apiRequest } from '../../../api/client';
import type { ModerationResult, VerificationRequestItem } from '../../../api/types';

export const verificationRequestsKey = ['admin', 'verification-requests'] as const;

/** GET /api/admin/verification-requests: members asking for manual industry verification. */
export function getVerificationRequests(): Promise<VerificationRequestItem[]> {
  return apiGet<VerificationRequestItem[]>('/api/admin/verification-requests');
}

/** Fetched only for admins: pass false to wait. */
export function useVerificationRequests(enabled: boolean) {
  return useSWR(enabled ? verificationRequestsKey : null, getVerificationRequests);
}

export interface ModerateVerificationRequestInput {
  requestId: string;
  approved: boolean;
  notes?: string;
}

/** POST /api/admin/moderate-verification-request, then refreshes the queue. */
export function useModerateVerificationRequest() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'moderate-verification-request'], async (_key, { arg }: { arg: ModerateVerificationRequestInput }) => {
    const result = (await apiRequest<ModerationResult>('/api/admin/moderate-verification-request', { method: 'POST', body: arg })).data;
    await mutate(verificationRequestsKey);
    return result;
  });
}
