import { CHECK_IN_KEY_RESULT_PARAM } from '@rumo/shared/reminders/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { showToast } from '../../lib/toasts';
import type { PendingKeyResult } from './guided-flow';

/**
 * The reminder e-mail's link `/check-in?kr=<id>`: once the pendências are loaded, opens the guided
 * flow on that key result (or says it is already done) and drops the parameter, so closing the
 * flow or reloading does not open it again.
 */
export function useKeyResultLink(
  pending: readonly PendingKeyResult[] | undefined,
  startFlow: (items: PendingKeyResult[]) => void,
) {
  const [params, setParams] = useSearchParams();
  const keyResultId = params.get(CHECK_IN_KEY_RESULT_PARAM);
  useEffect(() => {
    if (!keyResultId || !pending) return;
    const item = pending.find((candidate) => candidate.id === keyResultId);
    if (item) startFlow([item]);
    else {
      showToast({
        severity: 'info',
        summary: 'Check-in em dia',
        detail: 'Este resultado-chave já tem check-in nesta semana ou não é mais seu.',
      });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECK_IN_KEY_RESULT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [keyResultId, pending, startFlow, setParams]);
}
