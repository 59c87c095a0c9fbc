/**
 * The simulator's stand-in for Efí's browser tokenizer `payment-token-efi`: the same card
 * fields as `setCreditCardData` and the same `{ payment_token, card_mask }` result. The card
 * goes to the simulator only (`POST <simulator>/control/tokenize`). Browser-safe: no Node APIs.
 */
export interface EfiCardData {
  brand: 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard';
  number: string;
  cvv: string;
  expirationMonth: string;
  expirationYear: string;
  holderName?: string;
  holderDocument?: string;
  reuse?: boolean;
}

export interface EfiPaymentToken {
  payment_token: string;
  card_mask: string;
}

/** Thrown like `payment-token-efi` does: Efí's `{ code, error, error_description }`. */
export class EfiTokenizeError extends Error {
  override readonly name = 'EfiTokenizeError';
  constructor(
    readonly code: number | null,
    readonly error: string | null,
    readonly error_description: string | { property?: string; message?: string } | null,
  ) {
    super(
      typeof error_description === 'string'
        ? error_description
        : (error_description?.message ?? 'Não foi possível validar os dados do cartão.'),
    );
  }
}

export async function tokenizeCardWithSimulator(
  simulatorUrl: string,
  card: EfiCardData,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<EfiPaymentToken> {
  const response = await fetchImpl(`${simulatorUrl.replace(/\/+$/, '')}/control/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(card),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<
    EfiPaymentToken & Pick<EfiTokenizeError, 'code' | 'error' | 'error_description'>
  >;
  if (response.ok && body.payment_token && body.card_mask) {
    return { payment_token: body.payment_token, card_mask: body.card_mask };
  }
  throw new EfiTokenizeError(body.code ?? null, body.error ?? null, body.error_description ?? null);
}
