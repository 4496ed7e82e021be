import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';
import { myVendorAccountsKey } from '../../../api/my-vendor-accounts';
import type { VendorRegistration } from '../../../api/types';

export interface RegisterVendorInput {
  companyId: string;
  verificationDocument?: string;
}

/** POST /api/vendor/register, then refreshes the member's vendor accounts. */
export function useRegisterVendor() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['vendor', 'register'], async (_key, { arg }: { arg: RegisterVendorInput }) => {
    const body = { companyId: arg.companyId, isVerified: false, ...(arg.verificationDocument ? { verificationDocument: arg.verificationDocument } : {}) };
    const result = (await apiRequest<VendorRegistration>('/api/vendor/register', { method: 'POST', body })).data;
    await mutate(myVendorAccountsKey);
    return result;
  });
}
