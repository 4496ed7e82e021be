import { api, unwrap } from './client';

/**
 * Signs out: POST /api/auth/logout (204), then a full navigation to `to` (home by default), so no data cached for
 * the old session survives in the page. A GET never signs anyone out, so no link on another site can.
 */
export async function signOutAndLeave(to = '/'): Promise<void> {
  await unwrap(api.POST('/api/auth/logout'));
  window.location.assign(to);
}
