import { z } from 'zod';

/** Years a date may fall in: PostgreSQL takes more, but nothing in Rumo is outside these. */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2999;

/**
 * True for a real calendar day 'YYYY-MM-DD' in the accepted years. Date.parse is not enough: it
 * rolls '2026-02-30' over to March, so the parts must round-trip.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Calendar date as the API exchanges it: 'YYYY-MM-DD'. */
export const isoDateSchema = z
  .string({ error: 'Informe a data.' })
  .refine(isCalendarDate, 'Informe uma data válida.');

/** Instant as the API answers it (ISO 8601, UTC). */
export const timestampSchema = z.string();

export const idSchema = z.uuid('Identificador inválido.');
export const idParamsSchema = z.object({ id: idSchema });

export const optionalIdSchema = z
  .union([idSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/** A person as other records show them (owner, author, leader). */
export const userRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type UserRef = z.infer<typeof userRefSchema>;

export const namedRefSchema = z.object({ id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const optionalLongText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres.`)
    .nullish()
    .transform((value) => (value ? value : null));

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `label` reads after "Informe" ("o nome do time"): blank asks for it, then length limits. */
export const requiredText = (min: number, max: number, label: string) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, { error: `Informe ${label}.`, abort: true })
    .min(min, `${capitalize(label)} deve ter pelo menos ${min} caracteres.`)
    .max(max, `${capitalize(label)} deve ter no máximo ${max} caracteres.`);

export const searchQuerySchema = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => (value ? value : undefined));
