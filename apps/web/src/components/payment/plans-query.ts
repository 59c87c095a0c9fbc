import type { PublicPlanList } from '@rumo/shared/billing/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../lib/api-client';
import { paymentKeys } from './payment-query-keys';

/** GET /api/plans (public): the active plans in display order. */
export const plansQuery = queryOptions({
  queryKey: paymentKeys.plans,
  queryFn: async ({ signal }) =>
    requireData(await api.get<PublicPlanList>('/plans', { signal })).data,
  staleTime: 5 * 60_000,
});

export function usePlans() {
  return useQuery(plansQuery);
}
