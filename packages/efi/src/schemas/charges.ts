import { z } from 'zod';
import {
  efiChargeStatus,
  efiDate,
  efiDateTime,
  efiInt,
  efiOptional,
  envelope,
  okEnvelope,
} from './common.js';
import {
  billetFields,
  billingAddressSchema,
  customerSchema,
  paymentTokenSchema,
  refusalSchema,
} from './subscriptions.js';

/** `GET /v1/charges` query (efi-pay.md §1.4.9); dates are `YYYY-MM-DD`. */
export const listChargesParamsSchema = z.object({
  charge_type: z.enum(['billet', 'card', 'carnet', 'subscription']),
  begin_date: z.iso.date(),
  end_date: z.iso.date(),
  date_of: z.enum(['creation', 'payment', 'expired']).optional(),
  status: z.string().optional(),
  customer_document: z.string().optional(),
  custom_id: z.string().optional(),
  value: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  page: z.coerce.number().int().min(1).optional(),
});
export type EfiListChargesParams = Omit<
  z.output<typeof listChargesParamsSchema>,
  'value' | 'limit' | 'page'
> & { value?: number; limit?: number; page?: number };

/** `POST /v1/charge/:id/retry` body: a new card for an `unpaid` card charge. */
export const retryChargeInputSchema = z.object({
  payment: z.object({
    credit_card: z.object({
      customer: customerSchema,
      billing_address: billingAddressSchema,
      payment_token: paymentTokenSchema,
      update_card: z.boolean().optional(),
    }),
  }),
});
export type EfiRetryChargeInput = z.input<typeof retryChargeInputSchema>;

/** A person (`name`, `cpf`) or a company (`corporate_name`, `cnpj`). */
const chargeCustomerSchema = z.object({
  name: efiOptional(z.string()),
  cpf: efiOptional(z.string()),
  corporate_name: efiOptional(z.string()),
  cnpj: efiOptional(z.string()),
  email: efiOptional(z.string()),
  phone_number: efiOptional(z.string()),
});

/**
 * A charge's boleto (`payment.banking_billet`): the fields of the one-step reply plus the fine
 * and interest terms Efí applies once it is overdue (`configurations`, as the SDK's
 * `DetailChargeResponseSchema` has it).
 */
const billetDetailSchema = z.object({
  ...billetFields,
  configurations: efiOptional(
    z.object({
      days_to_write_off: efiOptional(efiInt),
      interest_type: efiOptional(z.string()),
      interest: efiOptional(efiInt),
      fine: efiOptional(efiInt),
    }),
  ),
});

const cardDetailSchema = z.object({
  mask: efiOptional(z.string()),
  installments: efiInt.optional(),
  installment_value: efiInt.optional(),
});

export const chargeSchema = z.object({
  charge_id: efiInt,
  subscription_id: efiOptional(efiInt),
  total: efiInt,
  status: efiChargeStatus,
  reason: efiOptional(z.string()),
  refusal: efiOptional(refusalSchema),
  custom_id: efiOptional(z.string()),
  created_at: efiDateTime,
  notification_url: efiOptional(z.string()),
  items: z
    .array(z.object({ name: z.string(), value: efiInt, amount: efiInt.optional() }))
    .default([]),
  history: z
    .array(z.object({ message: z.string(), created_at: efiOptional(efiDateTime) }))
    .default([]),
  customer: efiOptional(chargeCustomerSchema),
  payment: efiOptional(
    z.object({
      method: z.string(),
      created_at: efiOptional(efiDateTime),
      message: efiOptional(z.string()),
      credit_card: efiOptional(cardDetailSchema),
      banking_billet: efiOptional(billetDetailSchema),
    }),
  ),
});
export type EfiCharge = z.output<typeof chargeSchema>;
export type EfiChargeWire = z.input<typeof chargeSchema>;
export const chargeResponseSchema = envelope(chargeSchema);

export const chargeListItemSchema = z.object({
  id: efiInt,
  total: efiInt,
  status: efiChargeStatus,
  custom_id: efiOptional(z.string()),
  created_at: efiDateTime,
  customer: efiOptional(chargeCustomerSchema),
  payment: efiOptional(
    z.object({
      payment_method: efiOptional(z.string()),
      paid_at: efiOptional(efiDateTime),
      credit_card: efiOptional(cardDetailSchema),
      banking_billet: efiOptional(z.object(billetFields)),
    }),
  ),
});
export type EfiChargeListItem = z.output<typeof chargeListItemSchema>;
export type EfiChargeListItemWire = z.input<typeof chargeListItemSchema>;

export const listChargesResponseSchema = okEnvelope.extend({
  data: z.array(chargeListItemSchema),
  params: z
    .object({
      begin_date: efiOptional(efiDate),
      end_date: efiOptional(efiDate),
      pagination: z
        .object({ limit: efiInt.optional(), offset: efiInt.optional(), page: efiInt.optional() })
        .optional(),
    })
    .optional(),
});
export type EfiChargeList = z.output<typeof listChargesResponseSchema>;
export type EfiChargeListWire = z.input<typeof listChargesResponseSchema>;

export const retryChargeSchema = z.object({
  charge_id: efiInt,
  status: efiChargeStatus,
  total: efiInt,
  installments: efiInt.optional(),
  installment_value: efiInt.optional(),
  payment: z.string().optional(),
  refusal: efiOptional(refusalSchema),
});
export type EfiRetryCharge = z.output<typeof retryChargeSchema>;
export type EfiRetryChargeWire = z.input<typeof retryChargeSchema>;
export const retryChargeResponseSchema = envelope(retryChargeSchema);
