import { type EfiClient, EfiError, type EfiOneStepSubscription } from '@rumo/efi';
import {
  billingErrorCodes,
  billingMessages,
  type CheckoutInput,
  type CheckoutResult,
} from '@rumo/shared/billing/contracts';
import { addMonths, brazilianDay } from '@rumo/shared/billing/money';
import type { PaymentInput } from '@rumo/shared/billing/payment-method';
import { errorCodes } from '@rumo/shared/common/errors';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { DomainEventBus } from '../../events/domain-events';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { Clock } from '../../plugins/context';
import { findCompanyName } from '../companies/public';
import { markCheckoutLeadConverted } from '../leads/public';
import type { Mailer } from '../mail/public';
import { findUserByEmail } from '../users/public';
import { daysFromTo } from './billing-time';
import { checkoutEmail } from './checkout.mail';
import {
  createBuyerCompany,
  type PurchaseRecord,
  recordPurchase,
  reopenBuyerCompany,
} from './checkout.records';
import {
  claimCheckout,
  findCheckoutByKey,
  finishCheckout,
  isExpiredBoletoOrder,
  reclaimFailedCheckout,
} from './checkout.repository';
import type { CheckoutSessionRow } from './checkout.table';
import { boletoRail } from './methods/boleto';
import { cardRail } from './methods/card';
import type { CheckoutRail, FirstCharge } from './methods/rail';
import { EFI_INTERVAL_MONTHS } from './plans.efi';
import { findPlanOnSale } from './plans.sale';
import type { SubscriptionPlanRow } from './plans.table';
import { findSubscriptionByCompany } from './subscriptions.repository';
import type { StoredPayer, SubscriptionRow } from './subscriptions.table';

export interface CheckoutDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  efi: EfiClient;
  now: Clock;
  events: DomainEventBus;
}

const cardRefused = (reason: string) => new AppError(402, billingErrorCodes.cardRefused, reason);
const providerUnavailable = () =>
  new AppError(503, billingErrorCodes.providerUnavailable, billingMessages.providerUnavailable);
const inProgress = () =>
  conflict(billingErrorCodes.checkoutInProgress, billingMessages.checkoutInProgress);

/** What an earlier attempt with the same idempotency key ended in: the same answer again. */
function replay(row: CheckoutSessionRow): CheckoutResult {
  if (row.state === 'succeeded' && row.result) return row.result;
  if (row.state === 'refused')
    throw cardRefused(row.refusalReason ?? billingMessages.cardRefusedFallback);
  throw inProgress();
}

/** The one-step subscription body (efi-pay.md §1.4.5); Efí's custom_id is the attempt. */
function efiSubscriptionBody(
  rail: CheckoutRail,
  plan: SubscriptionPlanRow,
  payer: StoredPayer,
  attempt: { id: string; first: FirstCharge & { day: string } },
  notificationUrl: string,
) {
  return {
    items: [{ name: `Rumo ${plan.name}`, value: plan.priceCents, amount: 1 }],
    metadata: { custom_id: attempt.id, notification_url: notificationUrl },
    payment: rail.efiPayment(payer, attempt.first),
  };
}

/** The rail the buyer chose (methods/card.ts, methods/boleto.ts). */
const railOf = (payment: PaymentInput): CheckoutRail =>
  payment.method === 'card' ? cardRail(payment.card) : boletoRail;

/** Efí accepts 1 to 365 days of trial (efi-pay.md §4). */
const MAX_EFI_TRIAL_DAYS = 365;

/**
 * Days Efí waits before the first charge (its `trial_days`, counted from tomorrow): a company in
 * trial keeps it, the first charge falling on the trial's last day; a new buyer gets the plan's
 * trial. Zero charges today.
 */
function trialDaysFor(
  plan: SubscriptionPlanRow,
  caller: AuthUser | null,
  current: SubscriptionRow | undefined,
  now: Date,
): number {
  let days = caller ? 0 : plan.trialDays;
  if (current?.status === 'trialing' && current.trialEndsAt && current.trialEndsAt > now) {
    days = daysFromTo(brazilianDay(now), brazilianDay(current.trialEndsAt));
  }
  return Math.min(Math.max(days, 0), MAX_EFI_TRIAL_DAYS);
}

