import type { CheckoutResult } from '@rumo/shared/billing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client';
import { checkoutKeys } from './query-keys';

/** GET /api/checkout/:id (public, unguessable id): the purchase /obrigado shows. */
export function checkoutResultQuery(id: string) {
  return queryOptions({
    queryKey: checkoutKeys.result(id),
    queryFn: async ({ signal }) =>
      requireData(await api.get<CheckoutResult>(`/checkout/${encodeURIComponent(id)}`, { signal })),
    retry: false,
  });
}

/** Skipped when the page already has the result (navigation state) or no order id. */
export function useCheckoutResult(id: string | null, initial: CheckoutResult | null) {
  return useQuery({
    ...checkoutResultQuery(id ?? ''),
    enabled: Boolean(id) && !initial,
  });
}
