import { EfiError } from '@rumo/efi';
import {
  type BillingActionResult,
  type BillingOverview,
  billingErrorCodes,
  billingMessages,
  type CancelSubscriptionBody,
  type SubscriptionView,
  type UpdateCardBody,
} from '@rumo/shared/billing/contracts';
import type { ChangePaymentMethodBody } from '@rumo/shared/billing/payment-method';
import type { Database } from '../../db/database';
import { AppError, conflict } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { effectiveGraceDays } from '../platform-settings/public';
import { findUserById } from '../users/public';
import { billingAccess, endOfBrazilianDay } from './access';
import {
  cancellationEmail,
  cancellationUndoneEmail,
  cardChangedEmail,
} from './billing-account.mail';
import { changePaymentMethod } from './billing-account.method';
import {
  latestUnpaidPayment,
  listOpenBoletos,
  markPaymentRetried,
} from './billing-account.repository';
import { resumeBoletoCharging, stopBoletoCharging } from './boleto-cancellation';
import type { CheckoutDeps } from './checkout.service';
import { efiCustomer } from './efi-payer';
import { findPlanOnSale } from './plans.sale';
import { companyAdmins } from './subscription-state.repository';
import {
  countSeatUsers,
  findSubscriptionByCompany,
  findSubscriptionOverview,
  updateSubscription,
} from './subscriptions.repository';
import type { SubscriptionRow } from './subscriptions.table';

export type BillingDeps = CheckoutDeps;

const summary = (
  plan: {
    id: string | null;
    name: string | null;
    interval: 'monthly' | 'yearly' | null;
    priceCents: number | null;
    userLimit: number | null;
  } | null,
) =>
  plan?.id && plan.name && plan.interval && plan.priceCents !== null && plan.userLimit !== null
    ? {
        id: plan.id,
        name: plan.name,
        interval: plan.interval,
        priceCents: plan.priceCents,
        userLimit: plan.userLimit,
      }
    : null;

export async function getOverview(deps: BillingDeps, companyId: string): Promise<BillingOverview> {
  const row = await findSubscriptionOverview(deps.db, companyId);
  const access = billingAccess(
    row?.subscription,
    deps.now(),
    await effectiveGraceDays(deps.db, deps.config),
  );
  const openBoletos = await listOpenBoletos(deps.db, companyId);
  if (!row) return { subscription: null, access, openBoletos };
  const { subscription: s } = row;
  const overdue = s.status === 'past_due' || s.status === 'suspended';
  // A plan change waits for the next charge: none comes once the subscription ends.
  const ending = s.cancelAtPeriodEnd || s.status === 'canceled' || s.status === 'expired';
  const view: SubscriptionView = {
    status: s.status,
    plan: summary(row.plan),
    nextPlan: ending ? null : summary(row.nextPlan),
    trialEndsAt: s.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: s.currentPeriodEnd,
    nextChargeAt: s.cancelAtPeriodEnd ? null : s.nextChargeAt,
    // While a charge is refused, what is due is that charge (the tab's "Pagar agora").
    nextChargeCents:
      overdue && row.unpaidCents !== null
        ? row.unpaidCents
        : s.cancelAtPeriodEnd
          ? null
          : s.nextChargeCents,
    paymentMethod: s.paymentMethod,
    nextPaymentMethod: s.nextPaymentMethod,
    cardBrand: s.cardBrand,
    cardMask: s.cardMask,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    cancelReason: s.cancelReason,
    canceledAt: s.canceledAt?.toISOString() ?? null,
    pastDueSince: s.pastDueSince?.toISOString() ?? null,
    activeUsers: row.activeUsers,
    cardNeedsBirthDate: s.cardNeedsBirthDate,
  };
  return { subscription: view, access, openBoletos };
}

const invalidState = (message: string) => conflict(billingErrorCodes.invalidState, message);

/**
 * The company's paid subscription at Efí; 409 when there is none. Efí is called outside any
 * transaction (the embedded database has one connection, and Efí's callbacks write to it).
 */
