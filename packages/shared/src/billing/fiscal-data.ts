import { z } from 'zod';
import { emailSchema } from '../auth/fields';
import { type PayerAddress, payerAddressSchema, taxDocumentSchema } from './contracts';

/**
 * Who the notas fiscais are issued to (the tomador): the company's own fiscal data once the admin
 * saved it, the payer given at checkout otherwise. Used from the next invoice on. The address is
 * the payer's (its city chosen from the UF's IBGE list): `fiscalDataBodySchema` checks its shape,
 * the API's `fiscalDataRequestSchema` (billing/municipal-contracts) finds the municipality.
 */
export const fiscalDataBodyOf = <A extends z.ZodType>(address: A) =>
  z.object({
    document: taxDocumentSchema,
    /** The person's name (CPF) or the razão social (CNPJ). */
    name: z
      .string({ error: 'Informe o nome ou a razão social.' })
      .trim()
      .min(2, 'Informe o nome ou a razão social.')
      .max(150, 'O nome ou a razão social deve ter no máximo 150 caracteres.'),
    /** Where the provider sends the nota fiscal. */
    email: emailSchema,
    address,
  });
export const fiscalDataBodySchema = fiscalDataBodyOf(payerAddressSchema);
export type FiscalDataBody = z.input<typeof fiscalDataBodySchema>;
/** The fiscal data as the API takes it: the address's municipality found. */
export type FiscalDataInput = Omit<z.infer<typeof fiscalDataBodySchema>, 'address'> & {
  address: PayerAddress;
};

export const fiscalDataSchema = z.object({
  document: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.object({
    zipcode: z.string(),
    street: z.string(),
    number: z.string(),
    complement: z.string(),
    neighborhood: z.string(),
    city: z.string(),
    state: z.string(),
    ibgeCode: z.string().nullable(),
  }),
  /** `company`: saved in the billing tab; `checkout`: the payer given at checkout (not saved yet). */
  source: z.enum(['company', 'checkout']),
  updatedAt: z.string().nullable(),
});
export type FiscalData = z.infer<typeof fiscalDataSchema>;
export const fiscalDataResponseSchema = z.object({ data: fiscalDataSchema.nullable() });
export type FiscalDataResponse = z.infer<typeof fiscalDataResponseSchema>;
