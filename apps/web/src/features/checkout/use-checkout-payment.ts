import type { CheckoutResult } from '@rumo/shared/billing/contracts';
import { billingErrorCodes, billingMessages } from '@rumo/shared/billing/contracts';
import type { PaymentInput } from '@rumo/shared/billing/payment-method';
import { errorCodes } from '@rumo/shared/common/error-codes';
import { useCallback, useRef, useState } from 'react';
import { CardTokenizeError, type CardTokenizer } from '../../components/payment/card-tokenizer';
import { paymentMethodModules } from '../../components/payment/methods/payment-methods';
import { errorMessage, isApiError } from '../../lib/api-error';
import { submitCheckout } from './api/submit-checkout';
import { type CheckoutFormValues, toCheckoutBody } from './checkout-form-model';

/** A fresh idempotency key: one per payment attempt (crypto.randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type PaymentPhase = 'idle' | 'tokenizing' | 'paying';

export type PaymentOutcome =
  | { kind: 'paid'; result: CheckoutResult }
  /** The card was refused (402): Efí's reason; the CVV is typed again for the next attempt. */
  | { kind: 'refused'; message: string }
  /** The tokenizer did not accept the card (nothing was charged nor sent to Rumo). */
  | { kind: 'cardInvalid'; message: string }
  | { kind: 'emailTaken'; message: string }
  /** Anything else; `issues` are the API's field errors, when it sent some. */
  | { kind: 'failed'; error: unknown; message: string }
  /** A second click while the first attempt runs: ignored. */
  | { kind: 'busy' };

interface Options {
  tokenizer: CardTokenizer | null;
  signedIn: boolean;
  withCompany: boolean;
}

/**
 * The pay button's work: the rail's payment (a card is tokenized in the browser), then POST /api/checkout with the
 * attempt's idempotency key. The key survives a retry after a network or server failure (the
 * first request may have gone through) and a double click (the second one is ignored); it is
 * replaced after an answer that settles the attempt without a charge (a refusal, a 4xx).
 */
export function useCheckoutPayment({ tokenizer, signedIn, withCompany }: Options) {
  const keyRef = useRef<string | null>(null);
  const runningRef = useRef(false);
  const [phase, setPhase] = useState<PaymentPhase>('idle');

  const pay = useCallback(
    async (values: CheckoutFormValues): Promise<PaymentOutcome> => {
      if (runningRef.current) return { kind: 'busy' };
      const rail = paymentMethodModules[values.paymentMethod];
      if (rail.tokenizes && !tokenizer) {
        return { kind: 'failed', error: null, message: billingMessages.providerUnavailable };
      }
      runningRef.current = true;
      keyRef.current ??= newIdempotencyKey();
      try {
        if (rail.tokenizes) setPhase('tokenizing');
        let payment: PaymentInput;
        try {
          payment = await rail.paymentInput(values, tokenizer);
        } catch (error) {
          // Nothing reached Rumo: the key stays for the next try.
          const message = error instanceof CardTokenizeError ? error.message : errorMessage(error);
          return { kind: 'cardInvalid', message };
        }
        setPhase('paying');
        const body = toCheckoutBody(values, payment, keyRef.current, withCompany);
        const result = await submitCheckout(body, signedIn);
        keyRef.current = null;
        return { kind: 'paid', result };
      } catch (error) {
        if (isApiError(error)) {
          const code = (error.body as { code?: unknown } | null)?.code;
          const settled =
            error.status >= 400 &&
            error.status < 500 &&
            code !== billingErrorCodes.checkoutInProgress &&
            error.status !== 429;
          if (settled) keyRef.current = null;
          const refused =
            code === billingErrorCodes.cardRefused ||
            (error.status === 402 && code !== billingErrorCodes.readOnly);
          if (refused) {
            return {
              kind: 'refused',
              message: error.message || billingMessages.cardRefusedFallback,
            };
          }
          if (code === errorCodes.emailTaken) {
            return { kind: 'emailTaken', message: error.message || billingMessages.emailTaken };
          }
        }
        return { kind: 'failed', error, message: errorMessage(error) };
      } finally {
        runningRef.current = false;
        setPhase('idle');
      }
    },
    [tokenizer, signedIn, withCompany],
  );

  return { pay, phase, pending: phase !== 'idle' };
}
