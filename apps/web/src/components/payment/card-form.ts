import { z } from 'zod';
import { detectCardBrand, passesLuhn } from './card-brand';
import type { CardInput } from './card-tokenizer';
import { digitsOf } from './masks';

/** The card as typed in a form; it goes to the tokenizer only, Rumo's API receives the token. */
export interface CardValues {
  number: string;
  holderName: string;
  /** MM/AA */
  expiry: string;
  cvv: string;
}

/** Any form holding the card under `card` (the checkout, the billing tab's card forms). */
export interface CardFormValues {
  card: CardValues;
}

export const EMPTY_CARD: CardValues = { number: '', holderName: '', expiry: '', cvv: '' };

export const cardMessages = {
  cardNumber: 'Informe um número de cartão válido.',
  cardBrand: 'Bandeira não aceita. Use Visa, Mastercard, American Express, Elo ou Hipercard.',
  holderName: 'Informe o nome como está impresso no cartão (nome e sobrenome).',
  expiry: 'Informe a validade no formato MM/AA.',
  expired: 'Este cartão está vencido.',
  cvv: 'Informe o CVV de 3 dígitos (4 no American Express).',
} as const;

/** MM/AA to the month and four-digit year, or null when it is not a month. */
export function parseExpiry(value: string): { month: string; year: string } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, month, year] = match as unknown as [string, string, string];
  if (Number(month) < 1 || Number(month) > 12) return null;
  return { month, year: `20${year}` };
}

export interface CardSchemaOptions {
  /** Check the card number's Luhn digit (off with the simulator, whose test numbers skip it). */
  luhn: boolean;
  today?: Date;
}

/** The card fields' rules (shared by /checkout and the billing tab's card forms). */
export function cardFormSchema({ luhn, today = new Date() }: CardSchemaOptions) {
  const currentMonth = today.getFullYear() * 12 + today.getMonth() + 1;
  return z
    .object({
      number: z.string(),
      holderName: z.string(),
      expiry: z.string(),
      cvv: z.string(),
    })
    .superRefine((card, ctx) => {
      const number = digitsOf(card.number);
      if (number.length < 13 || number.length > 19 || (luhn && !passesLuhn(number))) {
        ctx.addIssue({ code: 'custom', path: ['number'], message: cardMessages.cardNumber });
      } else if (!detectCardBrand(number)) {
        ctx.addIssue({ code: 'custom', path: ['number'], message: cardMessages.cardBrand });
      }
      const holder = card.holderName.trim();
      if (holder.length < 3 || holder.length > 50 || holder.split(/\s+/).length < 2) {
        ctx.addIssue({
          code: 'custom',
          path: ['holderName'],
          message: cardMessages.holderName,
        });
      }
      const expiry = parseExpiry(card.expiry);
      if (!expiry) {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: cardMessages.expiry });
      } else {
        const month = Number(expiry.year) * 12 + Number(expiry.month);
        if (month < currentMonth) {
          ctx.addIssue({ code: 'custom', path: ['expiry'], message: cardMessages.expired });
        } else if (Number(expiry.year) > today.getFullYear() + 11) {
          ctx.addIssue({ code: 'custom', path: ['expiry'], message: cardMessages.expiry });
        }
      }
      const cvvLength = detectCardBrand(number) === 'amex' ? 4 : 3;
      if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv)) {
        ctx.addIssue({ code: 'custom', path: ['cvv'], message: cardMessages.cvv });
      }
    });
}

/** What the tokenizer receives (validated values only). */
export function cardInputOf(values: CardFormValues): CardInput {
  const expiry = parseExpiry(values.card.expiry);
  return {
    number: digitsOf(values.card.number),
    holderName: values.card.holderName.trim(),
    expirationMonth: expiry?.month ?? '',
    expirationYear: expiry?.year ?? '',
    cvv: values.card.cvv,
  };
}