/** Who buys: a signed-in admin, a new buyer, or a new buyer ordering again (`reopen`). */
interface BuyerSituation {
  current: SubscriptionRow | undefined;
  /** The company and admin of the buyer's boleto order that expired unpaid. */
  reopen: { companyId: string; adminId: string } | null;
}

/**
 * Refuses a buyer who cannot buy here: a taken e-mail, a non-admin, a company already paying
 * (or already subscribed during its trial). A new buyer whose boleto order expired unpaid (the
 * admin never activated, so nobody used the account) orders again on the same company; while the
 * first boleto may still be paid the e-mail is taken like any other, so nobody replaces that
 * order or its payer without signing in.
 */
async function assertCanBuy(
  db: Database,
  input: CheckoutInput,
  caller: AuthUser | null,
): Promise<BuyerSituation> {
  if (!caller) {
    const user = await findUserByEmail(db, input.buyer.email);
    if (!user) return { current: undefined, reopen: null };
    if (
      user.status === 'pending' &&
      user.role === 'admin' &&
      (await isExpiredBoletoOrder(db, user.companyId))
    ) {
      return {
        current: await findSubscriptionByCompany(db, user.companyId),
        reopen: { companyId: user.companyId, adminId: user.id },
      };
    }
    throw conflict(errorCodes.emailTaken, billingMessages.emailTaken);
  }
  if (caller.role !== 'admin') throw forbidden();
  const current = await findSubscriptionByCompany(db, caller.companyId);
  const subscribedInTrial =
    current?.status === 'trialing' && current.efiSubscriptionId !== null && !current.efiCanceledAt;
  if (
    current &&
    (current.status === 'active' || current.status === 'past_due' || subscribedInTrial)
  ) {
    throw conflict(billingErrorCodes.alreadySubscribed, billingMessages.alreadySubscribed);
  }
  return { current, reopen: null };
}

/**
 * Records what Efí accepted; should that fail (two buyers raced for one e-mail, the database
 * went away) the Efí subscription is canceled so nobody pays for an account that does not exist.
 */
async function recordOrUndo<T>(
  deps: CheckoutDeps,
  attemptId: string,
  efiSubscriptionId: number,
  record: (db: Database) => Promise<T>,
): Promise<T> {
  try {
    return await record(deps.db);
  } catch (error) {
    await deps.efi.cancelSubscription(efiSubscriptionId).catch(() => undefined);
    await finishCheckout(deps.db, attemptId, { state: 'failed', error: (error as Error).message });
    if (isUniqueViolation(error)) throw conflict(errorCodes.emailTaken, billingMessages.emailTaken);
    throw error;
  }
}

/**
 * Pays for a plan by card or boleto (the rail): claims the idempotency key, creates Efí's
 * subscription (custom_id = this attempt), and only once Efí accepted it records the company, its
 * pending admin, the subscription and the first payment in one transaction. A refusal creates
 * nothing but the attempt's record, answered again to a repeated request. A boleto without a
 * trial leaves the company `pending` until it is paid (checkout.activation.ts).
 */
