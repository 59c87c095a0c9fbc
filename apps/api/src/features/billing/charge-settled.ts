import { SETTLEABLE_PAYMENT_STATUSES } from '@rumo/shared/backoffice/billing/payments';
import type { Database } from '../../db/database';
import type { Publish } from '../../events/domain-events';
import { lockPaymentByCharge, updatePayment } from './payments.repository';
import { applyChargeChange, type BillingDeps } from './subscription-lifecycle.service';
import { lockSubscriptionOfEfi } from './subscription-state.repository';

const SETTLEABLE: ReadonlySet<string> = new Set(SETTLEABLE_PAYMENT_STATUSES);

/**
 * What a settle found: `applied` (this settle made the charge paid), `notified` (Efí's `settled`
 * notification of this very settle was applied first: the charge is paid, by this staff action)
 * or `closed` (the charge is not open any more for another reason: nothing changes).
 */
export type SettleOutcome = 'applied' | 'notified' | 'closed';

/**
 * A boleto paid outside Efí and settled there by staff ("Registrar pagamento"): applied now as
 * Efí's `settled` notification would be (the subscription's period and state, the receipt) and
 * recorded as paid by `settled`, inside the caller's transaction. It takes the subscription's
 * lock the notifications take (`lockSubscriptionOfEfi`, which also finds the owner of an Efí
 * subscription a method switch replaced), so a settle and Efí's notification of it serialize:
 * whichever comes second finds the charge settled and changes nothing.
 */
export async function applyChargeSettled(
  tx: Database,
  publish: Publish,
  deps: Omit<BillingDeps, 'db' | 'efi'>,
  charge: { efiSubscriptionId: number; efiChargeId: number },
): Promise<SettleOutcome> {
  // The subscription first, then the payment: the order the notifications lock them in.
  if (!(await lockSubscriptionOfEfi(tx, charge.efiSubscriptionId))) return 'closed';
  const payment = await lockPaymentByCharge(tx, charge.efiChargeId);
  if (!payment) return 'closed';
  if (payment.paidAt) {
    // Efí settles a charge only once it was asked to: a `settled` charge is this settle's.
    if (payment.status !== 'settled') return 'closed';
    if (payment.paidVia !== 'settled') await updatePayment(tx, payment.id, { paidVia: 'settled' });
    return 'notified';
  }
  if (!SETTLEABLE.has(payment.status)) return 'closed';
  const outcome = await applyChargeChange(tx, publish, deps, {
    ...charge,
    status: 'settled',
    occurredAt: deps.now(),
    entryId: null,
    valueCents: null,
  });
  if (outcome.kind !== 'applied') return 'closed';
  await updatePayment(tx, payment.id, { paidVia: 'settled' });
  return 'applied';
}
