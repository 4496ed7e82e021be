import useSWR from 'swr';
import { api, unwrap } from './client';

/** The SWR key of GET /api/app-info. */
export const appInfoKey = ['app', 'info'] as const;

/** GET /api/app-info: whether this server runs in demo mode and has billing. */
export function useAppInfo() {
  return useSWR(appInfoKey, () => unwrap(api.GET('/api/app-info')));
}
