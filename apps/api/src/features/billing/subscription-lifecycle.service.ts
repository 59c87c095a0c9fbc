import type { EfiClient } from '@rumo/efi';
import type { PaymentStatus } from '@rumo/shared/billing/contracts';
import { PAYMENT_STATUSES } from '@rumo/shared/billing/contracts';
import { DUNNING_DAYS } from '@rumo/shared/billing/lifecycle';
import type { BillingInterval } from '@rumo/shared/billing/plans';
import type { Database } from '../../db/database';
import type { DomainEventBus, Publish } from '../../events/domain-events';
import type { SessionCacheControl } from '../auth/public';
import type { Mailer } from '../mail/public';
import { effectiveGraceDays } from '../platform-settings/public';
import { dunningEmail, receiptEmail, sendBillingEmailOnce } from './billing.mail';
import { dayOf, periodEnd } from './billing-time';
import { type ChargeDetails, defaultPaidVia } from './charge-details';
import { activatePendingPurchase } from './checkout.activation';
import {
  earlierCharges,
  ensurePayment,
  hasOtherUnpaidCharge,
  updatePayment,
} from './payments.repository';
import {
  findPlan,
  lockSubscriptionOfEfi,
  updateSubscriptionState,
} from './subscription-state.repository';
import type { PaymentRow, SubscriptionRow } from './subscriptions.table';

/**
 * The subscription's state, derived from its payments (Efí's notifications) and the clock
 * (trial and grace ends, scheduled cancellations). Every change runs in a transaction that
 * also records the e-mail it sends, so a replay changes and sends nothing twice.
 */

export interface BillingDeps {
  db: Database;
  efi: EfiClient;
  mailer: Mailer;
  now: () => Date;
  /** Where the payment events go after commit (invoices issues and cancels the nota fiscal). */
  events: DomainEventBus;
  config: { publicUrl: string; jwtSecret: string; billing: { graceDays: number } };
  log?: { warn: (details: object, message: string) => void };
  /** The app's session cache: told when subscriptions changed, so writes reopen at once here. */
  sessionCache?: Pick<SessionCacheControl, 'evictCompany' | 'clear'>;
}

/** Efí's final ("resolved") charge statuses (efi-pay.md §1.6). */
export const FINAL_CHARGE_STATUSES: ReadonlySet<string> = new Set([
  'paid',
  'contested',
  'refunded',
  'settled',
  'canceled',
]);
const PAID_STATUSES: ReadonlySet<string> = new Set(['paid', 'settled']);
/** Subscriptions a payment can (re)activate. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set([
  'trialing',
  'active',
  'past_due',
  'suspended',
]);

const isPaymentStatus = (status: string): status is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(status);

interface StatusKey {
  status: string;
  at: Date;
  entryId: number | null;
}

/**
 * Whether `next` may replace `current`: a final status beats a non-final one whatever the
 * order; otherwise the later change (Efí's time, then the entry id) wins. This is a total
 * order, so any delivery order of the same entries ends in the same state.
 */
export function supersedes(next: StatusKey, current: StatusKey): boolean {
  const finalNext = FINAL_CHARGE_STATUSES.has(next.status);
  const finalCurrent = FINAL_CHARGE_STATUSES.has(current.status);
  if (finalNext !== finalCurrent) return finalNext;
  const byTime = next.at.getTime() - current.at.getTime();
  if (byTime !== 0) return byTime > 0;
  return (next.entryId ?? -1) > (current.entryId ?? -1);
}

export interface ChargeChange {
  efiSubscriptionId: number;
  efiChargeId: number;
  status: string;
  occurredAt: Date;
  /** Efí's entry id within the token; null when the change comes from reconciliation. */
  entryId: number | null;
  valueCents: number | null;
  /** The charge read at Efí (boleto subscriptions only): its boleto and how it was paid. */
  details?: ChargeDetails | null;
}

export type ChangeOutcome =
  | { kind: 'applied'; dunningStarted?: { subscriptionId: string; since: Date } }
  | { kind: 'ignored' }
  | { kind: 'unknown_subscription'; efiSubscriptionId: number };