async function findPaid(
  db: Database,
  companyId: string,
): Promise<SubscriptionRow & { efiSubscriptionId: number }> {
  const row = await findSubscriptionByCompany(db, companyId);
  if (!row?.efiSubscriptionId || !row.planId || row.efiCanceledAt) {
    throw conflict(billingErrorCodes.noSubscription, billingMessages.noSubscription);
  }
  // A company that subscribed during its trial is `trialing` until the first charge is paid.
  if (row.status !== 'active' && row.status !== 'past_due' && row.status !== 'trialing') {
    throw invalidState(billingMessages.notCancelable);
  }
  return { ...row, efiSubscriptionId: row.efiSubscriptionId };
}

async function answer(
  deps: BillingDeps,
  companyId: string,
  message: string,
): Promise<BillingActionResult> {
  return { ...(await getOverview(deps, companyId)), message };
}

/** Efí's refusals and validation errors reach the customer in pt-BR; its outages as 503. */
function fromEfi(error: unknown): never {
  if (error instanceof EfiError) {
    if (error.kind === 'api' && !error.transient) {
      throw new AppError(402, billingErrorCodes.cardRefused, error.message);
    }
    throw new AppError(
      503,
      billingErrorCodes.providerUnavailable,
      billingMessages.providerUnavailable,
    );
  }
  throw error;
}

/** A new plan from the next charge on: Efí charges the new value, Rumo switches at that payment. */
export async function changePlan(deps: BillingDeps, actor: AuthUser, planId: string) {
  const plan = await findPlanOnSale(deps.db, planId);
  const current = await findPaid(deps.db, actor.companyId);
  if (current.cancelAtPeriodEnd) throw invalidState(billingMessages.planChangeWhileCanceling);
  if (current.planId === plan.id && !current.nextPlanId)
    throw invalidState(billingMessages.samePlan);
  const seats = await countSeatUsers(deps.db, actor.companyId);
  if (seats > plan.userLimit)
    throw invalidState(billingMessages.planTooSmall(seats, plan.userLimit));
  await deps.efi
    .updateSubscription(current.efiSubscriptionId, {
      plan_id: plan.efiPlanId,
      items: [{ name: `Rumo ${plan.name}`, value: plan.priceCents, amount: 1 }],
    })
    .catch(fromEfi);
  await updateSubscription(deps.db, current.id, {
    nextPlanId: current.planId === plan.id ? null : plan.id,
    nextChargeCents: plan.priceCents,
  });
  return answer(
    deps,
    actor.companyId,
    current.planId === plan.id ? billingMessages.planChangeUndone : billingMessages.planChanged,
  );
}

/**
 * Later charges use the new card (a token from the browser; the card never reaches Rumo). Efí's
 * verdict is awaited: a card it refuses answers 402 with its reason and changes nothing here.
 * Every change is e-mailed to the company's admins.
 */
export async function updateCard(deps: BillingDeps, actor: AuthUser, body: UpdateCardBody) {
  const current = await findPaid(deps.db, actor.companyId);
  await deps.efi
    .updateSubscription(current.efiSubscriptionId, { payment_token: body.card.paymentToken })
    .catch(fromEfi);
  await updateSubscription(deps.db, current.id, {
    cardBrand: body.card.cardBrand,
    cardMask: body.card.cardMask,
    ...(body.address && current.payer
      ? { payer: { ...current.payer, address: { complement: '', ...body.address } } }
      : {}),
  });
  const changedBy = (await findUserById(deps.db, actor.id))?.name ?? 'Um administrador';
  for (const admin of await companyAdmins(deps.db, actor.companyId)) {
    await deps.mailer.send(
      deps.db,
      cardChangedEmail({
        to: admin.email,
        name: admin.name,
        changedBy,
        changedAt: deps.now(),
        cardBrand: body.card.cardBrand,
        cardMask: body.card.cardMask,
      }),
    );
  }
  return answer(deps, actor.companyId, billingMessages.cardUpdated);
}

/** Efí could not be reached (or refused) while stopping or resuming its charges. */
function efiUnavailable(error: unknown): never {
  if (!(error instanceof EfiError)) throw error;
  throw new AppError(
    503,
    billingErrorCodes.providerUnavailable,
    billingMessages.providerUnavailable,
  );
}

/**
 * Cancels at the end of the paid period: the company keeps everything until then. By card the
 * daily job ends Efí's subscription before it charges again (so an undo needs no new card); by
 * boleto Efí's subscription and its boletos for the next period end now (boleto-cancellation.ts).
 */
