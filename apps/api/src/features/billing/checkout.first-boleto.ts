import { EfiError } from '@rumo/efi';
import { inTransaction } from '../../events/domain-events';
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
 * before and on the due date, and, once the due date is FIRST_BOLETO_CLEARING_DAYS behind, the
 * order's end: Efí's subscription canceled (its boleto with it), Rumo's `expired` (no access), the
 * admins told. Before either, the order is read at Efí and what the notifications missed is
 * applied, so a paid order is neither reminded nor expired. Each e-mail is sent once per payment.
 */
export async function runFirstBoletoDeadlines(deps: BillingDeps): Promise<FirstBoletoRun> {
  const result: FirstBoletoRun = { reminders: 0, expired: 0, paid: 0, failed: 0 };
  const today = dayOf(deps.now());
  for (const order of await pendingFirstBoletos(deps.db)) {
    const due = order.boleto.dueDate;
    const reminder = due === today ? 0 : due === addDays(today, 1) ? 1 : null;
    const expire = addDays(due, FIRST_BOLETO_CLEARING_DAYS) < today;
    if (reminder === null && !expire) continue;
    try {
      if (!(await stillPending(deps, order))) {
        result.paid += 1;
      } else if (expire) {
        if (await expireOrder(deps, order)) result.expired += 1;
      } else if (reminder !== null && (await remind(deps, order, reminder))) {
        result.reminders += 1;
      }
    } catch (error) {
      result.failed += 1;
      deps.log?.warn(
        { err: error, subscriptionId: order.subscriptionId },
        'first boleto step failed',
      );
    }
  }
  return result;
}

/** Applies the order's charges as Efí has them (as the webhooks would); whether it still waits. */
async function stillPending(deps: BillingDeps, order: PendingFirstBoleto): Promise<boolean> {
  const efiId = order.efiSubscriptionId;
  if (efiId === null) return true;
  const remote = await deps.efi.getSubscription(efiId);
  return inTransaction(deps, async (tx, publish) => {
    for (const charge of remote.history) {
      await applyChargeChange(tx, publish, deps, {
        efiSubscriptionId: efiId,
        efiChargeId: charge.charge_id,
        status: charge.status,
        occurredAt: deps.now(),
        entryId: null,
        valueCents: null,
      });
    }
    return (await lockSubscription(tx, order.subscriptionId))?.status === 'pending';
  });
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

/** Cancels the order at Efí (already canceled there is fine), then ends it here. */
async function expireOrder(deps: BillingDeps, order: PendingFirstBoleto): Promise<boolean> {
  const efiId = order.efiSubscriptionId;
  if (efiId !== null) {
    await deps.efi.cancelSubscription(efiId).catch((error: unknown) => {
      if (!(error instanceof EfiError && error.code === NOT_CANCELABLE)) throw error;
    });
  }
  return deps.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, order.subscriptionId);
    if (locked?.status !== 'pending') return false;
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
    return true;
  });
}