/**
 * Applies one status change of a subscription's charge (inside the caller's transaction, whose
 * commit delivers `payment.paid` and `payment.refunded`).
 */
export async function applyChargeChange(
  tx: Database,
  publish: Publish,
  deps: Omit<BillingDeps, 'db' | 'efi'>,
  change: ChargeChange,
): Promise<ChangeOutcome> {
  if (!isPaymentStatus(change.status)) return { kind: 'ignored' };
  const owner = await lockSubscriptionOfEfi(tx, change.efiSubscriptionId);
  if (!owner) {
    return { kind: 'unknown_subscription', efiSubscriptionId: change.efiSubscriptionId };
  }
  const { subscription } = owner;
  const details = change.details ?? null;
  const planId = subscription.nextPlanId ?? subscription.planId;
  const plan = await findPlan(tx, planId);
  const payment = await ensurePayment(tx, {
    companyId: subscription.companyId,
    subscriptionId: subscription.id,
    planId,
    efiChargeId: change.efiChargeId,
    efiSubscriptionId: change.efiSubscriptionId,
    amountCents: change.valueCents ?? subscription.nextChargeCents ?? plan?.priceCents ?? 0,
    method: details?.method ?? 'card',
    boleto: details?.boleto ?? null,
    // A placeholder any real change supersedes.
    status: 'new',
    statusAt: new Date(0),
    statusEntryId: null,
  });
  // A renewal's boleto is known once Efí's charge is read (the row may be older: a placeholder).
  if (details?.boleto && !payment.boleto) {
    await updatePayment(tx, payment.id, { method: 'boleto', boleto: details.boleto });
  }
  const current = { status: payment.status, at: payment.statusAt, entryId: payment.statusEntryId };
  const next = { status: change.status, at: change.occurredAt, entryId: change.entryId };
  if (!supersedes(next, current)) return { kind: 'ignored' };

  const paid = PAID_STATUSES.has(change.status);
  const method = details?.method ?? payment.method;
  const paidVia = details?.paidVia ?? defaultPaidVia(change.status, method);
  await updatePayment(tx, payment.id, {
    status: change.status,
    statusAt: change.occurredAt,
    statusEntryId: change.entryId,
    ...(change.valueCents !== null ? { amountCents: change.valueCents } : {}),
    ...(paid && !payment.paidAt ? { paidAt: change.occurredAt, paidVia } : {}),
  });
  if (change.status === 'refunded') {
    publish('payment.refunded', {
      paymentId: payment.id,
      companyId: payment.companyId,
      subscriptionId: payment.subscriptionId,
    });
  }
  const updated: PaymentRow = {
    ...payment,
    status: change.status,
    method,
    boleto: details?.boleto ?? payment.boleto,
    ...(change.valueCents !== null ? { amountCents: change.valueCents } : {}),
    paidAt: payment.paidAt ?? (paid ? change.occurredAt : null),
  };
  if (owner.current && (paid || change.status === 'unpaid')) {
    await takeNextMethod(tx, subscription);
  }
  if (paid && payment.paidAt === null) {
    await onChargePaid(
      tx,
      publish,
      deps,
      await activatePendingPurchase(tx, deps, subscription, updated),
      updated,
    );
    return { kind: 'applied' };
  }
  if (change.status === 'unpaid') {
    const since = await onChargeRefused(tx, deps, subscription, updated);
    return since
      ? { kind: 'applied', dunningStarted: { subscriptionId: subscription.id, since } }
      : { kind: 'applied' };
  }
  return { kind: 'applied' };
}

/**
 * A switch of payment method takes over at the first charge of the new Efí subscription decided
 * (paid or refused): the tab shows the rail the company now pays with.
 */
async function takeNextMethod(tx: Database, subscription: SubscriptionRow): Promise<void> {
  const next = subscription.nextPaymentMethod;
  if (!next) return;
  await updateSubscriptionState(tx, subscription.id, {
    paymentMethod: next,
    nextPaymentMethod: null,
    ...(next === 'boleto' ? { cardBrand: null, cardMask: null } : {}),
  });
}

