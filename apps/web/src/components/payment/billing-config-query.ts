import type { BillingConfig } from '@rumo/shared/billing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../lib/api-client';
import { paymentKeys } from './payment-query-keys';

/** GET /api/billing/config (public): which tokenizer the browser uses (Efí or the simulator). */
export const billingConfigQuery = queryOptions({
  queryKey: paymentKeys.billingConfig,
  queryFn: async ({ signal }) =>
    requireData(await api.get<BillingConfig>('/billing/config', { signal })),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useBillingConfig() {
  return useQuery(billingConfigQuery);
}
