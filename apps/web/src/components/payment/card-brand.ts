/** The card brands Efí accepts for subscriptions (efi-pay.md §3.1), as its tokenizer names them. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'elo', 'hipercard'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const cardBrandLabels: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
};

export function isCardBrand(value: string): value is CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(value);
}

// Elo and Hipercard ranges overlap Visa's and Mastercard's, so they are tested first.
const ELO =
  /^(401178|401179|431274|438935|451416|457393|457631|457632|504175|506(699|7[0-6]\d|77[0-8])|509\d{3}|627780|636297|636368|650(0[3-9]\d|[1-4]\d{2}|5[0-3]\d)|6504(0[5-9]|[1-3]\d)|6505(4[1-9]|[5-8]\d|9[0-8])|6507(0\d|1[0-8]|2[0-7])|6509(0[1-9]|1\d|20)|6516(5[2-9]|[6-7]\d)|6550([0-1]\d|2[1-9]|[3-4]\d|5[0-8]))/;
const HIPERCARD = /^(606282|3841)/;

/**
 * The brand of a (partial) card number from its first digits, or null when unknown yet. Shown
 * while typing; with Efí the tokenizer's own `verifyCardBrand` has the last word.
 */
export function detectCardBrand(value: string): CardBrand | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 2) return digits === '4' ? 'visa' : null;
  if (ELO.test(digits)) return 'elo';
  if (HIPERCARD.test(digits)) return 'hipercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^2[2-7]/.test(digits) && digits.length < 4) return 'mastercard';
  return null;
}

/** The Luhn check digit rule every card number follows. */
export function passesLuhn(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
