import { z } from 'zod';
import {
  companyNameSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  tokenSchema,
} from '../auth/fields';
import { paginatedSchema } from '../common/pagination';
import { BRAZILIAN_STATES, documentKind, onlyDigits } from './documents';
import { customerInvoiceSchema } from './invoices';
import { READ_ONLY_REASONS } from './messages';
import {
  boletoDetailsSchema,
  cardTokenSchema,
  PAYMENT_METHODS,
  paymentInputSchema,
} from './payment-method';
import { BILLING_INTERVALS } from './plans';

export { type CardToken, cardTokenSchema } from './payment-method';

/**
 * Rumo's view of a company's subscription (Efí's own statuses stay on the payments).
 * `pending`: bought by boleto without a trial, waiting for the first boleto to be paid; the
 * company has no access yet (a new buyer's admin is activated once it is paid; an existing
 * company is read-only), see docs/decisions/0025-payment-methods.md.
 */
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'trialing',
  'active',
  'past_due',
  'suspended',
  'canceled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  pending: 'Aguardando pagamento',
  trialing: 'Em teste',
  active: 'Ativa',
  past_due: 'Pagamento pendente',
  suspended: 'Suspensa',
  canceled: 'Cancelada',
  expired: 'Expirada',
};

/** Efí charge statuses (efi-pay.md §1.6), kept as Efí names them. */
export const PAYMENT_STATUSES = [
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
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  new: 'Criada',
  waiting: 'Aguardando confirmação',
  identified: 'Identificado',
  approved: 'Aprovado',
  paid: 'Pago',
  unpaid: 'Recusado',
  refunded: 'Reembolsado',
  contested: 'Contestado',
  canceled: 'Cancelado',
  settled: 'Pago (baixa manual)',
  link: 'Link de pagamento',
  expired: 'Expirado',
};

// Kept in a zod-free module so the web app's data client can read them without zod.
export { billingErrorCodes } from './error-codes';
// In a zod-free module so the web app's layout can show them without zod.
export { billingMessages, READ_ONLY_REASONS, type ReadOnlyReason } from './messages';

/** `name` is the field's noun ("CEP"): "Informe o CEP." when empty, "Informe um CEP válido." */
const digits = (name: string, length: number | [number, number]) =>
  z
    .string({ error: `Informe o ${name}.` })
    .transform(onlyDigits)
    .refine((value) => value.length > 0, { error: `Informe o ${name}.`, abort: true })
    .refine((value) => {
      const [min, max] = Array.isArray(length) ? length : [length, length];
      return value.length >= min && value.length <= max;
    }, `Informe um ${name} válido.`);

/** CPF or CNPJ, digits only after parsing; check digits verified. */
export const taxDocumentSchema = z
  .string({ error: 'Informe o CPF ou CNPJ.' })
  .trim()
  .min(1, 'Informe o CPF ou CNPJ.')
  .refine((value) => documentKind(value) !== null, 'Informe um CPF ou CNPJ válido.')
  .transform(onlyDigits);

/** Efí's phone rule (efi-pay.md §4): DDD and number, 10 or 11 digits. */
export const billingPhoneSchema = z
  .string({ error: 'Informe o telefone.' })
  .transform(onlyDigits)
  .refine((value) => /^[1-9]{2}9?[0-9]{8}$/.test(value), 'Informe um telefone válido com DDD.');

