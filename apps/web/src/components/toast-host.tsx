import { lazy, Suspense, useEffect } from 'react';
import { useToastHostRequested } from '../lib/toast-host-signal';
import { listenForTokenExpiredToast } from '../lib/toasts';

const ToastOutlet = lazy(async () => ({ default: (await import('./toast-outlet')).ToastOutlet }));

/**
 * Mounts the toast list once a toast is asked for; the toast store keeps what was shown
 * meanwhile, so nothing is lost. Also shows the session-expired toast when the API client
 * announces it (spec §4).
 */
export function ToastHost() {
  const requested = useToastHostRequested();
  useEffect(() => listenForTokenExpiredToast(), []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
