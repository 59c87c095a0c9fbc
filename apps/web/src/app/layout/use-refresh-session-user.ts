import { useEffect } from 'react';
import { useMe } from '../../features/auth/api/get-me';
import { isAuthenticated, sessionStore, useSession } from '../../lib/session-store';

/**
 * Refreshes the stored user from GET /api/auth/me when the app opens, so a name or avatar
 * changed elsewhere shows up; a revoked token answers 401 and ends the session.
 */
export function useRefreshSessionUser() {
  const { user } = useSession();
  const { data } = useMe(isAuthenticated(user));

  useEffect(() => {
    const current = sessionStore.getState().user;
    if (!data || !current.token) return;
    try {
      sessionStore.save({ ...current, ...data, token: current.token });
    } catch {
      // Already logged to the console by the store; the in-memory user stays valid.
    }
  }, [data]);
}