export const billingAddressSchema = z.object({
  zipcode: digits('CEP', 8),
  street: z.string().trim().min(1, 'Informe a rua.').max(200, 'A rua é longa demais.'),
  number: z.string().trim().min(1, 'Informe o número.').max(20, 'O número é longo demais.'),
  complement: z
    .string()
    .trim()
    .max(55, 'O complemento deve ter no máximo 55 caracteres.')
    .optional()
    .transform((value) => value ?? ''),
  neighborhood: z.string().trim().min(1, 'Informe o bairro.').max(100, 'O bairro é longo demais.'),
  city: z.string().trim().min(1, 'Informe a cidade.').max(100, 'A cidade é longa demais.'),
  state: z.enum(BRAZILIAN_STATES, { error: 'Escolha a UF.' }),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const municipalityMessages = {
  chooseFromList: 'Escolha uma cidade da lista.',
  otherState: (state: string) => `Essa cidade não fica em ${state}. Escolha uma cidade da lista.`,
} as const;

/**
 * The payer's address (checkout, the nota fiscal's tomador): Efí's billing address plus the IBGE
 * code of the city, chosen from the UF's list. API clients that send the city's name only get the
 * code found by name and UF (`billing/municipal-contracts`, where the API checks either).
 */
export const payerAddressSchema = billingAddressSchema.extend({
  ibgeCode: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || /^\d{7}$/.test(value),
      'O código IBGE da cidade tem 7 dígitos.',
    ),
});
export type PayerAddressBody = z.input<typeof payerAddressSchema>;
/** The payer's address once the API found its municipality: the IBGE name and code. */
export type PayerAddress = Omit<z.infer<typeof payerAddressSchema>, 'ibgeCode'> & {
  ibgeCode: string;
};

/** The same address for the web forms: the city must be one of the UF's list (its code). */
export const chosenCityAddressSchema = payerAddressSchema.refine(
  (address) => Boolean(address.ibgeCode),
  { path: ['city'], message: municipalityMessages.chooseFromList },
);

/** Who pays: a person (CPF; Efí wants the birth date by card) or a company (CNPJ). */
export const buyerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  /** Absent when a signed-in admin buys for their own company. */
  company: companyNameSchema.optional(),
  document: taxDocumentSchema,
  phone: billingPhoneSchema,
  /** 'YYYY-MM-DD'; required with a CPF when paying by card (a boleto needs none). */
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data de nascimento.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type Buyer = z.infer<typeof buyerSchema>;

/**
 * The checkout body around its address schema: `checkoutBodySchema` (web, tests) checks the
 * address's shape; the API's `checkoutRequestSchema` (billing/municipal-contracts) also finds the
 * city's municipality, with the IBGE list the web app loads only in the city field.
 */
export const checkoutBodyOf = <A extends z.ZodType>(address: A) =>
  z
    .object({
      planId: z.uuid('Escolha um plano.'),
      /** Generated by the browser once per attempt: a double click or a retried request reuses it. */
      idempotencyKey: z.uuid(),
      buyer: buyerSchema,
      address,
      payment: paymentInputSchema,
      /** Honeypot: left empty by people. */
      website: z.string().max(500).optional(),
    })
    .refine(
      (body) =>
        body.payment.method !== 'card' ||
        body.buyer.document.length !== 11 ||
        Boolean(body.buyer.birthDate),
      { path: ['buyer', 'birthDate'], message: 'Informe a data de nascimento do titular do CPF.' },
    );
export const checkoutBodySchema = checkoutBodyOf(payerAddressSchema);
export type CheckoutBody = z.input<typeof checkoutBodySchema>;
/** The checkout as the API takes it: the address's municipality found. */
export type CheckoutInput = Omit<z.infer<typeof checkoutBodySchema>, 'address'> & {
  address: PayerAddress;
};

const planSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  priceCents: z.number().int(),
  userLimit: z.number().int(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

/** The purchase as /obrigado shows it. */
export const checkoutResultSchema = z.object({
  id: z.string(),
  plan: planSummarySchema,
  amountCents: z.number().int(),
  /** 'YYYY-MM-DD' of the next charge (the first one, when `trial`). */
  nextChargeAt: z.string().nullable(),
  /** True when nothing was charged today: the first charge waits for the trial's last day. */
  trial: z.boolean().default(false),
  email: z.string(),
  /** Results stored before boleto existed were all by card. */
  paymentMethod: z.enum(PAYMENT_METHODS).default('card'),
  cardMask: z.string().nullable(),
  /** The first boleto to pay (Bolix: with its Pix code); null by card. */
  boleto: boletoDetailsSchema.nullable().default(null),
  /** True when a signed-in admin bought for an existing company (no activation e-mail). */
  existingCompany: z.boolean(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** Records an e-mail typed at checkout, so an abandoned checkout becomes a lead. */
export const checkoutLeadBodySchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(120).optional(),
  company: z.string().trim().max(120).optional(),
  planId: z.uuid().optional(),
});
export type CheckoutLeadBody = z.input<typeof checkoutLeadBodySchema>;

export const purchaseActivationPreviewSchema = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string(),
  planName: z.string().nullable(),
});
export type PurchaseActivationPreview = z.infer<typeof purchaseActivationPreviewSchema>;

export const activatePurchaseBodySchema = z.object({
  token: tokenSchema,
  password: passwordSchema,
});
export type ActivatePurchaseBody = z.infer<typeof activatePurchaseBodySchema>;

/** Whether the company may write, for every signed-in user (banner, trial days). */
export const billingAccessSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  readOnly: z.boolean(),
  reason: z.enum(READ_ONLY_REASONS).nullable(),
  trialDaysLeft: z.number().int().nullable(),
  /** Days left before a past-due subscription turns the company read-only. */
  graceDaysLeft: z.number().int().nullable(),
});
export type BillingAccess = z.infer<typeof billingAccessSchema>;

