import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { AutomationStatus } from '../../../api/types';
import { automationStatusKey } from './get-automation-status';

/** POST /api/admin/automation/start: daily discovery on; answers the new status. */
export function startAutomation(): Promise<AutomationStatus> {
  return unwrap(api.POST('/api/admin/automation/start'));
}

/** Starts automation and puts the server's answer in the status cache. */
export function useStartAutomation() {
  return useSWRMutation(automationStatusKey, () => startAutomation(), { populateCache: true, revalidate: false });
}
