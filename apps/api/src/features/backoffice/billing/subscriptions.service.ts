import { EfiError } from '@rumo/efi';
import {
  subscriptionErrorCodes as codes,
  type ExtendSubscriptionBody,
  subscriptionMessages as messages,
  type StaffSubscriptionDetail,
  type SubscriptionActionResult,
  type staffCancelSubscriptionBodySchema,
} from '@rumo/shared/backoffice/billing/subscriptions';
import type { z } from 'zod';
import { conflict, notFound } from '../../../lib/errors';
import {
  addDays,
  cancelNextPeriodBoletos,
  dayOf,
  dunningEmail,
  type SubscriptionRow,
  sendBillingEmailOnce,
  stopBoletoCharging,
} from '../../billing/public';
import { recordStaffAudit } from '../public';
import type { BackofficeBillingDeps, StaffActor } from './deps';
import { efiFailure, efiSubscriptionView } from './efi-views';
import { subscriptionPayments } from './payments.repository';
import { syncCharge } from './payments.service';
import { canceledByStaffEmail } from './subscriptions.mail';
import {
  companyUsers,
  findStaffSubscription,
  lockSubscriptionRow,
  updateSubscriptionRow,
} from './subscriptions.repository';

const DAY_MS = 86_400_000;
/** Efí refuses to cancel a subscription that is no longer new/active (already canceled). */
const EFI_NOT_CANCELABLE = 3500040;

const invalidState = (message: string) => conflict(codes.invalidState, message);

/** The fields an audit entry keeps of a subscription. */
const snapshot = (s: SubscriptionRow) => ({
  status: s.status,
  trialEndsAt: s.trialEndsAt?.toISOString() ?? null,
  currentPeriodEnd: s.currentPeriodEnd,
  pastDueSince: s.pastDueSince?.toISOString() ?? null,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  cancelReason: s.cancelReason,
  endedAt: s.endedAt?.toISOString() ?? null,
  efiCanceledAt: s.efiCanceledAt?.toISOString() ?? null,
});

async function find(deps: BackofficeBillingDeps, id: string) {
  const found = await findStaffSubscription(deps.db, id);
  if (!found) throw notFound(messages.subscriptionNotFound);
  return found;
}

async function answer(
  deps: BackofficeBillingDeps,
  id: string,
  message: string,
): Promise<SubscriptionActionResult> {
  const { row, view } = await find(deps, id);
  // The company's access may have changed: this replica's cached sessions re-read it at once.
  deps.sessionCache?.evictCompany(row.companyId);
  return { message, data: view };
}

export async function getSubscriptionDetail(
  deps: BackofficeBillingDeps,
  id: string,
): Promise<StaffSubscriptionDetail> {
  const { view, row } = await find(deps, id);
  const people = await companyUsers(deps.db, view.company.id);
  const payments = await subscriptionPayments(deps.db, id);
  return {
    data: {
      ...view,
      payer: row.payer ? { name: row.payer.name, email: row.payer.email } : null,
      users: people,
      usage: { users: view.activeUsers, limit: view.plan?.userLimit ?? null },
      payments,
      efi: await efiSubscriptionView(deps.efi, row.efiSubscriptionId),
    },
  };
}

/** Stops Efí's charges (already stopped is fine); Efí is never called inside a transaction. */
async function cancelAtEfi(deps: BackofficeBillingDeps, row: SubscriptionRow) {
  if (row.efiSubscriptionId === null || row.efiCanceledAt) return null;
  try {
    await deps.efi.cancelSubscription(row.efiSubscriptionId);
  } catch (error) {
    if (!(error instanceof EfiError && error.code === EFI_NOT_CANCELABLE)) efiFailure(error);
  }
  return deps.now();
}

const ENDED = new Set(['canceled', 'expired']);

/**
 * A subscription ended by staff: canceled and over today, nothing scheduled (no "cancelamento
 * agendado" left behind), its paid period or trial cut at today and no charge to come.
 */
function endedNow(
  row: SubscriptionRow,
  now: Date,
  reason: string,
  efiCanceledAt: Date | null,
): Partial<SubscriptionRow> {
  const today = dayOf(now);
  return {
    status: 'canceled',
    endedAt: now,
    cancelAtPeriodEnd: false,
    canceledAt: row.canceledAt ?? now,
    cancelReason: reason,
    nextChargeAt: null,
    nextChargeCents: null,
    nextPlanId: null,
    pastDueSince: null,
    // Nothing left to compare with Efí's schedule.
    efiMismatchAt: null,
    ...(row.currentPeriodEnd && row.currentPeriodEnd > today ? { currentPeriodEnd: today } : {}),
    ...(row.trialEndsAt && row.trialEndsAt > now ? { trialEndsAt: now } : {}),
    ...(efiCanceledAt ? { efiCanceledAt } : {}),
  };
}

