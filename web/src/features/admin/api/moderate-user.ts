import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';
import type { ModerationResult } from '../../../api/types';
import { pendingUsersKey } from './get-pending-users';

export interface ModerateUserInput {
  userId: string;
  approved: boolean;
  notes?: string;
}

/** POST /api/admin/moderate-user: approves (verified) or rejects an application. */
export async function moderateUser(input: ModerateUserInput): Promise<ModerationResult> {
  return (await apiRequest<ModerationResult>('/api/admin/moderate-user', { method: 'POST', body: input })).data;
}

/** Moderates, then refreshes the pending list (spec part 2 §4). */
export function useModerateUser() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin', 'moderate-user'], async (_key, { arg }: { arg: ModerateUserInput }) => {
    const result = await moderateUser(arg);
    await mutate(pendingUsersKey);
    return result;
  });
}
