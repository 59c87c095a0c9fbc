/**
 * What other features may use of billing: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere. Billing sits above auth and below invoices:
 * it tells invoices what happened to a payment through the events declared below.
 */

export { processNotificationAndDunning } from './billing.jobs';
export {
  type BillingEmail,
  dunningEmail,
  sendBillingEmailOnce,
} from './billing.mail';
export { listCompanyPayments } from './billing-account.repository';
export { addDays, addMonths, dayOf, formatCents, formatDay } from './billing-time';
export { cancelNextPeriodBoletos, stopBoletoCharging } from './boleto-cancellation';
export { applyChargeSettled } from './charge-settled';
/** Tables other features join on (the backoffice's lists and figures, invoices, reminders). */
export { checkoutSessions } from './checkout.table';
export { assertCompanyWritable } from './company-write-access';
export { findLiveSession, type SessionSubscription } from './live-session.repository';
export { assertSeatAvailable } from './plan-limits';
export { efiPlanName, ensureEfiPlan } from './plans.efi';
export {
  type NewSubscriptionPlanRow,
  type SubscriptionPlanRow,
  subscriptionPlans,
} from './plans.table';
export { readOnlyGuard } from './read-only';
export {
  applyChargeChange,
  type BillingDeps,
} from './subscription-lifecycle.service';
export {
  type PaymentRow,
  payments,
  type StoredPayer,
  type SubscriptionRow,
  subscriptions,
} from './subscriptions.table';
export { signupTrial, startTrial } from './trial';
export {
  type EfiNotificationRow,
  efiNotificationEntries,
  efiNotifications,
} from './webhooks.table';

/** A charge was paid for the first time (`paid` or `settled`): its nota fiscal is due. */
export interface PaymentPaid {
  paymentId: string;
  companyId: string;
  subscriptionId: string;
  amountCents: number;
  paidAt: Date;
}

/** A paid charge was refunded: its nota fiscal is canceled. */
export interface PaymentRefunded {
  paymentId: string;
  companyId: string;
  subscriptionId: string;
}

declare module '../../events/domain-events' {
  interface DomainEventMap {
    'payment.paid': PaymentPaid;
    'payment.refunded': PaymentRefunded;
  }
}
