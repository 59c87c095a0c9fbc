import { formatEfiDate } from '../dates.js';
import {
  type EfiBankingBilletPayment,
  type EfiCreditCardPayment,
  type EfiItem,
  oneStepSubscriptionInputSchema,
} from '../schemas/subscriptions.js';
import { SimError, validate } from './errors.js';

const MINIMUM_TOTAL = 500;

type Discount = { type: string; value: number } | undefined;

export function totalOf(items: EfiItem[], discount?: Discount): number {
  const gross = items.reduce((sum, item) => sum + item.value * (item.amount ?? 1), 0);
  if (!discount) return gross;
  const off =
    discount.type === 'percentage' ? Math.round((gross * discount.value) / 10_000) : discount.value;
  return gross - off;
}

type Input = ReturnType<typeof oneStepSubscriptionInputSchema.parse>;

export interface CardSubscriptionInput {
  input: Input;
  total: number;
  card: Extract<Input['payment'], { credit_card: unknown }>['credit_card'];
}

export interface BilletSubscriptionInput {
  input: Input;
  total: number;
  billet: Extract<Input['payment'], { banking_billet: unknown }>['banking_billet'];
}

/** The payer must be a person (`name`, `cpf`) or a company (`juridical_person`): 3500023. */
function requirePayer(
  customer: EfiCreditCardPayment['customer'] | EfiBankingBilletPayment['customer'],
  method: string,
): void {
  if (customer.juridical_person || (customer.name && customer.cpf)) return;
  throw new SimError(400, 3500023, 'validation_error', {
    property: `/payment/${method}/customer/${customer.name ? 'cpf' : 'name'}`,
    message: 'A propriedade é obrigatória.',
  });
}

function requireMinimum(total: number): void {
  if (total < MINIMUM_TOTAL) {
    throw new SimError(400, 4600036, 'validation_error', 'Valor mínimo de emissão: R$ 5,00.');
  }
}

/**
 * The one-step body with the rules zod cannot say (efi-pay.md §4): one installment for a card,
 * a payer with CPF or CNPJ (a person paying by card with the birth date), a boleto not due in the past (Brasília's today), and the R$ 5,00
 * minimum after discounts.
 */
export function readSubscription(
  body: unknown,
  now: Date,
):
  | ({ method: 'credit_card' } & CardSubscriptionInput)
  | ({ method: 'banking_billet' } & BilletSubscriptionInput) {
  const input = validate(oneStepSubscriptionInputSchema, body);
  if ('banking_billet' in input.payment) {
    const billet = input.payment.banking_billet;
    requirePayer(billet.customer, 'banking_billet');
    if (billet.expire_at < formatEfiDate(now)) {
      throw new SimError(400, 3500034, 'validation_error', {
        property: '/payment/banking_billet/expire_at',
        message: 'A data de vencimento não pode ser anterior à data atual.',
      });
    }
    const total = totalOf(input.items, billet.discount);
    requireMinimum(total);
    return { method: 'banking_billet', input, total, billet };
  }
  const card = input.payment.credit_card;
  if ((card.installments ?? 1) !== 1) {
    throw new SimError(400, 3500021, 'validation_error', {
      property: '/payment/credit_card/installments',
      message: 'Assinaturas não podem ser parceladas.',
    });
  }
  requirePayer(card.customer, 'credit_card');
  // A person paying by card gives the birth date too (efi-pay.md §4: `birth`* with a CPF).
  if (!card.customer.juridical_person && !card.customer.birth) {
    throw new SimError(400, 3500023, 'validation_error', {
      property: '/payment/credit_card/customer/birth',
      message: 'A propriedade é obrigatória.',
    });
  }
  const total = totalOf(input.items, card.discount);
  requireMinimum(total);
  return { method: 'credit_card', input, total, card };
}
