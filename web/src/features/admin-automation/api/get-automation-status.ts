import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import type { AutomationStatus } from '../../../api/types';

/** The SWR key of the automation status, written by start and stop and revalidated by a discovery run. */
export const automationStatusKey = ['admin', 'automation', 'status'] as const;

/** GET /api/admin/automation/status: `{ active, lastRunAt, nextRunAt, lastResult }` as stored on the server. */
export function getAutomationStatus(): Promise<AutomationStatus> {
  return unwrap(api.GET('/api/admin/automation/status'));
}

/** Fetched only for admins: pass false to wait. */
export function useAutomationStatus(enabled: boolean) {
  return useSWR(enabled ? automationStatusKey : null, getAutomationStatus);
}
