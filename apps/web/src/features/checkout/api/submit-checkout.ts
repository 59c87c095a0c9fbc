import type { CheckoutBody, CheckoutResult } from '@rumo/shared/billing/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, authApi, requireData } from '../../../lib/api-client';

/**
 * POST /api/checkout. Signed in (an admin buying for their company) the bearer token goes
 * along; otherwise the purchase creates a new company.
 */
export async function submitCheckout(
  body: CheckoutBody,
  signedIn: boolean,
): Promise<CheckoutResult> {
  const client = signedIn ? authApi : api;
  return requireData(await client.post<CheckoutResult>('/checkout', body));
}

export function useSubmitCheckout(signedIn: boolean) {
  return useMutation({
    mutationFn: (body: CheckoutBody) => submitCheckout(body, signedIn),
  });
}
