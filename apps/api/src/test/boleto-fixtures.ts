import { injectControl } from '@rumo/efi/testing';
import { eq } from 'drizzle-orm';
import { processPendingNotifications } from '../features/billing/notifications.service';
import { subscriptions } from '../features/billing/subscriptions.table';
import { createTestUser } from './account-fixtures';
import { paymentsOf } from './billing-fixtures';
import { checkoutBody, postCheckout } from './checkout-fixtures';
import type { TestApp } from './test-app';

/** Waits for the simulator's callbacks to reach the webhook route, then processes them. */
export async function processSimulatorCallbacks(t: TestApp): Promise<void> {
  await injectControl(t.app).settleWaiting();
  await processPendingNotifications(t.app);
}

/**
 * A signed-in admin whose company buys `planId` by boleto (at the test clock's time) and pays
 * that first boleto at the simulator; its callbacks processed.
 */
export async function buyByBoletoAndPay(t: TestApp, planId: string) {
  const admin = await createTestUser(t, { role: 'admin' });
  const body = await checkoutBody(t, planId, { email: admin.email });
  const { company: _, birthDate: __, ...buyer } = body.buyer;
  const bought = await postCheckout(
    t,
    { ...body, buyer, payment: { method: 'boleto' } },
    admin.headers,
  );
  if (bought.statusCode !== 201) throw new Error(`boleto checkout answered ${bought.body}`);
  const [row] = await t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, admin.companyId));
  if (!row?.efiSubscriptionId) throw new Error('no subscription');
  const [first] = await paymentsOf(t, row.id);
  await injectControl(t.app).payBoleto(first?.efiChargeId ?? 0);
  await processSimulatorCallbacks(t);
  return { admin, subscriptionId: row.id, efiSubscriptionId: row.efiSubscriptionId };
}
