import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';
import type { AutomationStatus } from '../../../api/types';
import { automationStatusKey } from './get-automation-status';

/** POST /api/admin/automation/start: daily discovery on; answers the new status. */
export async function startAutomation(): Promise<AutomationStatus> {
  return (await apiRequest<AutomationStatus>('/api/admin/automation/start', { method: 'POST' })).data;
}

/** Starts automation and puts the server's answer in the status cache. */
export function useStartAutomation() {
  return useSWRMutation(automationStatusKey, () => startAutomation(), { populateCache: true, revalidate: false });
}
