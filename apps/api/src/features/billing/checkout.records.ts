import type { EfiOneStepSubscription } from '@rumo/efi';
import {
  billingMessages,
  type CheckoutResult,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@rumo/shared/billing/contracts';
import type { PaymentMethod } from '@rumo/shared/billing/payment-method';
import { errorCodes } from '@rumo/shared/common/errors';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { conflict } from '../../lib/errors';
import { unusablePasswordHash } from '../../lib/password';
import { createPurchaseActivationToken } from '../auth/public';
import { insertCompany } from '../companies/public';
import { insertUser } from '../users/public';
import { endOfBrazilianDay } from './access';
import { isExpiredBoletoOrder } from './checkout.repository';
import type { ChargeShown } from './methods/rail';
import type { SubscriptionPlanRow } from './plans.table';
import {
  insertPayment,
  lockSubscriptionByCompany,
  upsertSubscription,
} from './subscriptions.repository';
import type { StoredPayer } from './subscriptions.table';

/** Efí's charge status as stored; a status Efí adds later counts as still waiting. */
export function asPaymentStatus(status: string): PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(status)
    ? (status as PaymentStatus)
    : 'waiting';
}

/** What Efí accepted, ready to be recorded. */
export interface PurchaseRecord {
  plan: SubscriptionPlanRow;
  payer: StoredPayer;
  method: PaymentMethod;
  shown: ChargeShown;
  /** No access until the first charge is paid (a boleto without a trial). */
  pending: boolean;
  efi: EfiOneStepSubscription;
  /** 'YYYY-MM-DD' in Brasília. */
  today: string;
  /** The first charge's day: today (card), the boleto's due date, or the trial's last day. */
  firstChargeDay: string;
  /** The end of the period the first charge pays for. */
  periodEnd: string;
  result: CheckoutResult;
}

/**
 * A buyer without an account: the company and its admin, pending until the e-mailed link. The
 * link (`activation`) is made now, or once the first boleto is paid (checkout.activation.ts).
 */
export async function createBuyerCompany(
  tx: Database,
  { config, now }: { config: Pick<AppConfig, 'jwtSecret'>; now: Clock },
  payer: StoredPayer,
  options: { activation: boolean },
): Promise<{ companyId: string; activation: string | null }> {
  const company = await insertCompany(tx, payer.company ?? payer.name);
  const admin = await insertUser(tx, {
    companyId: company.id,
    name: payer.name,
    email: payer.email,
    passwordHash: await unusablePasswordHash(),
    role: 'admin',
    status: 'pending',
  });
  const activation = options.activation
    ? await createPurchaseActivationToken(tx, config.jwtSecret, admin.id, now())
    : null;
  return { companyId: company.id, activation };
}

/**
 * A new buyer orders again after a boleto order expired unpaid: the same company and admin, a new
 * link. Checked again under the subscription's lock: another checkout may have reopened the
 * order since it was read, and its pending boleto must not be replaced.
 */
export async function reopenBuyerCompany(
  tx: Database,
  { config, now }: { config: Pick<AppConfig, 'jwtSecret'>; now: Clock },
  order: { companyId: string; adminId: string },
  options: { activation: boolean },
): Promise<{ companyId: string; activation: string | null }> {
  await lockSubscriptionByCompany(tx, order.companyId);
  if (!(await isExpiredBoletoOrder(tx, order.companyId))) {
    throw conflict(errorCodes.emailTaken, billingMessages.emailTaken);
  }
  const activation = options.activation
    ? await createPurchaseActivationToken(tx, config.jwtSecret, order.adminId, now())
    : null;
  return { companyId: order.companyId, activation };
}

/**
 * The company's subscription becomes the paid plan (a trial or an ended subscription is replaced)
 * and the first charge is recorded. Returns the Efí subscription it replaces, if any.
 */
export async function recordPurchase(
  tx: Database,
  companyId: string,
  purchase: PurchaseRecord,
): Promise<number | null> {
  const previous = await lockSubscriptionByCompany(tx, companyId);
  const { today, firstChargeDay, periodEnd } = purchase;
  const trial = !purchase.pending && firstChargeDay > today;
  const waiting = trial || purchase.pending;
  const subscription = await upsertSubscription(tx, {
    companyId,
    planId: purchase.plan.id,
    nextPlanId: null,
    // In trial until the first charge's day is over, or pending until the first boleto is paid;
    // that charge's payment makes it active.
    status: purchase.pending ? 'pending' : trial ? 'trialing' : 'active',
    efiSubscriptionId: purchase.efi.subscription_id,
    trialEndsAt: trial ? endOfBrazilianDay(firstChargeDay) : null,
    currentPeriodStart: today,
    currentPeriodEnd: waiting ? firstChargeDay : periodEnd,
    nextChargeAt: waiting ? firstChargeDay : periodEnd,
    nextChargeCents: purchase.plan.priceCents,
    paymentMethod: purchase.method,
    nextPaymentMethod: null,
    cardBrand: purchase.shown.cardBrand,
    cardMask: purchase.shown.cardMask,
    payer: purchase.payer,
    cancelAtPeriodEnd: false,
    cancelReason: null,
    canceledAt: null,
    efiCanceledAt: null,
    endedAt: null,
    pastDueSince: null,
    // The previous purchase's comparison with Efí's schedule says nothing about this one.
    efiNextExecution: null,
    efiMismatchAt: null,
  });
  await insertPayment(tx, {
    companyId,
    subscriptionId: subscription.id,
    planId: purchase.plan.id,
    efiChargeId: purchase.efi.charge.id,
    efiSubscriptionId: purchase.efi.subscription_id,
    amountCents: purchase.efi.charge.total,
    status: asPaymentStatus(purchase.efi.charge.status),
    method: purchase.method,
    boleto: purchase.shown.boleto,
    // Efí's first charge: the period it pays for is known now (see periodOf in the lifecycle).
    periodStart: firstChargeDay,
    periodEnd,
  });
  const replaced = previous?.efiSubscriptionId;
  return replaced && !previous.efiCanceledAt ? replaced : null;
}
