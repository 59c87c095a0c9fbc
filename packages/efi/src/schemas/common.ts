import { z } from 'zod';
import { parseEfiDate, parseEfiDateTime } from '../dates.js';

/**
 * Building blocks for reading Efí replies defensively: integers that may arrive as digit
 * strings, the three date formats, and unknown extra fields dropped (zod's default).
 */

/** An integer sent as a number or as a string of digits. */
export const efiInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

/** A calendar date in any Efí format, read as `YYYY-MM-DD`. */
export const efiDate = z.string().transform((value, ctx) => {
  const date = parseEfiDate(value);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: `Data inválida: ${value}` });
    return z.NEVER;
  }
  return date;
});

/** A date-time in any Efí format (no zone means Brasília), read as a `Date`. */
export const efiDateTime = z.string().transform((value, ctx) => {
  const date = parseEfiDateTime(value);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: `Data inválida: ${value}` });
    return z.NEVER;
  }
  return date;
});

/** `null`, a missing key and an empty string all mean "no value" in Efí replies. */
export function efiOptional<T extends z.ZodType>(schema: T) {
  return z
    .preprocess((value) => (value === '' ? null : value), schema.nullish())
    .transform((value) => value ?? null);
}

/** The `{ code: 200, data }` envelope of every successful reply. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().optional(), data });
}

/** The `{ code: 200 }` reply of updates, deletions and cancellations. */
export const okEnvelope = z.object({ code: z.number().optional() });

/**
 * Efí's error body; `error_description` is a string or `{ property, message }`. A field of an
 * unexpected type is dropped rather than failing the whole body.
 */
export const efiErrorBodySchema = z.object({
  code: efiInt.nullish().catch(null),
  error: z.string().nullish().catch(null),
  error_description: z
    .union([
      z.string(),
      z.object({ property: z.string().nullish(), message: z.string().nullish() }),
    ])
    .nullish()
    .catch(null),
});
export type EfiErrorBody = z.input<typeof efiErrorBodySchema>;

/** Statuses of charges and transactions (efi-pay.md §1.6). */
export const chargeStatuses = [
  'new',
  'waiting',
  'identified',
  'approved',
  'paid',
  'unpaid',
  'refunded',
  'contested',
  'canceled',
  'settled',
  'link',
  'expired',
] as const;
export type EfiChargeStatus = (typeof chargeStatuses)[number];

/** Statuses of subscriptions (efi-pay.md §1.6). */
export const subscriptionStatuses = ['new', 'active', 'new_charge', 'canceled', 'expired'] as const;
export type EfiSubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A charge status; an unknown one is kept as a string so a new status never breaks a reply. */
export const efiChargeStatus = z.string() as z.ZodType<EfiChargeStatus | (string & {}), string>;

/** A subscription status; an unknown one is kept as a string. */
export const efiSubscriptionStatus = z.string() as z.ZodType<
  EfiSubscriptionStatus | (string & {}),
  string
>;
