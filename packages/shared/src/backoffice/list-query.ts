import { z } from 'zod';
import { isoDateSchema } from '../common/fields';
import { paginationQuerySchema } from '../common/pagination';

/**
 * What the backoffice's lists of a company's money (Pagamentos, Notas fiscais) filter alike:
 * the page, one status or several separated by commas, the company (by id or part of its name)
 * and the period in whole days (inclusive, America/Sao_Paulo).
 */
export function statusListFilter<T extends z.ZodType<string, string>>(status: T) {
  return z
    .string()
    .trim()
    .max(200)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(status).min(1, 'Informe ao menos um status.'))
    .optional();
}

export const companyPeriodQuerySchema = paginationQuerySchema.extend({
  companyId: z.uuid('Identificador inválido.').optional(),
  /** Part of the company's name. */
  company: z.string().trim().min(1).max(120).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
