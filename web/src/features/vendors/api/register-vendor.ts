import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import { myVendorAccountsKey } from '../../../api/my-vendor-accounts';
import type { RegisterVendorInput } from '../../../api/types';

/**
 * POST /api/vendor/register (sent with `isVerified: false`, as the spec's client does; the server
 * ignores it), then refreshes the member's vendor accounts.
 */
export function useRegisterVendor() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['vendor', 'register'], async (_key, { arg }: { arg: RegisterVendorInput }) => {
    const result = await unwrap(api.POST('/api/vendor/register', { body: { ...arg, isVerified: false } }));
    await mutate(myVendorAccountsKey);
    return result;
  });
}