/**
 * Cancels for the customer. `period_end` keeps access until the paid period ends (by card the
 * daily job stops Efí's charges the day before, as for the customer's own cancellation; by boleto
 * they stop now, with the next period's boletos: boleto-cancellation.ts); `immediately` stops
 * Efí's charges and the boletos for after the paid period now, and ends access. A trial has no
 * paid period: it ends now.
 */
export async function cancelSubscription(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
  id: string,
  body: z.infer<typeof staffCancelSubscriptionBodySchema>,
): Promise<SubscriptionActionResult> {
  const { row } = await find(deps, id);
  if (ENDED.has(row.status)) throw invalidState(messages.notCancelable);
  const immediately = body.when === 'immediately' || row.currentPeriodEnd === null;
  if (!immediately && row.cancelAtPeriodEnd) throw invalidState(messages.notCancelable);
  const efiCanceledAt = immediately
    ? await cancelAtEfi(deps, row)
    : await stopBoletoCharging(deps, row).catch(efiFailure);
  if (immediately) await cancelNextPeriodBoletos(deps, row).catch(efiFailure);
  await deps.db.transaction(async (tx) => {
    const current = await lockSubscriptionRow(tx, id);
    if (!current || ENDED.has(current.status)) throw invalidState(messages.notCancelable);
    const now = deps.now();
    const changes = immediately
      ? endedNow(current, now, body.reason, efiCanceledAt)
      : {
          cancelAtPeriodEnd: true,
          canceledAt: now,
          cancelReason: body.reason,
          ...(efiCanceledAt ? { efiCanceledAt } : {}),
        };
    await updateSubscriptionRow(tx, id, changes);
    if (immediately) {
      await sendBillingEmailOnce(
        tx,
        deps,
        {
          // Once per purchase: a company's row is reused when it buys again.
          key: `ended:${id}:${current.efiSubscriptionId ?? 'trial'}`,
          kind: 'subscription_ended',
          subscriptionId: id,
          companyId: current.companyId,
        },
        canceledByStaffEmail(now),
      );
    }
    await recordStaffAudit(tx, {
      actorId: actor.id,
      action: 'subscription.canceled',
      targetType: 'subscription',
      targetId: id,
      before: snapshot(current),
      after: {
        ...snapshot({ ...current, ...changes }),
        when: immediately ? 'immediately' : 'period_end',
      },
      reason: body.reason,
      ip: actor.ip,
      at: now,
    });
  });
  return answer(deps, id, immediately ? messages.canceledNow : messages.canceledAtPeriodEnd);
}

type Extension =
  | { kind: 'trial' }
  | { kind: 'grace' }
  | { kind: 'period'; cancelEfi: boolean }
  | { kind: 'none' };

/** What "extend" means for the subscription in its state (see `extendSubscription`). */
function extensionOf(row: SubscriptionRow): Extension {
  const efiLive = row.efiSubscriptionId !== null && !row.efiCanceledAt;
  const trialOnly = row.currentPeriodEnd === null && row.trialEndsAt !== null;
  if ((row.status === 'trialing' || (row.status === 'expired' && trialOnly)) && !efiLive) {
    return { kind: 'trial' };
  }
  if (row.status === 'past_due' || row.status === 'suspended') return { kind: 'grace' };
  if (row.currentPeriodEnd !== null) {
    if (row.status === 'active' && row.cancelAtPeriodEnd)
      return { kind: 'period', cancelEfi: efiLive };
    if (ENDED.has(row.status) && !efiLive) return { kind: 'period', cancelEfi: false };
  }
  return { kind: 'none' };
}

/**
 * Gives days to the customer: a trial (running or ended) lasts longer; a refused charge gets a
 * longer grace before suspension; a subscription that ends (canceled, or cancellation scheduled)
 * keeps access longer. A paid subscription still renewing at Efí cannot be extended: Efí has no
 * way to postpone its next charge.
 */
