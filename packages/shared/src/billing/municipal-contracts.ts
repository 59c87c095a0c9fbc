import { z } from 'zod';
import { checkoutBodyOf, type PayerAddress, payerAddressSchema } from './contracts';
import { fiscalDataBodyOf } from './fiscal-data';
import { resolveMunicipality } from './municipalities';

/**
 * The API's side of the payer-address contracts: the same bodies, with the city's municipality
 * found in the IBGE list (by the code the web sends, or by name and UF for clients that send the
 * name only) and the city named as the IBGE names it. Apart from `contracts.ts` because the list
 * weighs about 150 KB: the web app loads it lazily, in the city field only.
 */
export const municipalAddressSchema = payerAddressSchema.transform((address, ctx): PayerAddress => {
  const found = resolveMunicipality(address);
  if (!found.ok) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: found.message, input: address });
    return z.NEVER;
  }
  return { ...address, city: found.municipality.name, ibgeCode: found.municipality.code };
});

/** POST /api/checkout's body as the route validates it. */
export const checkoutRequestSchema = checkoutBodyOf(municipalAddressSchema);

/** PUT /api/billing/fiscal-data's body as the route validates it. */
export const fiscalDataRequestSchema = fiscalDataBodyOf(municipalAddressSchema);