export async function checkout(
  deps: CheckoutDeps,
  input: CheckoutInput,
  caller: AuthUser | null,
): Promise<CheckoutResult> {
  const { db } = deps;
  const rail = railOf(input.payment);
  const plan = await findPlanOnSale(db, input.planId);

  const earlier = await findCheckoutByKey(db, input.idempotencyKey);
  if (earlier && !(earlier.state === 'failed' && (await reclaimFailedCheckout(db, earlier.id)))) {
    return replay(earlier);
  }
  const { current, reopen } = await assertCanBuy(db, input, caller);
  const trialDays = trialDaysFor(plan, caller, current, deps.now());
  const attempt =
    earlier ??
    (await claimCheckout(db, {
      idempotencyKey: input.idempotencyKey,
      email: input.buyer.email,
      planId: plan.id,
      companyId: caller?.companyId ?? reopen?.companyId ?? null,
    }));
  if (!attempt) {
    const winner = await findCheckoutByKey(db, input.idempotencyKey);
    if (!winner) throw inProgress();
    return replay(winner);
  }

  const companyName = caller
    ? ((await findCompanyName(db, caller.companyId)) ?? input.buyer.name)
    : (input.buyer.company ?? input.buyer.name);
  const { ibgeCode, ...efiAddress } = input.address;
  const payer: StoredPayer = {
    name: input.buyer.name,
    email: input.buyer.email,
    document: input.buyer.document,
    phone: input.buyer.phone,
    birthDate: input.buyer.birthDate,
    company: companyName,
    // Efí is sent the address; the nota fiscal's tomador also needs the city's IBGE code.
    address: efiAddress,
    ibgeCode,
  };

  const today = brazilianDay(deps.now());
  // The first charge is today (card), on its due date (boleto) or on the trial's last day; the
  // period it pays for starts then.
  const firstChargeDay = rail.firstChargeDay({ today, trialDays });
  let reply: EfiOneStepSubscription;
  try {
    reply = await deps.efi.createOneStepSubscription(
      plan.efiPlanId,
      efiSubscriptionBody(
        rail,
        plan,
        payer,
        { id: attempt.id, first: { today, trialDays, day: firstChargeDay } },
        deps.config.efi.notificationUrl,
      ),
    );
  } catch (error) {
    if (error instanceof EfiError && error.kind === 'api' && !error.transient) {
      await finishCheckout(db, attempt.id, { state: 'refused', refusalReason: error.message });
      throw cardRefused(error.message);
    }
    // A timeout may have created the subscription at Efí: the attempt stays open (a repeat
    // answers 409) until Efí's notification, carrying this attempt's id, settles it.
    const uncertain = error instanceof EfiError && error.kind === 'timeout';
    await finishCheckout(db, attempt.id, {
      state: uncertain ? 'processing' : 'failed',
      error: (error as Error).message,
    });
    throw providerUnavailable();
  }

  if (reply.charge.status === 'unpaid') {
    const reason = reply.charge.refusal?.reason ?? billingMessages.cardRefusedFallback;
    await finishCheckout(db, attempt.id, { state: 'refused', refusalReason: reason });
    // Efí keeps a refused subscription alive and would try next month: end it.
    await deps.efi.cancelSubscription(reply.subscription_id).catch(() => undefined);
    throw cardRefused(reason);
  }

  const shown = rail.shown(reply);
  const trial = trialDays > 0;
  // Efí moves a boleto due on a weekend or holiday to the next business day: its day counts.
  const chargeDay = shown.boleto?.dueDate ?? firstChargeDay;
  const periodEnd = addMonths(chargeDay, EFI_INTERVAL_MONTHS[plan.interval]);
  const result: CheckoutResult = {
    id: attempt.id,
    plan: {
      id: plan.id,
      name: plan.name,
      interval: plan.interval,
      priceCents: plan.priceCents,
      userLimit: plan.userLimit,
    },
    amountCents: reply.charge.total,
    // By card without a trial the first charge is today's; a boleto's is the one to pay.
    nextChargeAt: trial || !rail.accessBeforePaid ? chargeDay : periodEnd,
    trial,
    email: input.buyer.email,
    paymentMethod: rail.method,
    cardMask: shown.cardMask,
    boleto: shown.boleto,
    existingCompany: Boolean(caller),
  };
  const purchase: PurchaseRecord = {
    plan,
    payer,
    method: rail.method,
    shown,
    // Without a trial a boleto buyer waits for the first boleto to be paid.
    pending: !trial && !rail.accessBeforePaid,
    efi: reply,
    today,
    firstChargeDay: chargeDay,
    periodEnd,
    result,
  };
  const recorded = await recordOrUndo(deps, attempt.id, reply.subscription_id, (database) =>
    database.transaction(async (tx) => {
      const activation = { activation: !purchase.pending };
      const buyer = caller
        ? { companyId: caller.companyId, activation: null }
        : reopen
          ? await reopenBuyerCompany(tx, deps, reopen, activation)
          : await createBuyerCompany(tx, deps, payer, activation);
      const previous = await recordPurchase(tx, buyer.companyId, purchase);
      await finishCheckout(tx, attempt.id, {
        state: 'succeeded',
        result,
        companyId: buyer.companyId,
      });
      await markCheckoutLeadConverted(tx, input.buyer.email);
      return { ...buyer, previous };
    }),
  );

  // A company that bought again: its old Efí subscription must not charge any more.
  if (recorded.previous && recorded.previous !== reply.subscription_id) {
    await deps.efi.cancelSubscription(recorded.previous).catch(() => undefined);
  }
  const email = checkoutEmail(deps.config.publicUrl, payer, result, {
    activation: recorded.activation,
    pending: purchase.pending,
  });
  await deps.mailer.send(db, email);
  return result;
}