export async function extendSubscription(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
  id: string,
  body: ExtendSubscriptionBody,
): Promise<SubscriptionActionResult> {
  const { row } = await find(deps, id);
  const extension = extensionOf(row);
  if (extension.kind === 'none') throw invalidState(messages.notExtendable);
  // Access that ends must not be renewed by a charge meanwhile.
  const efiCanceledAt =
    extension.kind === 'period' && extension.cancelEfi ? await cancelAtEfi(deps, row) : null;
  await deps.db.transaction(async (tx) => {
    const current = await lockSubscriptionRow(tx, id);
    if (!current) throw notFound(messages.subscriptionNotFound);
    if (extensionOf(current).kind !== extension.kind) throw invalidState(messages.notExtendable);
    const now = deps.now();
    let changes: Partial<SubscriptionRow>;
    if (extension.kind === 'trial') {
      const from = current.trialEndsAt && current.trialEndsAt > now ? current.trialEndsAt : now;
      changes = {
        status: 'trialing',
        trialEndsAt: new Date(from.getTime() + body.days * DAY_MS),
        endedAt: null,
      };
    } else if (extension.kind === 'grace') {
      const since = current.pastDueSince ?? now;
      const pastDueSince = new Date(since.getTime() + body.days * DAY_MS);
      const graceEnd = pastDueSince.getTime() + deps.config.billing.graceDays * DAY_MS;
      changes = {
        pastDueSince,
        ...(current.status === 'suspended' && graceEnd > now.getTime()
          ? { status: 'past_due' }
          : {}),
      };
    } else {
      const today = dayOf(now);
      const end =
        current.currentPeriodEnd && current.currentPeriodEnd > today
          ? current.currentPeriodEnd
          : today;
      changes = {
        currentPeriodEnd: addDays(end, body.days),
        status: 'active',
        cancelAtPeriodEnd: true,
        endedAt: null,
        nextChargeAt: null,
        ...(efiCanceledAt ? { efiCanceledAt } : {}),
      };
    }
    await updateSubscriptionRow(tx, id, changes);
    await recordStaffAudit(tx, {
      actorId: actor.id,
      action: 'subscription.extended',
      targetType: 'subscription',
      targetId: id,
      before: snapshot(current),
      after: { ...snapshot({ ...current, ...changes }), days: body.days, kind: extension.kind },
      reason: body.reason,
      ip: actor.ip,
      at: now,
    });
  });
  const message =
    extension.kind === 'trial'
      ? messages.trialExtended(body.days)
      : extension.kind === 'grace'
        ? messages.graceExtended(body.days)
        : messages.periodExtended(body.days);
  return answer(deps, id, message);
}

/**
 * The refused charge once more: first Efí's current status is read (it may have been paid
 * meanwhile); still refused, the company's admins get the payment request with the link to pay
 * with a card, since Efí retries a charge only with a card the customer gives.
 */
export async function retryCharge(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
  id: string,
): Promise<SubscriptionActionResult> {
  const { row } = await find(deps, id);
  const [unpaid] = (await subscriptionPayments(deps.db, id, 50)).filter(
    (payment) => payment.status === 'unpaid',
  );
  if (!unpaid) throw invalidState(messages.nothingToRetry);
  const changed = await syncCharge(deps, {
    efiChargeId: unpaid.efiChargeId,
    status: unpaid.status,
    efiSubscriptionId: row.efiSubscriptionId,
  }).catch(efiFailure);
  const now = deps.now();
  let outcome: 'synced' | 'requested' = 'synced';
  if (!changed) {
    outcome = 'requested';
    const graceEnd = new Date(
      (row.pastDueSince ?? now).getTime() + deps.config.billing.graceDays * DAY_MS,
    );
    await sendBillingEmailOnce(
      deps.db,
      deps,
      {
        key: `staff_retry:${unpaid.id}:${now.toISOString()}`,
        kind: 'staff_payment_request',
        subscriptionId: id,
        companyId: row.companyId,
      },
      dunningEmail({
        step: 1,
        amountCents: unpaid.amountCents,
        refusalReason: unpaid.refusalReason,
        suspendsOn: graceEnd > now ? graceEnd : new Date(now.getTime() + DAY_MS),
      }),
    );
  }
  await recordStaffAudit(deps.db, {
    actorId: actor.id,
    action: 'subscription.charge_retried',
    targetType: 'subscription',
    targetId: id,
    before: { paymentId: unpaid.id, status: unpaid.status },
    after: { outcome },
    ip: actor.ip,
    at: now,
  });
  return answer(deps, id, changed ? messages.chargeAlreadyPaid : messages.paymentRequested);
}
