import type { SessionUser } from '@rumo/shared/auth/contracts';
import type {
  ActivatePurchaseBody,
  PurchaseActivationPreview,
} from '@rumo/shared/billing/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { checkoutKeys } from './query-keys';

/** GET /api/auth/purchase-activation?token=: whose account the link activates. */
export function usePurchaseActivationPreview(token: string | null) {
  return useQuery({
    queryKey: checkoutKeys.purchaseActivation(token ?? ''),
    queryFn: async ({ signal }) =>
      requireData(
        await api.get<PurchaseActivationPreview>(
          `/auth/purchase-activation?token=${encodeURIComponent(token ?? '')}`,
          { signal },
        ),
      ),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/auth/activate-purchase: sets the password and signs in, like the login does. */
export function useActivatePurchase() {
  return useMutation({
    mutationFn: async (body: ActivatePurchaseBody) =>
      requireData(await api.post<SessionUser>('/auth/activate-purchase', body)),
    onSuccess: (user) => sessionStore.save(user),
  });
}
