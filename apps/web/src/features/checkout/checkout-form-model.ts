import type { UseFormReturnType } from '@mantine/form';
import { companyNameSchema, emailSchema, nameSchema } from '@rumo/shared/auth/fields';
import {
  billingPhoneSchema,
  type CheckoutBody,
  checkoutBodySchema,
  chosenCityAddressSchema,
  taxDocumentSchema,
} from '@rumo/shared/billing/contracts';
import type { PaymentInput, PaymentMethod } from '@rumo/shared/billing/payment-method';
import { z } from 'zod';
import { type AddressValues, EMPTY_ADDRESS } from '../../components/address/address-fields';
import { parseBirthDate } from '../../components/payment/birth-date';
import {
  type CardSchemaOptions,
  type CardValues,
  cardFormSchema,
  EMPTY_CARD,
} from '../../components/payment/card-form';
import { digitsOf } from '../../components/payment/masks';

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
  /** The city chosen from the UF's IBGE list (its code goes to the nota fiscal). */
  address: AddressValues;
  /** The rail chosen; a CNPJ suggests boleto until the buyer chooses. */
  paymentMethod: PaymentMethod;
  /** Goes to the tokenizer only (card rail); Rumo's API receives the token. */
  card: CardValues;
  /** Honeypot. */
  website: string;
}

export type CheckoutForm = UseFormReturnType<CheckoutFormValues>;

export const EMPTY_CHECKOUT: CheckoutFormValues = {
  planId: '',
  buyer: { name: '', email: '', company: '', document: '', phone: '', birthDate: '' },
  address: EMPTY_ADDRESS,
  paymentMethod: 'card',
  card: EMPTY_CARD,
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
  'ibgeCode',
] as const;

export const checkoutMessages = {
  birthDateRequired: 'Informe a data de nascimento do titular do CPF.',
  birthDateInvalid: 'Informe uma data válida no formato dd/mm/aaaa.',
} as const;

/** The buyer's document is a CPF (a person: Efí asks for the birth date). */
export const isCpfLength = (document: string) => digitsOf(document).length === 11;

/** The birth date is asked of a CPF holder paying by card only (Efí's boleto needs none). */
export const asksBirthDate = (values: Pick<CheckoutFormValues, 'buyer' | 'paymentMethod'>) =>
  values.paymentMethod === 'card' && isCpfLength(values.buyer.document);

interface SchemaOptions extends CardSchemaOptions {
  /** A signed-in admin buys for their existing company: no company name asked. */
  withCompany: boolean;
}

/**
 * The form's rules: the API's own field schemas, plus the card checks the API never sees (only
 * when paying by card: a boleto asks no card).
 */
export function checkoutFormSchema({ withCompany, luhn, today = new Date() }: SchemaOptions) {
  const fields = z.object({
    planId: z.string().min(1, 'Escolha um plano.'),
    buyer: z.object({
      name: nameSchema,
      email: emailSchema,
      company: withCompany ? companyNameSchema : z.string(),
      document: taxDocumentSchema,
      phone: billingPhoneSchema,
      birthDate: z.string(),
    }),
    address: chosenCityAddressSchema,
    website: z.string(),
  });
  // Efí's card asks a CPF holder's birth date; a boleto asks neither it nor the card.
  const cardHolder = z
    // The same output as the fields' side (digits), or the intersection could not merge them.
    .object({ document: z.string().trim().transform(digitsOf), birthDate: z.string() })
    .superRefine((buyer, ctx) => {
      if (!isCpfLength(buyer.document)) return;
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
    });
  // Parsed beside the fields (an intersection reports both sides' issues at once).
  const rail = z.discriminatedUnion('paymentMethod', [
    z.object({
      paymentMethod: z.literal('card'),
      card: cardFormSchema({ luhn, today }),
      buyer: cardHolder,
    }),
    z.object({ paymentMethod: z.literal('boleto') }),
  ]);
  return z.intersection(fields, rail);
}

/** The body of POST /api/checkout: the form's values with the rail's payment (a card's token). */
export function toCheckoutBody(
  values: CheckoutFormValues,
  payment: PaymentInput,
  idempotencyKey: string,
  withCompany: boolean,
): CheckoutBody {
  const { buyer, address } = values;
  const withBirthDate = payment.method === 'card' && isCpfLength(buyer.document);
  const body: CheckoutBody = {
    planId: values.planId,
    idempotencyKey,
    buyer: {
      name: buyer.name,
      email: buyer.email,
      ...(withCompany ? { company: buyer.company } : {}),
      document: buyer.document,
      phone: buyer.phone,
      ...(withBirthDate ? { birthDate: parseBirthDate(buyer.birthDate) ?? '' } : {}),
    },
    address: {
      zipcode: address.zipcode,
      street: address.street,
      number: address.number,
      complement: address.complement,
      neighborhood: address.neighborhood,
      city: address.city,
      state: address.state as CheckoutBody['address']['state'],
      ibgeCode: address.ibgeCode,
    },
    payment,
    ...(values.website ? { website: values.website } : {}),
  };
  // The shared schema normalises (digits only, trimmed, lower-case e-mail) like the API will.
  return checkoutBodySchema.parse(body);
}
