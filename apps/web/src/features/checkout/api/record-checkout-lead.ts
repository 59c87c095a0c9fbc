import type { CheckoutLeadBody } from '@rumo/shared/billing/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/checkout/lead: the e-mail typed at checkout, so an abandoned checkout becomes a
 * lead. Best effort: a failure never bothers the buyer.
 */
export async function recordCheckoutLead(body: CheckoutLeadBody): Promise<void> {
  try {
    await api.post('/checkout/lead', body);
  } catch {
    // Ignored on purpose: the purchase matters, the lead does not.
  }
}
