import type { PublicPlanList } from '@rumo/shared/billing/plans';
import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** GET /api/plans (public): the plans on sale, in display order. */
export function usePlans() {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: async ({ signal }) =>
      requireData(await api.get<PublicPlanList>('/plans', { signal })).data,
    staleTime: 10 * 60 * 1000,
  });
}