/**
 * The period a paid charge covers, from the charge's place in Efí's schedule rather than from when
 * it was paid: the first charge covers the period checkout recorded on it; the n-th starts at the
 * first charge's day moved by the intervals of the plans the n − 1 charges before it were made for
 * (paid or not: Efí notifies each charge it makes, and the reconciliation reads them all),
 * however early (a renewal made ahead of its day) or late (refused, then paid) it was paid, and
 * whatever happened to the charges before it.
 */
async function periodOf(
  tx: Database,
  subscription: SubscriptionRow,
  payment: PaymentRow,
  interval: BillingInterval,
  chargeDay: string,
): Promise<{ start: string; end: string }> {
  if (payment.periodStart && payment.periodEnd) {
    return { start: payment.periodStart, end: payment.periodEnd };
  }
  const earlier =
    payment.efiSubscriptionId === null
      ? []
      : await earlierCharges(tx, payment.efiSubscriptionId, payment.efiChargeId);
  // The latest earlier charge whose period is known (the first one, recorded by checkout, at
  // least), then one interval per charge from it on.
  let anchor = earlier.length - 1;
  while (anchor >= 0 && !earlier[anchor]?.periodStart) anchor -= 1;
  let start = earlier[anchor]?.periodStart;
  if (!start) {
    // No earlier charge of this Efí subscription known (its first charge was recorded before
    // payments carried their Efí subscription): the period after the current one.
    start = subscription.currentPeriodEnd ?? chargeDay;
    return { start, end: periodEnd(start, interval) };
  }
  for (const charge of earlier.slice(anchor)) start = periodEnd(start, charge.interval ?? interval);
  return { start, end: periodEnd(start, interval) };
}

/**
 * A charge was paid: the subscription is active for the period it paid (past due still while
 * another of its charges is refused), the plan change waiting for this charge takes over, the
 * admins get a receipt, and `payment.paid` tells the features above billing (its nota fiscal).
 */
async function onChargePaid(
  tx: Database,
  publish: Publish,
  deps: Omit<BillingDeps, 'db' | 'efi'>,
  subscription: SubscriptionRow,
  payment: PaymentRow,
): Promise<void> {
  // The plan this charge pays: the one recorded with it (checkout's first charge is the plan
  // bought, even when a change was made before Efí confirmed it); a change still due waits.
  const planId = payment.planId ?? subscription.nextPlanId ?? subscription.planId;
  const nextPlanId = planId === subscription.nextPlanId ? null : subscription.nextPlanId;
  const plan = await findPlan(tx, planId);
  const { start, end } = await periodOf(
    tx,
    subscription,
    payment,
    plan?.interval ?? 'monthly',
    dayOf(payment.paidAt ?? deps.now()),
  );
  await updatePayment(tx, payment.id, { periodStart: start, periodEnd: end });
  publish('payment.paid', {
    paymentId: payment.id,
    companyId: payment.companyId,
    subscriptionId: payment.subscriptionId,
    amountCents: payment.amountCents,
    paidAt: payment.paidAt ?? deps.now(),
  });
  const owing =
    (subscription.status === 'past_due' || subscription.status === 'suspended') &&
    payment.efiSubscriptionId !== null &&
    (await hasOtherUnpaidCharge(tx, payment.efiSubscriptionId, payment.efiChargeId));
  // A charge paid out of order (an older one settled after a later one) never moves time back.
  const current = subscription.currentPeriodEnd;
  const later = !current || end >= current;
  if (LIVE_STATUSES.has(subscription.status) && (later || !owing)) {
    await updateSubscriptionState(tx, subscription.id, {
      ...(owing ? {} : { status: 'active', pastDueSince: null }),
      ...(later
        ? {
            planId,
            nextPlanId,
            currentPeriodStart: start,
            currentPeriodEnd: end,
            nextChargeAt: subscription.cancelAtPeriodEnd ? null : end,
            nextChargeCents: nextPlanId
              ? subscription.nextChargeCents
              : (plan?.priceCents ?? subscription.nextChargeCents),
          }
        : {}),
    });
  }
  await sendBillingEmailOnce(
    tx,
    deps,
    {
      key: `receipt:${payment.id}`,
      kind: 'receipt',
      subscriptionId: subscription.id,
      companyId: subscription.companyId,
    },
    receiptEmail({
      planName: plan?.name ?? 'Rumo',
      amountCents: payment.amountCents,
      paidAt: payment.paidAt ?? deps.now(),
      periodStart: start,
      periodEnd: end,
    }),
  );
}

