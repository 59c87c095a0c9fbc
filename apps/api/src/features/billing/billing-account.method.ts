import { EfiError } from '@rumo/efi';
import { billingErrorCodes, billingMessages } from '@rumo/shared/billing/contracts';
import { formatBillingDate } from '@rumo/shared/billing/money';
import {
  type ChangePaymentMethodBody,
  switchBirthDateMessages,
} from '@rumo/shared/billing/payment-method';
import { errorCodes } from '@rumo/shared/common/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { findUserById } from '../users/public';
import { paymentMethodChangedEmail } from './billing-account.mail';
import type { BillingDeps } from './billing-account.service';
import { dayOf, daysFromTo } from './billing-time';
import { boletoRail } from './methods/boleto';
import { cardRail } from './methods/card';
import { companyAdmins, findPlan, lockSubscription } from './subscription-state.repository';
import {
  findSubscriptionByCompany,
  insertPayment,
  updateSubscription,
} from './subscriptions.repository';
import { payments, type StoredPayer, type SubscriptionRow } from './subscriptions.table';

/** Efí refuses to cancel a subscription that is no longer new/active (already canceled). */
const NOT_CANCELABLE = 3500040;

const invalidState = (message: string) => conflict(billingErrorCodes.invalidState, message);

/** A boleto of the Efí subscription still to be paid: switching now could charge twice. */
async function hasOpenBoleto(db: Database, efiSubscriptionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.efiSubscriptionId, efiSubscriptionId),
        eq(payments.method, 'boleto'),
        inArray(payments.status, ['waiting', 'identified', 'unpaid']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The subscription a switch applies to and the day of its next charge, or a 409 saying why not. */
async function switchable(deps: BillingDeps, companyId: string, body: ChangePaymentMethodBody) {
  const current = await findSubscriptionByCompany(deps.db, companyId);
  if (!current?.efiSubscriptionId || !current.planId || !current.payer) {
    throw conflict(billingErrorCodes.noSubscription, billingMessages.noSubscription);
  }
  if (current.cancelAtPeriodEnd || current.efiCanceledAt) {
    throw invalidState(billingMessages.methodChangeWhileCanceling);
  }
  if (current.status === 'past_due' || current.status === 'suspended') {
    throw invalidState(billingMessages.methodChangeWhileOverdue);
  }
  const day = current.nextChargeAt;
  const today = dayOf(deps.now());
  if ((current.status !== 'active' && current.status !== 'trialing') || !day || day <= today) {
    throw invalidState(billingMessages.methodChangeUnavailable);
  }
  if (body.method === (current.nextPaymentMethod ?? current.paymentMethod)) {
    throw invalidState(billingMessages.samePaymentMethod);
  }
  if (await hasOpenBoleto(deps.db, current.efiSubscriptionId)) {
    throw invalidState(billingMessages.methodChangeWhileBoletoOpen);
  }
  return {
    current: { ...current, efiSubscriptionId: current.efiSubscriptionId, payer: current.payer },
    day,
    today,
  };
}

/**
 * The payer a card is charged for: Efí's card customer with a CPF needs the birth date, which a
 * boleto payer never gave (checkout asks it by card only): the switch sends it, or 400.
 */
function cardPayer(payer: StoredPayer, birthDate: string | undefined): StoredPayer {
  if (payer.document.length !== 11) return payer;
  const birth = birthDate ?? payer.birthDate;
  if (!birth) {
    throw badRequest(errorCodes.validation, switchBirthDateMessages.required, [
      { path: 'birthDate', message: switchBirthDateMessages.required },
    ]);
  }
  return { ...payer, birthDate: birth };
}

const fromEfi = (error: unknown): never => {
  if (error instanceof EfiError && error.kind === 'api' && !error.transient) {
    throw new AppError(402, billingErrorCodes.cardRefused, error.message);
  }
  throw new AppError(
    503,
    billingErrorCodes.providerUnavailable,
    billingMessages.providerUnavailable,
  );
};

async function cancelAtEfi(deps: BillingDeps, efiSubscriptionId: number): Promise<void> {
  try {
    await deps.efi.cancelSubscription(efiSubscriptionId);
  } catch (error) {
    if (!(error instanceof EfiError && error.code === NOT_CANCELABLE)) throw error;
  }
}

/**
 * Switches between card and boleto from the next charge on. Efí cannot change a subscription's
 * payment method, so a new Efí subscription is created whose first charge falls on the next
 * charge's day (card: `trial_days` to that day; boleto: its first boleto due that day, issued
 * now), Rumo's row moves to it, and the old one is canceled so that nothing is charged twice
 * (a switch waits while a boleto of the old one is open). Every admin is e-mailed.
 */
export async function changePaymentMethod(
  deps: BillingDeps,
  actor: AuthUser,
  body: ChangePaymentMethodBody,
): Promise<string> {
  const { current, day, today } = await switchable(deps, actor.companyId, body);
  const payer = body.method === 'card' ? cardPayer(current.payer, body.birthDate) : current.payer;
  const plan = await findPlan(deps.db, current.nextPlanId ?? current.planId);
  if (!plan?.efiPlanId) throw invalidState(billingMessages.methodChangeUnavailable);
  const rail = body.method === 'card' ? cardRail(body.card) : boletoRail;
  const reply = await deps.efi
    .createOneStepSubscription(plan.efiPlanId, {
      items: [
        { name: `Rumo ${plan.name}`, value: current.nextChargeCents ?? plan.priceCents, amount: 1 },
      ],
      metadata: { custom_id: current.id, notification_url: deps.config.efi.notificationUrl },
      payment: rail.efiPayment(payer, { today, trialDays: daysFromTo(today, day), day }),
    })
    .catch(fromEfi);
  const shown = rail.shown(reply);
  const previous: Partial<SubscriptionRow> = {
    efiSubscriptionId: current.efiSubscriptionId,
    payer: current.payer,
    nextPaymentMethod: current.nextPaymentMethod,
    cardBrand: current.cardBrand,
    cardMask: current.cardMask,
  };
  // Rumo follows the new Efí subscription before the old one is canceled: the old one's
  // cancellation, when notified, is then one Rumo replaced (ignored), not the payer's. Two
  // switches at once (a double click, two admins) both create an Efí subscription: the row is
  // locked and the later one, finding it already moved, undoes its own.
  const followed = await deps.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, current.id);
    if (locked?.efiSubscriptionId !== current.efiSubscriptionId) return false;
    await insertPayment(tx, {
      companyId: current.companyId,
      subscriptionId: current.id,
      planId: plan.id,
      efiChargeId: reply.charge.id,
      efiSubscriptionId: reply.subscription_id,
      amountCents: reply.charge.total,
      method: body.method,
      boleto: shown.boleto,
      // Efí issues the boleto at once (waiting); a card waits for its day. A placeholder any
      // notification of the charge supersedes.
      status: body.method === 'boleto' ? 'waiting' : 'new',
      statusAt: new Date(0),
    });
    await updateSubscription(tx, current.id, {
      efiSubscriptionId: reply.subscription_id,
      payer,
      nextPaymentMethod: body.method === current.paymentMethod ? null : body.method,
      ...(body.method === 'card' ? { cardBrand: shown.cardBrand, cardMask: shown.cardMask } : {}),
    });
    return true;
  });
  if (!followed) {
    await cancelAtEfi(deps, reply.subscription_id).catch(() => undefined);
    throw invalidState(billingMessages.methodChangedMeanwhile);
  }
  try {
    await cancelAtEfi(deps, current.efiSubscriptionId);
  } catch (error) {
    // Two live Efí subscriptions would charge twice: undo the new one, keep the old one.
    await cancelAtEfi(deps, reply.subscription_id).catch(() => undefined);
    await updateSubscription(deps.db, current.id, previous);
    return fromEfi(error);
  }
  await emailAdmins(deps, actor, body.method, day, shown.cardMask);
  const shownDay = formatBillingDate(day);
  return body.method === 'card'
    ? billingMessages.methodChangedToCard(shownDay)
    : billingMessages.methodChangedToBoleto(shownDay);
}

async function emailAdmins(
  deps: BillingDeps,
  actor: AuthUser,
  method: ChangePaymentMethodBody['method'],
  day: string,
  cardMask: string | null,
) {
  const changedBy = (await findUserById(deps.db, actor.id))?.name ?? 'Um administrador';
  for (const admin of await companyAdmins(deps.db, actor.companyId)) {
    await deps.mailer.send(
      deps.db,
      paymentMethodChangedEmail({
        to: admin.email,
        name: admin.name,
        changedBy,
        changedAt: deps.now(),
        method,
        fromDay: day,
        cardMask,
      }),
    );
  }
}
