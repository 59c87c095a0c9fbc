import { EfiError } from '@rumo/efi';
import { sendBillingEmailOnce } from './billing.mail';
import { addDays, dayOf } from './billing-time';
import { firstBoletoExpiredEmail, firstBoletoReminderEmail } from './checkout.first-boleto.mail';
import { type PendingFirstBoleto, pendingFirstBoletos } from './checkout.repository';
import { applyChargeChange, type BillingDeps } from './subscription-lifecycle.service';
import { lockSubscription, updateSubscriptionState } from './subscription-state.repository';

/**
 * Days after its due date an unpaid first boleto still keeps the order: a boleto paid on its last
 * day (or on the next business day, when the due date falls on a weekend or holiday) is confirmed
 * by the bank up to a business day or two later, and cancelling it meanwhile would take money for
 * an order that no longer exists.
 */
export const FIRST_BOLETO_CLEARING_DAYS = 3;

/** Efí refuses to cancel a subscription that is no longer new/active (already canceled). */
const NOT_CANCELABLE = 3500040;

export interface FirstBoletoRun {
  reminders: number;
  expired: number;
  paid: number;
  failed: number;
}

/**
 * The daily step for orders bought by boleto without a trial (`pending`): the reminder a day
 * before and on the due date, and, once the due date is FIRST_BOLETO_CLEARING_DAYS behind with
 * nothing paid at Efí, the order's end: Efí's subscription canceled (its boleto with it), Rumo's
 * `expired` (no access), the admins told. Each e-mail is sent once (keyed by the payment).
 */
export async function runFirstBoletoDeadlines(deps: BillingDeps): Promise<FirstBoletoRun> {
  const result: FirstBoletoRun = { reminders: 0, expired: 0, paid: 0, failed: 0 };
  const today = dayOf(deps.now());
  for (const order of await pendingFirstBoletos(deps.db)) {
    const due = order.boleto.dueDate;
    if (due === addDays(today, 1) || due === today) {
      if (await remind(deps, order, due === today ? 0 : 1)) result.reminders += 1;
    } else if (addDays(due, FIRST_BOLETO_CLEARING_DAYS) < today) {
      const outcome = await expireOrder(deps, order);
      result[outcome] += 1;
    }
  }
  return result;
}

function remind(deps: BillingDeps, order: PendingFirstBoleto, daysLeft: 0 | 1) {
  return sendBillingEmailOnce(
    deps.db,
    deps,
    {
      key: `first_boleto_due:${daysLeft}:${order.paymentId}`,
      kind: `first_boleto_due_${daysLeft}`,
      subscriptionId: order.subscriptionId,
      companyId: order.companyId,
    },
    firstBoletoReminderEmail(order, daysLeft),
  );
}

/**
 * Reads the order at Efí first (a missed notification must not cancel a paid order: its charges
 * are applied as the webhooks would), then ends it if it is still pending.
 */
async function expireOrder(
  deps: BillingDeps,
  order: PendingFirstBoleto,
): Promise<'expired' | 'paid' | 'failed'> {
  const efiId = order.efiSubscriptionId;
  try {
    if (efiId !== null) {
      const remote = await deps.efi.getSubscription(efiId);
      await deps.db.transaction(async (tx) => {
        for (const charge of remote.history) {
          await applyChargeChange(tx, deps, {
            efiSubscriptionId: efiId,
            efiChargeId: charge.charge_id,
            status: charge.status,
            occurredAt: deps.now(),
            entryId: null,
            valueCents: null,
          });
        }
      });
      const [current] = await deps.db.transaction(async (tx) => [
        await lockSubscription(tx, order.subscriptionId),
      ]);
      if (current?.status !== 'pending') return 'paid';
      await deps.efi.cancelSubscription(efiId).catch((error: unknown) => {
        if (!(error instanceof EfiError && error.code === NOT_CANCELABLE)) throw error;
      });
    }
  } catch (error) {
    deps.log?.warn(
      { err: error, subscriptionId: order.subscriptionId },
      'first boleto expiry failed',
    );
    return 'failed';
  }
  return deps.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, order.subscriptionId);
    if (locked?.status !== 'pending') return 'paid';
    await updateSubscriptionState(tx, order.subscriptionId, {
      status: 'expired',
      endedAt: deps.now(),
      nextChargeAt: null,
      ...(efiId !== null ? { efiCanceledAt: deps.now() } : {}),
    });
    await sendBillingEmailOnce(
      tx,
      deps,
      {
        key: `first_boleto_expired:${order.paymentId}`,
        kind: 'first_boleto_expired',
        subscriptionId: order.subscriptionId,
        companyId: order.companyId,
      },
      firstBoletoExpiredEmail(order, `${deps.config.publicUrl.replace(/\/+$/, '')}/planos`),
    );
    return 'expired';
  });
}
