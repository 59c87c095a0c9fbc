import type {
  BillingActionResult,
  BillingOverview,
  CancelSubscriptionBody,
  ChangePlanBody,
  UpdateCardBody,
} from '@rumo/shared/billing/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/**
 * One billing action: the answer already carries the new subscription and access, so they are
 * put in the cache at once; then every billing query (payments included) is refetched.
 */
function useBillingAction<Input>(send: (input: Input) => Promise<BillingActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ subscription, access, openBoletos }) => {
      queryClient.setQueryData<BillingOverview>(billingKeys.overview, {
        subscription,
        access,
        openBoletos,
      });
      queryClient.setQueryData(billingKeys.access, access);
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}

/** PUT /api/billing/plan: the new plan applies from the next charge on. */
export function useChangePlan() {
  return useBillingAction(async (body: ChangePlanBody) =>
    requireData(await authApi.put<BillingActionResult>('/billing/plan', body)),
  );
}

/** PUT /api/billing/card: a card tokenized in the browser replaces the current one. */
export function useUpdateCard() {
  return useBillingAction(async (body: UpdateCardBody) =>
    requireData(await authApi.put<BillingActionResult>('/billing/card', body)),
  );
}

/** POST /api/billing/pay: retries the unpaid charge with a new card. */
export function usePayAgain() {
  return useBillingAction(async (body: UpdateCardBody) =>
    requireData(await authApi.post<BillingActionResult>('/billing/pay', body)),
  );
}

/** POST /api/billing/cancel: ends the subscription at the end of the paid period. */
export function useCancelSubscription() {
  return useBillingAction(async (body: CancelSubscriptionBody) =>
    requireData(await authApi.post<BillingActionResult>('/billing/cancel', body)),
  );
}

/** POST /api/billing/cancel/undo: keeps the subscription going. */
export function useUndoCancellation() {
  return useBillingAction(async () =>
    requireData(await authApi.post<BillingActionResult>('/billing/cancel/undo')),
  );
}
