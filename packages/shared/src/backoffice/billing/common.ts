import { z } from 'zod';
import { PAYMENT_METHODS } from '../../billing/payment-method';
import { BILLING_INTERVALS } from '../../billing/plans';
import { isoDateSchema } from '../../common/fields';
import { plural } from '../../common/plural';

/**
 * What the backoffice's billing contracts (spec §7; API base /api, staff tokens only) share: the
 * list filters, the id and reason bodies, the company and plan references, and the messages of
 * calls that reach Efí. One file per resource beside this one (plans, payments, subscriptions,
 * webhooks, leads, dashboard), as apps/api/src/features/backoffice/billing/ is split.
 */

/** Whole days (inclusive) in America/Sao_Paulo. */
export const dayFilter = isoDateSchema.optional();
export const searchFilter = z.string().trim().min(1).max(120).optional();
export const idParam = z.uuid('Identificador inválido.');
export const methodFilter = z
  .enum(PAYMENT_METHODS, { error: 'Forma de pagamento inválida.' })
  .optional();

export const idParamsSchema = z.object({ id: idParam });

export const moneyFilter = z.coerce
  .number({ error: 'Informe o valor em centavos.' })
  .int('Informe o valor em centavos.')
  .min(0)
  .max(100_000_000)
  .optional();

/** The reason a sensitive staff action needs (recorded in the audit log). */
export const reasonSchema = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(3, 'Informe o motivo (ao menos 3 caracteres).')
  .max(500, 'O motivo deve ter no máximo 500 caracteres.');
export const reasonBodySchema = z.object({ reason: reasonSchema });
export type ReasonBody = z.infer<typeof reasonBodySchema>;

export const companyRefSchema = z.object({ id: z.string(), name: z.string() });
export const planRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  priceCents: z.number().int(),
  userLimit: z.number().int(),
});

/** When Efí cannot be reached (any call that reads or writes there). */
export const efiErrorCodes = { efiUnavailable: 'EFI_UNAVAILABLE' } as const;
export const efiMessages = {
  efiUnavailable: 'Não foi possível falar com a Efí. Tente novamente em instantes.',
} as const;

/** The outcome of a "sincronizar com a Efí" of several plans or payments. */
export const efiSyncMessages = {
  syncDone: 'Dados sincronizados com sucesso',
  syncWithFailures: (failed: number) =>
    `Sincronização concluída com ${plural(failed, 'falha', 'falhas')}.`,
} as const;
