import { z } from 'zod';

/**
 * How a company pays: each rail has a module on each side (API: what Efí is sent and how its
 * charge is shown; web: the checkout and billing-tab panels). See
 * docs/decisions/0025-payment-methods.md for what adding a rail touches.
 */
export const PAYMENT_METHODS = ['card', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Cartão de crédito',
  boleto: 'Boleto / Pix',
};

/** What the browser's tokenizer (Efí's or the simulator's) gives back; never the card itself. */
export const cardTokenSchema = z.object({
  paymentToken: z
    .string({ error: 'O cartão não foi validado. Confira os dados e tente de novo.' })
    .regex(/^[a-fA-F0-9]{40}$/, 'O cartão não foi validado. Confira os dados e tente de novo.'),
  cardMask: z.string().trim().min(4).max(32),
  cardBrand: z.string().trim().min(2).max(20),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/** The payment part of a checkout: a tokenized card, or a boleto (nothing to ask). */
export const paymentInputSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('card'), card: cardTokenSchema }),
    z.object({ method: z.literal('boleto') }),
  ],
  { error: 'Escolha a forma de pagamento.' },
);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/**
 * A boleto as the payer sees it (Efí's Bolix: a boleto that also carries a Pix BR Code).
 * `linhaDigitavel` is the 47-digit line as Efí prints it; `pixCode` the "Pix copia e cola".
 */
export const boletoDetailsSchema = z.object({
  /** 'YYYY-MM-DD' */
  dueDate: z.string(),
  linhaDigitavel: z.string(),
  pdfUrl: z.string().nullable(),
  pixCode: z.string().nullable(),
});
export type BoletoDetails = z.infer<typeof boletoDetailsSchema>;

/**
 * Days from checkout to the first boleto's due date when nothing is free (with a trial it is due
 * on the trial's last day). The API sets `expire_at` with it; the checkout page announces it.
 * Three, as Stripe's boleto default: the finance team gets a working day or two to schedule it
 * while the order is fresh (a boleto is confirmed a business day after it is paid, its Pix at
 * once), and an order nobody pays is over within the week.
 */
export const FIRST_BOLETO_DUE_DAYS = 3;

/** How a paid charge was paid, as the backoffice shows it. */
export const PAID_VIA = ['card', 'boleto', 'pix', 'settled'] as const;
export type PaidVia = (typeof PAID_VIA)[number];
export const paidViaLabels: Record<PaidVia, string> = {
  card: 'Cartão de crédito',
  boleto: 'Boleto',
  pix: 'Pix',
  settled: 'Baixa manual',
};

/** What a switch to card asks of a person paying with a CPF (Efí's card customer needs it). */
export const switchBirthDateMessages = {
  required: 'Informe a data de nascimento do titular do CPF.',
  invalid: 'Informe uma data de nascimento válida.',
} as const;

/** A real calendar day, 'YYYY-MM-DD', from 1900 to today. */
const birthDateSchema = z
  .string({ error: switchBirthDateMessages.invalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, switchBirthDateMessages.invalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().slice(0, 10) === value &&
      value >= '1900-01-01' &&
      date.getTime() <= Date.now()
    );
  }, switchBirthDateMessages.invalid);

/**
 * `PUT /api/billing/payment-method` (admin): takes effect from the next charge. To card, a payer
 * with a CPF whose birth date Rumo does not have yet (a boleto never asks it) sends it: Efí's card
 * customer needs it (the API answers 400 without it).
 */
export const changePaymentMethodBodySchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('card'),
      card: cardTokenSchema,
      birthDate: birthDateSchema.optional(),
    }),
    z.object({ method: z.literal('boleto') }),
  ],
  { error: 'Escolha a forma de pagamento.' },
);
export type ChangePaymentMethodBody = z.input<typeof changePaymentMethodBodySchema>;
