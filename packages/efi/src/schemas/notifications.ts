import { z } from 'zod';
import { efiDate, efiDateTime, efiInt, efiOptional, envelope } from './common.js';

export const notificationTypes = [
  'charge',
  'subscription',
  'subscription_charge',
  'carnet',
  'carnet_charge',
] as const;
export type EfiNotificationType = (typeof notificationTypes)[number];

/**
 * One change in the history answered by `GET /v1/notification/:token` (efi-pay.md §1.4.10).
 * `id` orders the changes of one token; apply each `(token, id)` once.
 */
export const notificationEntrySchema = z.object({
  id: efiInt,
  type: z.string() as z.ZodType<EfiNotificationType | (string & {}), string>,
  custom_id: efiOptional(z.string()),
  status: z.object({ current: z.string(), previous: efiOptional(z.string()) }),
  identifiers: z.object({
    subscription_id: efiInt.optional(),
    charge_id: efiInt.optional(),
    carnet_id: efiInt.optional(),
  }),
  created_at: efiDateTime,
  value: efiInt.optional(),
  received_by_bank_at: efiOptional(efiDate),
});
export type EfiNotificationEntry = z.output<typeof notificationEntrySchema>;
export type EfiNotificationEntryWire = z.input<typeof notificationEntrySchema>;

export const notificationResponseSchema = envelope(z.array(notificationEntrySchema));
