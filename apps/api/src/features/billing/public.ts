/**
 * What other features may use of billing: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */

export { listCompanyPayments } from './billing-account.repository';
export { cancelNextPeriodBoletos, stopBoletoCharging } from './boleto-cancellation';
export { applyChargeSettled, type SettleOutcome } from './charge-settled';
export { findLiveSession, type SessionSubscription } from './live-session.repository';
export { assertSeatAvailable } from './plan-limits';
export { readOnlyGuard } from './read-only';
export {
  applyChargeChange,
  type BillingDeps,
} from './subscription-lifecycle.service';
export { findCompanyPlanName } from './subscriptions.repository';
export { signupTrial, startTrial } from './trial';

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
