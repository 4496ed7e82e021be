import useSWR from 'swr';
import { apiGet } from './client';
import type { components } from './schema';

export type AppInfo = components['schemas']['AppInfoDto'];

export const appInfoKey = ['app', 'info'] as const;

/** GET /api/app-info: whether this server runs in demo mode and has billing. */
export function useAppInfo() {
  return useSWR(appInfoKey, () => apiGet<AppInfo>('/api/app-info'));
}
