import { api, unwrap } from '../../../api/client';
import type { ChangePasswordInput } from '../../../api/types';

/**
 * POST /api/auth/change-password (docs/administration.md): 204; 400 "Password is incorrect" under `currentPassword`, or a
 * too common new password under `newPassword`. Other sessions end; this one stays, so nothing cached changes.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await unwrap(api.POST('/api/auth/change-password', { body: input }));
}
