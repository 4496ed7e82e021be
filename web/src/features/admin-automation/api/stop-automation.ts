import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { AutomationStatus } from '../../../api/types';
import { automationStatusKey } from './get-automation-status';

/** POST /api/admin/automation/stop: daily discovery off; answers the new status. */
export function stopAutomation(): Promise<AutomationStatus> {
  return unwrap(api.POST('/api/admin/automation/stop'));
}

/** Stops automation and puts the server's answer in the status cache. */
export function useStopAutomation() {
  return useSWRMutation(automationStatusKey, () => stopAutomation(), { populateCache: true, revalidate: false });
}
