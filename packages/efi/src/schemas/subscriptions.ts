import { z } from 'zod';
import {
  efiChargeStatus,
  efiDate,
  efiDateTime,
  efiInt,
  efiOptional,
  efiSubscriptionStatus,
  envelope,
} from './common.js';

/** Request parts, with the field rules of efi-pay.md §4 (the simulator validates with them). */
export const paymentTokenSchema = z.string().regex(/^[a-fA-F0-9]{40}$/, 'payment_token inválido');

export const itemSchema = z.object({
  name: z.string().min(1).max(255),
  value: z.number().int().positive(),
  amount: z.number().int().min(1).optional(),
});
export type EfiItem = z.input<typeof itemSchema>;

export const customerSchema = z.object({
  name: z.string().min(1).max(255).optional(),
  cpf: z
    .string()
    .regex(/^\d{11}$/)
    .optional(),
  email: z.email().max(255),
  birth: z.iso.date().optional(),
  phone_number: z
    .string()
    .regex(/^[1-9]{2}9?[0-9]{8}$/)
    .optional(),
  juridical_person: z
    .object({ corporate_name: z.string().min(1).max(255), cnpj: z.string().regex(/^\d{14}$/) })
    .optional(),
});
export type EfiCustomer = z.input<typeof customerSchema>;

export const billingAddressSchema = z.object({
  street: z.string().min(1).max(200),
  number: z.string().min(1).max(55),
  neighborhood: z.string().min(1).max(255),
  zipcode: z.string().regex(/^\d{8}$/),
  city: z.string().min(1).max(255),
  complement: z.string().max(55).nullish(),
  state: z.string().regex(/^[A-Z]{2}$/),
});
export type EfiBillingAddress = z.input<typeof billingAddressSchema>;

export const metadataSchema = z.object({
  custom_id: z.string().max(255).nullish(),
  notification_url: z.url().max(255).nullish(),
});
export type EfiMetadata = z.input<typeof metadataSchema>;

export const creditCardPaymentSchema = z.object({
  customer: customerSchema,
  payment_token: paymentTokenSchema,
  billing_address: billingAddressSchema,
  installments: z.number().int().optional(),
  trial_days: z.number().int().min(1).max(365).optional(),
  discount: z
    .object({ type: z.enum(['percentage', 'currency']), value: z.number().int().positive() })
    .optional(),
  message: z.string().max(80).optional(),
});
export type EfiCreditCardPayment = z.input<typeof creditCardPaymentSchema>;

const discountSchema = z.object({
  type: z.enum(['percentage', 'currency']),
  value: z.number().int().positive(),
});

/**
 * A boleto (Bolix: with a Pix QR) subscription's payment, as Efí's SDK schema spells it
 * (`CreateOneStepSubscriptionBodySchema`): the customer with a CPF or a `juridical_person`
 * (e-mail optional, unlike the card), the first due date, fine (basis points of the value,
 * 200 = 2 %, at most 10 %) and interest once overdue: a number is per day (33 = 0.033 %, at most
 * 0.33 %), `{ value, type: 'monthly' }` per month (at most 10 %); `days_to_write_off` (0–120) is
 * how long an overdue boleto can still be paid.
 */
export const bankingBilletPaymentSchema = z.object({
  customer: customerSchema.extend({
    email: z.email().max(255).optional(),
    address: billingAddressSchema.optional(),
  }),
  expire_at: z.iso.date(),
  discount: discountSchema.optional(),
  conditional_discount: discountSchema.extend({ until_date: z.iso.date() }).optional(),
  configurations: z
    .object({
      fine: z.number().int().min(0).max(1000).optional(),
      interest: z
        .union([
          z.number().int().min(0).max(330),
          z.object({
            value: z.number().int().min(0).max(1000),
            type: z.enum(['daily', 'monthly']),
          }),
        ])
        .optional(),
      days_to_write_off: z.number().int().min(0).max(120).optional(),
    })
    .optional(),
  message: z.string().max(500).optional(),
});
export type EfiBankingBilletPayment = z.input<typeof bankingBilletPaymentSchema>;

