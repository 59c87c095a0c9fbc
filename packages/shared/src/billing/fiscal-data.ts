import { z } from 'zod';
import { emailSchema } from '../auth/fields';
import { billingAddressSchema, taxDocumentSchema } from './contracts';

/**
 * Who the notas fiscais are issued to (the tomador): the company's own fiscal data once the admin
 * saved it, the payer given at checkout otherwise. Used from the next invoice on.
 */
export const fiscalAddressSchema = billingAddressSchema.extend({
  /** IBGE code of the municipality (7 digits); optional, the provider finds it from the CEP. */
  ibgeCode: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^\d{7}$/.test(value), 'O código IBGE tem 7 dígitos.'),
});
export type FiscalAddress = z.infer<typeof fiscalAddressSchema>;

export const fiscalDataBodySchema = z.object({
  document: taxDocumentSchema,
  /** The person's name (CPF) or the razão social (CNPJ). */
  name: z
    .string({ error: 'Informe o nome ou a razão social.' })
    .trim()
    .min(2, 'Informe o nome ou a razão social.')
    .max(150, 'O nome ou a razão social deve ter no máximo 150 caracteres.'),
  /** Where the provider sends the nota fiscal. */
  email: emailSchema,
  address: fiscalAddressSchema,
});
export type FiscalDataBody = z.input<typeof fiscalDataBodySchema>;
export type FiscalDataInput = z.infer<typeof fiscalDataBodySchema>;

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