export const subscriptionViewSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: planSummarySchema.nullable(),
  /** The plan that takes over from the next charge on. */
  nextPlan: planSummarySchema.nullable(),
  trialEndsAt: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  currentPeriodEnd: z.string().nullable(),
  nextChargeAt: z.string().nullable(),
  nextChargeCents: z.number().int().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The method the admin switched to, used from the next charge on. */
  nextPaymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  cardBrand: z.string().nullable(),
  cardMask: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  cancelReason: z.string().nullable(),
  canceledAt: z.string().nullable(),
  pastDueSince: z.string().nullable(),
  activeUsers: z.number().int(),
  /**
   * The payer is a person (CPF) whose birth date Rumo does not have (a boleto never asks it): a
   * switch to card sends it (`PUT /api/billing/payment-method`'s `birthDate`).
   */
  cardNeedsBirthDate: z.boolean().optional(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const paymentViewSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  description: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** The boleto to pay (Bolix: with its Pix code); null by card. */
  boleto: boletoDetailsSchema.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
  /** The payment's nota fiscal; null when none was queued (unpaid, or paid before NFS-e). */
  invoice: customerInvoiceSchema.nullable().default(null),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;
export const paymentListSchema = paginatedSchema(paymentViewSchema);

export const billingOverviewSchema = z.object({
  subscription: subscriptionViewSchema.nullable(),
  access: billingAccessSchema,
  /**
   * The boletos still to pay (waiting, overdue, or paid and not yet credited: `identified`),
   * each with its linha digitável, PDF and Pix code; oldest due first.
   */
  openBoletos: z.array(paymentViewSchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;
export type PaymentList = z.infer<typeof paymentListSchema>;

export const changePlanBodySchema = z.object({ planId: z.uuid('Escolha um plano.') });
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

export const updateCardBodySchema = z.object({
  card: cardTokenSchema,
  /** A new billing address, when the card's holder changed. */
  address: billingAddressSchema.optional(),
});
export type UpdateCardBody = z.input<typeof updateCardBodySchema>;

export const cancelSubscriptionBodySchema = z.object({
  reason: z
    .string({ error: 'Conte o motivo do cancelamento.' })
    .trim()
    .min(3, 'Conte o motivo do cancelamento.')
    .max(1000, 'O motivo deve ter no máximo 1000 caracteres.'),
});
export type CancelSubscriptionBody = z.infer<typeof cancelSubscriptionBodySchema>;

export const billingActionResultSchema = billingOverviewSchema.extend({ message: z.string() });
export type BillingActionResult = z.infer<typeof billingActionResultSchema>;

/** How the browser tokenizes cards: Efí's `payment-token-efi`, or the simulator Rumo serves. */
export const billingConfigSchema = z.object({
  mode: z.enum(['efi', 'simulator']),
  /** Efí's account identifier (`payment-token-efi`'s `setAccount`); null with the simulator. */
  payeeCode: z.string().nullable(),
  environment: z.enum(['sandbox', 'production']),
  /** Base URL of the simulator's routes (`/efi-sim`), for its tokenizer; null with Efí. */
  simulatorUrl: z.string().nullable(),
  trialDays: z.number().int(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/**
 * Routes:
 * GET  /api/billing/config (public) -> billingConfigSchema
 * POST /api/checkout (public; a customer token makes it buy for that admin's company)
 *   checkoutBodySchema -> 201 checkoutResultSchema | 402 CARD_REFUSED (Efí's reason) | 409
 * GET  /api/checkout/:id (public, unguessable id) -> checkoutResultSchema
 * POST /api/checkout/lead (public, rate limited) checkoutLeadBodySchema -> 204
 * GET  /api/auth/purchase-activation?token= -> purchaseActivationPreviewSchema
 * POST /api/auth/activate-purchase activatePurchaseBodySchema -> sessionUserSchema (signed in)
 * POST /api/webhooks/efi (Efí; form-encoded notification=<token>) -> 200
 * GET  /api/billing/access (any signed-in user) -> billingAccessSchema
 * GET  /api/billing/subscription (admin) -> billingOverviewSchema
 * GET  /api/billing/payments?page&limit (admin) -> paymentListSchema
 * PUT  /api/billing/plan (admin) changePlanBodySchema -> billingActionResultSchema
 * PUT  /api/billing/card (admin) updateCardBodySchema -> billingActionResultSchema
 * POST /api/billing/cancel (admin) cancelSubscriptionBodySchema -> billingActionResultSchema
 * POST /api/billing/cancel/undo (admin) -> billingActionResultSchema
 * POST /api/billing/pay (admin) updateCardBodySchema -> billingActionResultSchema (retries the unpaid charge)
 * PUT  /api/billing/payment-method (admin) changePaymentMethodBodySchema -> billingActionResultSchema
 */