/** `POST /v1/plan/:id/subscription/one-step` body: by card or by boleto. */
export const oneStepSubscriptionInputSchema = z.object({
  items: z.array(itemSchema).min(1),
  metadata: metadataSchema.optional(),
  payment: z.union([
    z.object({ credit_card: creditCardPaymentSchema }),
    z.object({ banking_billet: bankingBilletPaymentSchema }),
  ]),
});
export type EfiOneStepSubscriptionInput = z.input<typeof oneStepSubscriptionInputSchema>;

/** `PUT /v1/subscription/:id` body (card subscriptions only). */
export const updateSubscriptionInputSchema = z.object({
  plan_id: z.number().int().positive().optional(),
  customer: z
    .object({ email: z.email().optional(), phone_number: z.string().optional() })
    .optional(),
  items: z.array(itemSchema).min(1).optional(),
  payment_token: paymentTokenSchema.optional(),
});
export type EfiUpdateSubscriptionInput = z.input<typeof updateSubscriptionInputSchema>;

/** `PUT /v1/subscription/:id/metadata` body. */
export const updateMetadataInputSchema = metadataSchema;
export type EfiUpdateMetadataInput = z.input<typeof updateMetadataInputSchema>;

/** A refused card: Efí's pt-BR reason and whether a retry may succeed. */
export const refusalSchema = z.object({ reason: z.string(), retry: z.boolean().optional() });
export type EfiRefusal = z.output<typeof refusalSchema>;

/**
 * What a boleto carries, in the one-step reply and in a charge's `payment.banking_billet`:
 * `barcode` is the linha digitável as Efí prints it, `pix.qrcode` the Bolix's BR Code.
 */
export const billetFields = {
  barcode: efiOptional(z.string()),
  link: efiOptional(z.string()),
  billet_link: efiOptional(z.string()),
  pdf: efiOptional(z.object({ charge: z.string() })),
  expire_at: efiOptional(efiDate),
  pix: efiOptional(z.object({ qrcode: z.string(), qrcode_image: efiOptional(z.string()) })),
};

export const oneStepSubscriptionSchema = z.object({
  subscription_id: efiInt,
  status: efiSubscriptionStatus,
  plan: z
    .object({ id: efiInt, interval: efiInt.optional(), repeats: efiOptional(efiInt) })
    .optional(),
  charge: z.object({
    id: efiInt,
    status: efiChargeStatus,
    parcel: efiInt.optional(),
    total: efiInt,
    refusal: efiOptional(refusalSchema),
  }),
  first_execution: efiOptional(efiDate),
  total: efiInt,
  payment: z.string().optional(),
  ...billetFields,
});
export type EfiOneStepSubscription = z.output<typeof oneStepSubscriptionSchema>;
export type EfiOneStepSubscriptionWire = z.input<typeof oneStepSubscriptionSchema>;
export const oneStepSubscriptionResponseSchema = envelope(oneStepSubscriptionSchema);

export const subscriptionSchema = z.object({
  subscription_id: efiInt,
  value: efiInt,
  status: efiSubscriptionStatus,
  custom_id: efiOptional(z.string()),
  notification_url: efiOptional(z.string()),
  payment_method: efiOptional(z.string()),
  next_execution: efiOptional(efiDate),
  next_expire_at: efiOptional(efiDate),
  plan: z.object({
    plan_id: efiInt,
    name: z.string(),
    interval: efiInt,
    repeats: efiOptional(efiInt),
  }),
  occurrences: efiInt.optional(),
  created_at: efiDateTime,
  history: z
    .array(
      z.object({
        charge_id: efiInt,
        status: efiChargeStatus,
        /** The charge's place in the subscription (1 = the first charge). */
        parcel: efiInt.optional(),
        created_at: efiOptional(efiDateTime),
      }),
    )
    .default([]),
  customer: z
    .object({ email: efiOptional(z.string()), phone_number: efiOptional(z.string()) })
    .optional(),
});
export type EfiSubscription = z.output<typeof subscriptionSchema>;
export type EfiSubscriptionWire = z.input<typeof subscriptionSchema>;
export const subscriptionResponseSchema = envelope(subscriptionSchema);
