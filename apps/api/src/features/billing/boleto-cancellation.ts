import { EfiError } from '@rumo/efi';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inTransaction } from '../../events/domain-events';
import { dayOf, daysFromTo } from './billing-time';
import { boletoRail } from './methods/boleto';
import { applyChargeChange, type BillingDeps } from './subscription-lifecycle.service';
import { findPlan, lockSubscription } from './subscription-state.repository';
import { insertPayment, updateSubscription } from './subscriptions.repository';
import { payments, type SubscriptionRow } from './subscriptions.table';

/** Efí refuses to cancel a subscription that is no longer new/active (already canceled). */
const SUBSCRIPTION_NOT_CANCELABLE = 3500040;
/** Efí cancels only new, link, waiting or unpaid charges: the boleto was paid or canceled. */
const CHARGE_NOT_CANCELABLE = 3500043;

/** Boletos of `efiSubscriptionId` still payable and due on or after `fromDay` (any with null). */
async function openBoletosFrom(db: Database, efiSubscriptionId: number, fromDay: string | null) {
  const rows = await db
    .select({ efiChargeId: payments.efiChargeId, boleto: payments.boleto })
    .from(payments)
    .where(
      and(
        eq(payments.efiSubscriptionId, efiSubscriptionId),
        eq(payments.method, 'boleto'),
        inArray(payments.status, ['new', 'waiting', 'unpaid']),
        isNull(payments.paidAt),
      ),
    );
  return rows.filter((row) => !fromDay || !row.boleto || row.boleto.dueDate >= fromDay);
}

/**
 * Cancels at Efí the boletos issued for periods after the paid one (due on or after the period's
 * end), and applies each as canceled: they can no longer be paid, by barcode or Pix. A boleto
 * Efí will not cancel (paid meanwhile) is left to its notification.
 */
export async function cancelNextPeriodBoletos(
  deps: BillingDeps,
  subscription: Pick<SubscriptionRow, 'efiSubscriptionId' | 'currentPeriodEnd'>,
): Promise<number> {
  const efiSubscriptionId = subscription.efiSubscriptionId;
  if (efiSubscriptionId === null) return 0;
  let canceled = 0;
  for (const open of await openBoletosFrom(
    deps.db,
    efiSubscriptionId,
    subscription.currentPeriodEnd,
  )) {
    try {
      await deps.efi.cancelCharge(open.efiChargeId);
    } catch (error) {
      if (error instanceof EfiError && error.code === CHARGE_NOT_CANCELABLE) continue;
      throw error;
    }
    await inTransaction(deps, (tx, publish) =>
      applyChargeChange(tx, publish, deps, {
        efiSubscriptionId,
        efiChargeId: open.efiChargeId,
        status: 'canceled',
        occurredAt: deps.now(),
        entryId: null,
        valueCents: null,
      }),
    );
    canceled += 1;
  }
  return canceled;
}

/**
 * A cancellation of a subscription paid by boleto takes effect at Efí when it is scheduled, not
 * the day before the period ends as for a card: Efí issues each boleto ahead of its due date (and
 * e-mails it 10 days before), so a finance team could pay, or have scheduled, a boleto for a
 * period the customer has just said it does not want. The customer loses nothing by this: access
 * until the end of the paid period is Rumo's (the subscription stays active with the cancellation
 * scheduled), and Efí's subscription only makes the charges after it. So Efí's subscription is
 * canceled now (no boleto is issued any more) and its boletos for the next period are canceled.
 * Efí cannot resume a canceled subscription: the undo subscribes again (`resumeBoletoCharging`).
 * Answers when Efí stopped charging (null for a card: its charge is made on the day, so the daily
 * job cancels it the day before, as before).
 */
export async function stopBoletoCharging(
  deps: BillingDeps,
  subscription: SubscriptionRow,
): Promise<Date | null> {
  const rail = subscription.nextPaymentMethod ?? subscription.paymentMethod;
  if (rail !== 'boleto' || subscription.efiSubscriptionId === null) return null;
  if (!subscription.efiCanceledAt) {
    try {
      await deps.efi.cancelSubscription(subscription.efiSubscriptionId);
    } catch (error) {
      if (!(error instanceof EfiError && error.code === SUBSCRIPTION_NOT_CANCELABLE)) throw error;
    }
  }
  await cancelNextPeriodBoletos(deps, subscription);
  return subscription.efiCanceledAt ?? deps.now();
}

/**
 * The undo of a boleto cancellation that already took effect at Efí: a new Efí boleto subscription
 * whose first boleto is due on the next charge's day (as a switch to boleto does), Rumo's row
 * moved to it with the cancellation cleared. False when the row changed meanwhile (another undo):
 * the new Efí subscription is canceled again and nothing changes.
 */
export async function resumeBoletoCharging(
  deps: BillingDeps & { config: { efi: { notificationUrl: string } } },
  current: SubscriptionRow,
): Promise<boolean> {
  const day = current.nextChargeAt ?? current.currentPeriodEnd;
  const plan = await findPlan(deps.db, current.nextPlanId ?? current.planId);
  const today = dayOf(deps.now());
  if (!day || day <= today || !plan?.efiPlanId || !current.payer) return false;
  const reply = await deps.efi.createOneStepSubscription(plan.efiPlanId, {
    items: [
      { name: `Rumo ${plan.name}`, value: current.nextChargeCents ?? plan.priceCents, amount: 1 },
    ],
    metadata: { custom_id: current.id, notification_url: deps.config.efi.notificationUrl },
    payment: boletoRail.efiPayment(current.payer, {
      today,
      trialDays: daysFromTo(today, day),
      day,
    }),
  });
  const shown = boletoRail.shown(reply);
  const resumed = await deps.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, current.id);
    if (!locked?.cancelAtPeriodEnd || locked.efiSubscriptionId !== current.efiSubscriptionId) {
      return false;
    }
    await insertPayment(tx, {
      companyId: current.companyId,
      subscriptionId: current.id,
      planId: plan.id,
      efiChargeId: reply.charge.id,
      efiSubscriptionId: reply.subscription_id,
      amountCents: reply.charge.total,
      method: 'boleto',
      boleto: shown.boleto,
      // Efí issues the boleto at once; a placeholder its notifications supersede.
      status: 'waiting',
      statusAt: new Date(0),
    });
    await updateSubscription(tx, current.id, {
      efiSubscriptionId: reply.subscription_id,
      efiCanceledAt: null,
      cancelAtPeriodEnd: false,
      cancelReason: null,
      canceledAt: null,
    });
    return true;
  });
  if (!resumed) {
    await deps.efi.cancelSubscription(reply.subscription_id).catch(() => undefined);
  }
  return resumed;
}
