import { lazy, Suspense, useEffect } from 'react';
import { requestToastHost, useToastHostRequested } from '../lib/toast-host-signal';
import { TOKEN_EXPIRED_EVENT } from '../lib/token-expired-event';

const ToastOutlet = lazy(async () => ({ default: (await import('./toast-outlet')).ToastOutlet }));

/**
 * Mounts the toast list once a toast is asked for; the toast store keeps what was shown
 * meanwhile, so nothing is lost. Also turns the API client's session-expired event into its
 * toast (spec §4), loading the toast code only then: /login stays light.
 */
export function ToastHost() {
  const requested = useToastHostRequested();
  useEffect(() => {
    const onExpired = () => {
      requestToastHost();
      void import('../lib/toasts').then((toasts) => toasts.showTokenExpiredToast());
    };
    window.addEventListener(TOKEN_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(TOKEN_EXPIRED_EVENT, onExpired);
  }, []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
