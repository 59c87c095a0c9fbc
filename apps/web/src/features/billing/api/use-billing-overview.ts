import type { BillingOverview } from '@rumo/shared/billing/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** GET /api/billing/subscription (admin): the subscription as the tab shows it, with access. */
export function useBillingOverview() {
  return useQuery({
    queryKey: billingKeys.overview,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<BillingOverview>('/billing/subscription', { signal })),
  });
}
