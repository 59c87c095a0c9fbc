import { SETTLEABLE_PAYMENT_STATUSES } from '@rumo/shared/backoffice/billing';
import type { Database } from '../../db/database';
import { lockPaymentByCharge, updatePayment } from './payments.repository';
import { applyChargeChange, type BillingDeps } from './subscription-lifecycle.service';
import { lockSubscriptionByEfiId } from './subscription-state.repository';

const SETTLEABLE: ReadonlySet<string> = new Set(SETTLEABLE_PAYMENT_STATUSES);

/**
 * A boleto paid outside Efí and settled there by staff ("Registrar pagamento"): applied now as
 * Efí's `settled` notification would be (the subscription's period and state, the receipt) and
 * recorded as paid by `settled`, inside the caller's transaction. False when the charge is not
 * open any more (a notification or another settle won the race): nothing changes then.
 */
export async function applyChargeSettled(
  tx: Database,
  deps: Omit<BillingDeps, 'db' | 'efi'>,
  charge: { efiSubscriptionId: number; efiChargeId: number },
): Promise<boolean> {
  // The subscription first, then the payment: the order the notifications lock them in.
  if (!(await lockSubscriptionByEfiId(tx, charge.efiSubscriptionId))) return false;
  const payment = await lockPaymentByCharge(tx, charge.efiChargeId);
  if (!payment || payment.paidAt || !SETTLEABLE.has(payment.status)) return false;
  const outcome = await applyChargeChange(tx, deps, {
    ...charge,
    status: 'settled',
    occurredAt: deps.now(),
    entryId: null,
    valueCents: null,
  });
  if (outcome.kind !== 'applied') return false;
  await updatePayment(tx, payment.id, { paidVia: 'settled' });
  return true;
}
