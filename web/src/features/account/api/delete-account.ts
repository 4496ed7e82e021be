import type { ScopedMutator } from 'swr';
import { api, unwrap } from '../../../api/client';

/**
 * POST /api/account/delete (docs/security.md#trust-and-safety-rules): 204 once everything is erased and every session ended; 400 "Password is
 * incorrect" under `password`. Afterwards every cached answer is asked again: the layout learns the member is gone.
 */
export async function deleteAccount(mutate: ScopedMutator, password: string): Promise<void> {
  await unwrap(api.POST('/api/account/delete', { body: { password } }));
  await mutate(() => true);
}
