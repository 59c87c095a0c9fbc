import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/logout revokes the token. It goes through the public client with an explicit
 * header: an already-expired token must not raise the "session expired" notice on a voluntary exit.
 */
export async function logoutRequest(token: string): Promise<void> {
  await api.post('/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` } });
}
