import { isApiError } from '../../../lib/api-error';
import type { BackofficeApi } from '../api/backoffice-api-client';
import { type BackofficeSessionStore, isStaffAuthenticated } from './backoffice-session-store';

export type VerifyOutcome = 'skipped' | 'valid' | 'expired' | 'unverified';

/**
 * Spec §4: on load the stored token is checked with GET /auth/verify; the fresher user is kept,
 * and a refused verification ends the session. A 401 was already handled by the client (refresh,
 * then expiry); any other refusal or an unreadable answer expires it here. An unreachable server
 * or a 5xx says nothing about the token, so the session stays until the next check.
 */
export async function verifyStoredSession(
  api: Pick<BackofficeApi, 'verify'>,
  session: BackofficeSessionStore,
): Promise<VerifyOutcome> {
  if (!isStaffAuthenticated(session.getState())) return 'skipped';
  try {
    session.setUser(await api.verify());
    return 'valid';
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      if (isStaffAuthenticated(session.getState())) session.expire();
      return 'expired';
    }
    return 'unverified';
  }
}
