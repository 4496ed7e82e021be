import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';

/** GET /api/admin/setup-status: whether the first admin exists, so Admin Setup can step aside. */
export function useAdminSetupStatus() {
  return useSWR(['admin', 'setup-status'], () => unwrap(api.GET('/api/admin/setup-status')));
}
