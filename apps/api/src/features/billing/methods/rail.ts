import type { EfiOneStepSubscription, EfiOneStepSubscriptionInput } from '@rumo/efi';
import type { BoletoDetails, PaymentMethod } from '@rumo/shared/billing/payment-method';
import type { StoredPayer } from '../subscriptions.table';

/**
 * A payment rail as checkout uses it: what Efí is sent and how its charge is shown and kept.
 * One module per rail (card.ts, boleto.ts); see docs/decisions/0025-payment-methods.md.
 */
export interface FirstCharge {
  /** 'YYYY-MM-DD' in Brasília. */
  today: string;
  /** Days before the first charge (0: no trial). */
  trialDays: number;
}

/** The charge as the checkout result shows it and the subscription and payment rows keep it. */
export interface ChargeShown {
  cardBrand: string | null;
  cardMask: string | null;
  boleto: BoletoDetails | null;
}

export interface CheckoutRail {
  method: PaymentMethod;
  /**
   * Whether the company has access before its first charge is paid when there is no trial: a
   * card is charged at once, a boleto is paid days later (the company waits, `pending`).
   */
  accessBeforePaid: boolean;
  /** The first charge's day: with a trial its last day; else today (card) or the due date. */
  firstChargeDay(first: FirstCharge): string;
  /** The `payment` part of Efí's one-step subscription body. */
  efiPayment(
    payer: StoredPayer,
    first: FirstCharge & { day: string },
  ): EfiOneStepSubscriptionInput['payment'];
  shown(reply: EfiOneStepSubscription): ChargeShown;
}
