import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { showToast } from '../../../lib/toasts';
import { backofficeApi } from '../api/backoffice-api-client';
import type { BackofficePageName } from '../backoffice-routes';
import { BACKOFFICE_TOASTS } from '../backoffice-toasts';
import { RegisteredPagesContext } from '../registered-pages';
import { backofficeSession } from '../session/backoffice-session-store';
import { verifyStoredSession } from '../session/verify-session';

let verifiedThisLoad = false;

/**
 * The backoffice tree's root: checks the stored token once per app load (spec §4) and turns
 * the session's expiry notice into the 'Sessão Expirada' toast. The guard below sends the
 * signed-out staff member to the login.
 */
export function BackofficeRoot({
  registeredPages,
}: {
  registeredPages: ReadonlySet<BackofficePageName>;
}) {
  useEffect(
    () =>
      backofficeSession.onExpired(() => {
        showToast(BACKOFFICE_TOASTS.sessionExpired);
      }),
    [],
  );

  useEffect(() => {
    if (verifiedThisLoad) return;
    verifiedThisLoad = true;
    void verifyStoredSession(backofficeApi, backofficeSession);
  }, []);

  // Another tab signing in or out of the backoffice changes this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('backoffice_')) backofficeSession.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <RegisteredPagesContext value={registeredPages}>
      <Outlet />
    </RegisteredPagesContext>
  );
}

/** Tests start each render as a fresh app load. */
export function resetBackofficeVerification(): void {
  verifiedThisLoad = false;
}
