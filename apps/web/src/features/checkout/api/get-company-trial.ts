import type { BillingOverview } from '@rumo/shared/billing/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { checkoutKeys } from './query-keys';

/**
 * GET /api/billing/subscription (admin): when the signed-in admin's company is in trial, the
 * instant it ends (a purchase keeps the trial: the first charge falls on its last day).
 */
export function useCompanyTrial(enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.companyTrial,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<BillingOverview>('/billing/subscription', { signal })),
    select: (overview) =>
      overview.subscription?.status === 'trialing' ? overview.subscription.trialEndsAt : null,
    enabled,
  });
}