export async function cancelSubscription(
  deps: BillingDeps,
  actor: AuthUser,
  body: CancelSubscriptionBody,
) {
  const current = await findPaid(deps.db, actor.companyId);
  if (current.cancelAtPeriodEnd) throw invalidState(billingMessages.notCancelable);
  const efiCanceledAt = await stopBoletoCharging(deps, current).catch(efiUnavailable);
  const saved = await updateSubscription(deps.db, current.id, {
    cancelAtPeriodEnd: true,
    cancelReason: body.reason,
    canceledAt: deps.now(),
    ...(efiCanceledAt ? { efiCanceledAt } : {}),
  });
  await emailActor(deps, actor, (to, name) =>
    cancellationEmail({ to, name, endsOn: saved.currentPeriodEnd, link: tabLink(deps) }),
  );
  return answer(deps, actor.companyId, billingMessages.cancelScheduled);
}

export async function undoCancellation(deps: BillingDeps, actor: AuthUser) {
  const current = await findSubscriptionByCompany(deps.db, actor.companyId);
  const ended =
    current?.currentPeriodEnd && endOfBrazilianDay(current.currentPeriodEnd) <= deps.now();
  if (!current?.cancelAtPeriodEnd || ended) throw invalidState(billingMessages.nothingToUndo);
  if (current.efiCanceledAt) {
    // By boleto the cancellation took effect at Efí when scheduled: subscribe there again.
    const boleto = (current.nextPaymentMethod ?? current.paymentMethod) === 'boleto';
    const resumed = boleto && (await resumeBoletoCharging(deps, current).catch(efiUnavailable));
    if (!resumed) throw invalidState(billingMessages.nothingToUndo);
  } else {
    await updateSubscription(deps.db, current.id, {
      cancelAtPeriodEnd: false,
      cancelReason: null,
      canceledAt: null,
    });
  }
  await emailActor(deps, actor, (to, name) =>
    cancellationUndoneEmail({ to, name, link: tabLink(deps) }),
  );
  return answer(deps, actor.companyId, billingMessages.cancelUndone);
}

/** A past-due subscription pays its refused charge again with a new card (Efí's retry). */
export async function payAgain(deps: BillingDeps, actor: AuthUser, body: UpdateCardBody) {
  const current = await findSubscriptionByCompany(deps.db, actor.companyId);
  const unpaid = current ? await latestUnpaidPayment(deps.db, current.id) : undefined;
  if (!current?.payer || !unpaid) throw invalidState(billingMessages.nothingToPay);
  // Efí retries only card charges: an overdue boleto is paid as a boleto (or by its Pix).
  if (unpaid.method === 'boleto') throw invalidState(billingMessages.payNowBoleto);
  const payer = body.address
    ? { ...current.payer, address: { complement: '', ...body.address } }
    : current.payer;
  const retried = await deps.efi
    .retryCharge(unpaid.efiChargeId, {
      payment: {
        credit_card: {
          customer: efiCustomer(payer),
          billing_address: payer.address,
          payment_token: body.card.paymentToken,
          update_card: true,
        },
      },
    })
    .catch(fromEfi);
  if (retried.status === 'unpaid') {
    throw new AppError(
      402,
      billingErrorCodes.cardRefused,
      retried.refusal?.reason ?? billingMessages.cardRefusedFallback,
    );
  }
  await markPaymentRetried(deps.db, unpaid.id, deps.now());
  await updateSubscription(deps.db, current.id, {
    cardBrand: body.card.cardBrand,
    cardMask: body.card.cardMask,
    payer,
  });
  return answer(deps, actor.companyId, billingMessages.paymentRetried);
}

/** Card ↔ boleto from the next charge on (billing-account.method.ts). */
export async function switchPaymentMethod(
  deps: BillingDeps,
  actor: AuthUser,
  body: ChangePaymentMethodBody,
) {
  return answer(deps, actor.companyId, await changePaymentMethod(deps, actor, body));
}

const tabLink = (deps: BillingDeps) => `${deps.config.publicUrl}/configuracoes?aba=assinatura`;

async function emailActor(
  deps: BillingDeps,
  actor: AuthUser,
  build: (to: string, name: string) => Parameters<BillingDeps['mailer']['send']>[1],
) {
  const user = await findUserById(deps.db, actor.id);
  if (user) await deps.mailer.send(deps.db, build(user.email, user.name));
}
