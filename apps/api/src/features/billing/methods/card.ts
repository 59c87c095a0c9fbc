import type { CardToken } from '@rumo/shared/billing/payment-method';
import { addDays } from '../billing-time';
import { efiCustomer } from '../efi-payer';
import type { CheckoutRail } from './rail';

/**
 * The card rail: Efí charges the tokenized card at once, or on the trial's last day (its
 * `trial_days`, counted from tomorrow); the charge is shown by the card's mask.
 */
export function cardRail(card: CardToken): CheckoutRail {
  return {
    method: 'card',
    accessBeforePaid: true,
    firstChargeDay: ({ today, trialDays }) => addDays(today, trialDays),
    efiPayment: (payer, { trialDays }) => ({
      credit_card: {
        customer: efiCustomer(payer),
        payment_token: card.paymentToken,
        billing_address: payer.address,
        ...(trialDays > 0 ? { trial_days: trialDays } : {}),
      },
    }),
    shown: () => ({ cardBrand: card.cardBrand, cardMask: card.cardMask, boleto: null }),
  };
}
