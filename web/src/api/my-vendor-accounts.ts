import useSWR from 'swr';
import { api, unwrap } from './client';
import type { MyVendorAccount } from './types';

/** The SWR key of GET /api/vendor/accounts (revalidated by registering and by answering a review). */
export const myVendorAccountsKey = ['vendor', 'accounts'] as const;

/** GET /api/vendor/accounts: the member's vendor registrations with this month's response quota. */
export function getMyVendorAccounts(): Promise<MyVendorAccount[]> {
  return unwrap(api.GET('/api/vendor/accounts'));
}

/**
 * Shared by the vendor registration screen and the company profile (which offers approved vendors
 * a reply box). Pass false while signed out: the endpoint needs a session.
 */
export function useMyVendorAccounts(enabled: boolean) {
  return useSWR(enabled ? myVendorAccountsKey : null, getMyVendorAccounts);
}
