import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { EfiRefusal } from '../schemas/subscriptions.js';
import type { SimCard } from './store.js';

/**
 * Efí's sandbox decides a card payment by the last digit of the card number (efi-pay.md
 * §1.8): 1, 2 and 3 are refused with these reasons, anything else is approved.
 */
const REFUSALS: Record<string, EfiRefusal> = {
  '1': { reason: 'Dados do cartão inválidos.', retry: false },
  '2': { reason: 'Transação não autorizada por motivos de segurança.', retry: false },
  '3': { reason: 'Transação não autorizada, tente novamente mais tarde.', retry: true },
};

/** The refusal for a card, or null when the sandbox approves it. */
export function refusalFor(card: Pick<SimCard, 'lastDigit'>): EfiRefusal | null {
  return REFUSALS[card.lastDigit] ?? null;
}

/** The reason given when a renewal is forced to fail on an otherwise approved card. */
export const FORCED_REFUSAL: EfiRefusal = {
  reason: 'Transação não autorizada, tente novamente mais tarde.',
  retry: true,
};

export const cardBrands = ['visa', 'mastercard', 'amex', 'elo', 'hipercard'] as const;

/** The card data `payment-token-efi`'s `setCreditCardData` takes (efi-pay.md §3.1). */
export const tokenizeInputSchema = z.object({
  brand: z.enum(cardBrands, { message: 'Bandeira não suportada.' }),
  number: z
    .string()
    .transform((value) => value.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Número do cartão inválido.')),
  cvv: z.string().regex(/^\d{3,4}$/, 'CVV inválido.'),
  expirationMonth: z.string().regex(/^(0[1-9]|1[0-2])$/, 'Mês de validade inválido.'),
  expirationYear: z.string().regex(/^\d{4}$/, 'Ano de validade inválido.'),
  holderName: z.string().min(3).max(50).optional(),
  holderDocument: z.string().optional(),
  reuse: z.boolean().optional(),
});
export type SimTokenizeInput = z.input<typeof tokenizeInputSchema>;

/** The card as the simulator keeps it, or a pt-BR reason when it is expired. */
export function tokenizeCard(
  input: z.output<typeof tokenizeInputSchema>,
  now: Date,
): { token: string; card: SimCard; cardMask: string } | { expired: string } {
  const year = Number(input.expirationYear);
  const month = Number(input.expirationMonth);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (year * 12 + month < current || year > now.getUTCFullYear() + 11) {
    return { expired: 'Data de validade do cartão inválida.' };
  }
  const last4 = input.number.slice(-4);
  const card: SimCard = {
    mask: `${input.number.slice(0, 6)}${'X'.repeat(input.number.length - 10)}${last4}`,
    brand: input.brand,
    lastDigit: input.number.slice(-1),
    reusable: input.reuse ?? false,
    used: false,
  };
  const cardMask = `${'X'.repeat(input.number.length - 4)}${last4}`;
  return { token: randomBytes(20).toString('hex'), card, cardMask };
}

/**
 * A `payment_token` the simulator did not issue (tests may invent one): reusable, and its
 * last hex character plays the card's last digit.
 */
export function cardForUnknownToken(token: string): SimCard {
  return {
    mask: `XXXXXXXXXXXX${token.slice(-4).toUpperCase()}`,
    brand: 'visa',
    lastDigit: token.slice(-1),
    reusable: true,
    used: false,
  };
}
