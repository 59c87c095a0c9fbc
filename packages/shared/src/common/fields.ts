import { z } from 'zod';

/** Calendar date as the API exchanges it: 'YYYY-MM-DD'. */
export const isoDateSchema = z
  .string({ error: 'Informe a data.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Informe uma data válida.', abort: true })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Informe uma data válida.');

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