/** A charge was refused: a live subscription turns past due and the dunning starts (day 0). */
async function onChargeRefused(
  tx: Database,
  deps: Omit<BillingDeps, 'db' | 'efi'>,
  subscription: SubscriptionRow,
  payment: PaymentRow,
): Promise<Date | null> {
  if (subscription.status !== 'active' && subscription.status !== 'trialing') return null;
  const since = deps.now();
  await updateSubscriptionState(tx, subscription.id, { status: 'past_due', pastDueSince: since });
  await sendDunningStep(tx, deps, { ...subscription, pastDueSince: since }, payment, 0);
  return since;
}

export async function sendDunningStep(
  tx: Database,
  deps: Omit<BillingDeps, 'db' | 'efi'>,
  subscription: SubscriptionRow,
  payment: PaymentRow,
  step: number,
) {
  const since = subscription.pastDueSince ?? deps.now();
  const graceDays = await effectiveGraceDays(tx, deps.config);
  return sendBillingEmailOnce(
    tx,
    deps,
    {
      key: `dunning:${step}:${payment.id}`,
      kind: `dunning_${step}`,
      subscriptionId: subscription.id,
      companyId: subscription.companyId,
    },
    dunningEmail({
      step: DUNNING_DAYS.indexOf(step as (typeof DUNNING_DAYS)[number]),
      boleto: payment.method === 'boleto' ? payment.boleto : null,
      amountCents: payment.amountCents,
      refusalReason: payment.refusalReason,
      suspendsOn: new Date(since.getTime() + graceDays * 86_400_000),
    }),
  );
}

export interface SubscriptionChange {
  efiSubscriptionId: number;
  status: string;
  occurredAt: Date;
}

/**
 * Applies a change of Efí's subscription: a cancellation we did not start (the payer's link in
 * Efí's e-mail) ends the subscription at the end of the paid period; `expired` (every charge of
 * the plan made) ends it now. Other statuses say nothing Rumo keeps.
 */
export async function applySubscriptionChange(
  tx: Database,
  deps: Omit<BillingDeps, 'db' | 'efi'>,
  change: SubscriptionChange,
): Promise<ChangeOutcome> {
  const owner = await lockSubscriptionOfEfi(tx, change.efiSubscriptionId);
  if (!owner) {
    return { kind: 'unknown_subscription', efiSubscriptionId: change.efiSubscriptionId };
  }
  // An Efí subscription Rumo replaced (a switch of method, an earlier purchase): Rumo canceled it.
  if (!owner.current) return { kind: 'ignored' };
  const { subscription } = owner;
  const ended = subscription.status === 'canceled' || subscription.status === 'expired';
  if (change.status === 'canceled') {
    if (subscription.efiCanceledAt) return { kind: 'ignored' };
    await updateSubscriptionState(tx, subscription.id, {
      efiCanceledAt: change.occurredAt,
      ...(ended
        ? {}
        : {
            cancelAtPeriodEnd: true,
            canceledAt: subscription.canceledAt ?? deps.now(),
            cancelReason: subscription.cancelReason ?? 'Cancelada pelo pagador na Efí.',
            nextChargeAt: null,
          }),
    });
    return { kind: 'applied' };
  }
  if (change.status === 'expired' && !ended) {
    await updateSubscriptionState(tx, subscription.id, {
      status: 'expired',
      endedAt: deps.now(),
      nextChargeAt: null,
    });
    return { kind: 'applied' };
  }
  return { kind: 'ignored' };
}
