import useSWR from 'swr';
import { apiGet } from '../../../api/client';
import type { AutomationStatus } from '../../../api/types';

export const automationStatusKey = ['admin', 'automation', 'status'] as const;

/** GET /api/admin/automation/status: `{ active, lastRunAt, nextRunAt, lastResult }` as stored on the server. */
export function getAutomationStatus(): Promise<AutomationStatus> {
  return apiGet<AutomationStatus>('/api/admin/automation/status');
}

/** Fetched only for admins: pass false to wait. */
export function useAutomationStatus(enabled: boolean) {
  return useSWR(enabled ? automationStatusKey : null, getAutomationStatus);
}
