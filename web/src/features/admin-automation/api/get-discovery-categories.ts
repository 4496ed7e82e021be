import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import type { DiscoveryCategory } from '../../../api/types';

/** The SWR key of the discovery categories. */
export const discoveryCategoriesKey = ['admin', 'automation', 'categories'] as const;

/** GET /api/admin/automation/categories: what discovery can look for. */
export async function getDiscoveryCategories(): Promise<DiscoveryCategory[]> {
  return (await unwrap(api.GET('/api/admin/automation/categories'))).categories;
}

/** Fetched only for admins: pass false to wait. */
export function useDiscoveryCategories(enabled: boolean) {
  return useSWR(enabled ? discoveryCategoriesKey : null, getDiscoveryCategories, { revalidateOnFocus: false });
}
