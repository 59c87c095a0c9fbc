import { companyNameSchema, emailSchema, nameSchema } from '@rumo/shared/auth/fields';
import {
  billingAddressSchema,
  billingPhoneSchema,
  type CardToken,
  type CheckoutBody,
  checkoutBodySchema,
  taxDocumentSchema,
} from '@rumo/shared/billing/contracts';
import { z } from 'zod';
import { detectCardBrand, passesLuhn } from './card-brand';
import type { CardInput } from './card-tokenizer';
import { digitsOf } from './masks';

export interface CheckoutFormValues {
  planId: string;
  buyer: {
    name: string;
    email: string;
    company: string;
    document: string;
    phone: string;
    /** dd/mm/aaaa as typed; sent as YYYY-MM-DD. */
    birthDate: string;
  };
  address: {
    zipcode: string;
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: string;
    state: string;
  };
  /** Goes to the tokenizer only; Rumo's API receives the token. */
  card: {
    number: string;
    holderName: string;
    /** MM/AA */
    expiry: string;
    cvv: string;
  };
  /** Honeypot. */
  website: string;
}

export const EMPTY_CHECKOUT: CheckoutFormValues = {
  planId: '',
  buyer: { name: '', email: '', company: '', document: '', phone: '', birthDate: '' },
  address: {
    zipcode: '',
    street: '',
    number: '',
    complement: '',
    neighborhood: '',
    city: '',
    state: '',
  },
  card: { number: '', holderName: '', expiry: '', cvv: '' },
  website: '',
};

/** Every field path the API may name in its issues, for `applyApiErrors`. */
export const CHECKOUT_FIELDS = [
  'planId',
  'name',
  'email',
  'company',
  'document',
  'phone',
  'birthDate',
  'zipcode',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
] as const;

export const checkoutMessages = {
  birthDateRequired: 'Informe a data de nascimento do titular do CPF.',
  birthDateInvalid: 'Informe uma data válida no formato dd/mm/aaaa.',
  cardNumber: 'Informe um número de cartão válido.',
  cardBrand: 'Bandeira não aceita. Use Visa, Mastercard, American Express, Elo ou Hipercard.',
  holderName: 'Informe o nome como está impresso no cartão (nome e sobrenome).',
  expiry: 'Informe a validade no formato MM/AA.',
  expired: 'Este cartão está vencido.',
  cvv: 'Informe o CVV de 3 dígitos (4 no American Express).',
} as const;

/** dd/mm/aaaa to YYYY-MM-DD, or null when it is not a real date in the past. */
export function parseBirthDate(value: string, today = new Date()): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(year) >= 1900 &&
    date.getTime() <= today.getTime();
  return valid ? `${year}-${month}-${day}` : null;
}

/** MM/AA to the month and four-digit year, or null when it is not a month. */
export function parseExpiry(value: string): { month: string; year: string } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, month, year] = match as unknown as [string, string, string];
  if (Number(month) < 1 || Number(month) > 12) return null;
  return { month, year: `20${year}` };
}

/** The buyer's document is a CPF (a person: Efí asks for the birth date). */
export const isCpfLength = (document: string) => digitsOf(document).length === 11;

interface SchemaOptions {
  /** A signed-in admin buys for their existing company: no company name asked. */
  withCompany: boolean;
  /** Check the card number's Luhn digit (off with the simulator, whose test numbers skip it). */
  luhn: boolean;
  today?: Date;
}

/** The card fields' rules (shared by /checkout and the billing tab's card forms). */
export function cardFormSchema({ luhn, today = new Date() }: Omit<SchemaOptions, 'withCompany'>) {
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
        ctx.addIssue({ code: 'custom', path: ['number'], message: checkoutMessages.cardNumber });
      } else if (!detectCardBrand(number)) {
        ctx.addIssue({ code: 'custom', path: ['number'], message: checkoutMessages.cardBrand });
      }
      const holder = card.holderName.trim();
      if (holder.length < 3 || holder.length > 50 || holder.split(/\s+/).length < 2) {
        ctx.addIssue({
          code: 'custom',
          path: ['holderName'],
          message: checkoutMessages.holderName,
        });
      }
      const expiry = parseExpiry(card.expiry);
      if (!expiry) {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: checkoutMessages.expiry });
      } else {
        const month = Number(expiry.year) * 12 + Number(expiry.month);
        if (month < currentMonth) {
          ctx.addIssue({ code: 'custom', path: ['expiry'], message: checkoutMessages.expired });
        } else if (Number(expiry.year) > today.getFullYear() + 11) {
          ctx.addIssue({ code: 'custom', path: ['expiry'], message: checkoutMessages.expiry });
        }
      }
      const cvvLength = detectCardBrand(number) === 'amex' ? 4 : 3;
      if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv)) {
        ctx.addIssue({ code: 'custom', path: ['cvv'], message: checkoutMessages.cvv });
      }
    });
}

/** The form's rules: the API's own field schemas, plus the card checks the API never sees. */
export function checkoutFormSchema({ withCompany, luhn, today = new Date() }: SchemaOptions) {
  return z.object({
    planId: z.string().min(1, 'Escolha um plano.'),
    buyer: z
      .object({
        name: nameSchema,
        email: emailSchema,
        company: withCompany ? companyNameSchema : z.string(),
        document: taxDocumentSchema,
        phone: billingPhoneSchema,
        birthDate: z.string(),
      })
      .superRefine((buyer, ctx) => {
        if (buyer.document.length !== 11) return;
        if (buyer.birthDate.trim() === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['birthDate'],
            message: checkoutMessages.birthDateRequired,
          });
        } else if (!parseBirthDate(buyer.birthDate, today)) {
          ctx.addIssue({
            code: 'custom',
            path: ['birthDate'],
            message: checkoutMessages.birthDateInvalid,
          });
        }
      }),
    address: billingAddressSchema,
    card: cardFormSchema({ luhn, today }),
    website: z.string(),
  });
}

/** What the tokenizer receives (validated values only). */
export function cardInputOf(values: Pick<CheckoutFormValues, 'card'>): CardInput {
  const expiry = parseExpiry(values.card.expiry);
  return {
    number: digitsOf(values.card.number),
    holderName: values.card.holderName.trim(),
    expirationMonth: expiry?.month ?? '',
    expirationYear: expiry?.year ?? '',
    cvv: values.card.cvv,
  };
}

/** The body of POST /api/checkout: the form's values with the card replaced by its token. */
export function toCheckoutBody(
  values: CheckoutFormValues,
  card: CardToken,
  idempotencyKey: string,
  withCompany: boolean,
): CheckoutBody {
  const { buyer, address } = values;
  const cpf = isCpfLength(buyer.document);
  const body: CheckoutBody = {
    planId: values.planId,
    idempotencyKey,
    buyer: {
      name: buyer.name,
      email: buyer.email,
      ...(withCompany ? { company: buyer.company } : {}),
      document: buyer.document,
      phone: buyer.phone,
      ...(cpf ? { birthDate: parseBirthDate(buyer.birthDate) ?? '' } : {}),
    },
    address: {
      zipcode: address.zipcode,
      street: address.street,
      number: address.number,
      complement: address.complement,
      neighborhood: address.neighborhood,
      city: address.city,
      state: address.state as CheckoutBody['address']['state'],
    },
    card,
    ...(values.website ? { website: values.website } : {}),
  };
  // The shared schema normalises (digits only, trimmed, lower-case e-mail) like the API will.
  return checkoutBodySchema.parse(body);
}
