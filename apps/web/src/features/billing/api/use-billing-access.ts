import type { BillingAccess } from '@rumo/shared/billing/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { billingKeys } from './query-keys';

/** GET /api/billing/access: whether the company may write (every signed-in user). */
export function useBillingAccess() {
  const { user } = useSession();
  return useQuery({
    queryKey: billingKeys.access,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<BillingAccess>('/billing/access', { signal })),
    enabled: Boolean(user.token),
    staleTime: 5 * 60 * 1000,
  });
}
