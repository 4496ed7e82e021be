import useSWR from 'swr';
import { apiGet } from '../../../api/client';
import type { DiscoveryCategory } from '../../../api/types';

export const discoveryCategoriesKey = ['admin', 'automation', 'categories'] as const;

/** GET /api/admin/automation/categories: what discovery can look for. */
export async function getDiscoveryCategories(): Promise<DiscoveryCategory[]> {
  return (await apiGet<{ categories: DiscoveryCategory[] }>('/api/admin/automation/categories')).categories;
}

/** Fetched only for admins: pass false to wait. */
export function useDiscoveryCategories(enabled: boolean) {
  return useSWR(enabled ? discoveryCategoriesKey : null, getDiscoveryCategories, { revalidateOnFocus: false });
}
