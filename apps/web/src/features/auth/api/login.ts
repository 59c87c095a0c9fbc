import type { LoginBody, SessionUser } from '@rumo/shared/auth/contracts';
import { api, requireData } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

export async function login(body: LoginBody): Promise<SessionUser> {
  return requireData(await api.post<SessionUser>('/auth/login', body));
}

/**
 * Signs in and stores the session (spec §4 save-and-verify). A plain call, not React Query:
 * the sign-in page has nothing to cache, and /login stays light without the data client.
 */
export async function signIn(body: LoginBody): Promise<SessionUser> {
  const user = await login(body);
  sessionStore.save(user);
  return user;
}
