/**
 * FEBRABAN boleto ("bloqueto de cobrança") numbers: the 44-digit barcode and the 47-digit
 * linha digitável typed by payers. Layout of the barcode:
 *
 * | 1–3 bank | 4 currency (9 = real) | 5 general check digit | 6–9 due-date factor |
 * | 10–19 value in centavos | 20–44 free field (the bank's own layout) |
 */

/** Efí's bank code (Efí S.A., formerly Gerencianet). */
export const EFI_BANK_CODE = '364';
const CURRENCY_REAL = '9';

/**
 * Day 1000 of the due-date factor. The factor counted days from 1997-10-07 and reached 9999
 * on 2025-02-21; FEBRABAN restarted it at 1000 on 2025-02-22, so a factor repeats every 9000
 * days (the payer's bank tells the cycles apart by the date being near).
 */
const FACTOR_RESET = Date.UTC(2025, 1, 22);
const DAY_MS = 86_400_000;

function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The due-date factor (1000–9999) of a `YYYY-MM-DD` date. */
export function dueDateFactor(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const days = Math.round((Date.UTC(year, month - 1, day) - FACTOR_RESET) / DAY_MS);
  return String((((days % 9000) + 9000) % 9000) + 1000);
}

/** Module 10 (weights 2, 1, 2… from the right; a product's digits are added). */
export function mod10(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The barcode's general check digit: module 11, weights 2–9 from the right; 0, 10, 11 → 1. */
export function mod11(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 8));
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit >= 10 ? '1' : String(digit);
}

export interface BoletoInput {
  /** Value in centavos (at most 10 digits). */
  amount: number;
  /** Due date `YYYY-MM-DD`. */
  dueDate: string;
  /** The bank's 25-digit free field (carteira, nosso número…). */
  freeField: string;
}

/** The 44-digit barcode. */
export function boletoBarcode(input: BoletoInput): string {
  if (!/^\d{25}$/.test(input.freeField)) throw new Error('The free field takes 25 digits');
  if (!Number.isInteger(input.amount) || input.amount < 0 || input.amount > 9_999_999_999) {
    throw new Error('The amount must be a whole number of centavos under 10 digits');
  }
  const body = `${dueDateFactor(input.dueDate)}${String(input.amount).padStart(10, '0')}${input.freeField}`;
  const head = `${EFI_BANK_CODE}${CURRENCY_REAL}`;
  return `${head}${mod11(head + body)}${body}`;
}

/**
 * The linha digitável of a barcode, formatted as Efí prints it in `barcode`
 * ("36490.00019 00000.000000 00000.000000 1 10000000009900"): three fields of the free field
 * each with a module-10 digit, the general check digit, then factor and value.
 */
export function linhaDigitavel(barcode: string): string {
  const field1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  const [a, b, c] = [field1, field2, field3].map((field) => field + mod10(field)) as [
    string,
    string,
    string,
  ];
  const dotted = (field: string) => `${field.slice(0, 5)}.${field.slice(5)}`;
  return `${dotted(a)} ${dotted(b)} ${dotted(c)} ${barcode[4]} ${barcode.slice(5, 19)}`;
}

/** The barcode a linha digitável encodes (punctuation ignored). */
export function barcodeFromLine(line: string): string {
  const d = digitsOnly(line);
  return (
    d.slice(0, 4) + d[32] + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31)
  );
}

/** Whether a 44-digit barcode is well formed and its general check digit right. */
export function isValidBarcode(barcode: string): boolean {
  if (!/^\d{44}$/.test(barcode)) return false;
  return mod11(barcode.slice(0, 4) + barcode.slice(5)) === barcode[4];
}

/** Whether a linha digitável (47 digits, punctuation ignored) has its four check digits right. */
export function isValidLinhaDigitavel(line: string): boolean {
  const d = digitsOnly(line);
  if (d.length !== 47) return false;
  const fieldsOk = [d.slice(0, 10), d.slice(10, 21), d.slice(21, 32)].every(
    (field) => mod10(field.slice(0, -1)) === field.at(-1),
  );
  return fieldsOk && isValidBarcode(barcodeFromLine(d));
}

/** What a barcode says: bank, value in centavos and the due-date factor. */
export function readBarcode(barcode: string): { bank: string; amount: number; factor: string } {
  return {
    bank: barcode.slice(0, 3),
    amount: Number(barcode.slice(9, 19)),
    factor: barcode.slice(5, 9),
  };
}
