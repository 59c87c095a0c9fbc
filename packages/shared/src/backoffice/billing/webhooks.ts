import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../../billing/contracts';
import { paginatedSchema, paginationQuerySchema } from '../../common/pagination';
import { dayFilter } from './common';

/**
 * The backoffice's Efí notifications (spec §7; permission `system`):
 *
 * GET    /backoffice/webhooks                              staffWebhookQuerySchema -> staffWebhookListSchema
 * GET    /backoffice/webhooks/{id}                         -> staffWebhookDetailSchema
 * POST   /backoffice/webhooks/{id}/replay                  -> webhookReplayResultSchema
 * POST   /backoffice/webhooks/replay-failed                -> webhookReplayAllResultSchema
 */

export const WEBHOOK_STATES = ['pending', 'processed', 'failed'] as const;
export const webhookStateLabels: Record<(typeof WEBHOOK_STATES)[number], string> = {
  pending: 'Pendente',
  processed: 'Processado',
  failed: 'Falhou',
};

/**
 * Efí's statuses in a notification's entries (efi-pay.md §1.6), in pt-BR: charges and
 * subscriptions ("o status") share most names; `new_charge` is a subscription's only.
 */
export const EFI_STATUS_LABELS: Record<string, string> = {
  new: 'Novo',
  waiting: 'Aguardando',
  identified: 'Identificado',
  approved: 'Aprovado',
  paid: 'Pago',
  unpaid: 'Não pago',
  refunded: 'Reembolsado',
  contested: 'Contestado',
  canceled: 'Cancelado',
  settled: 'Pago manualmente',
  link: 'Link de pagamento',
  expired: 'Expirado',
  active: 'Ativo',
  new_charge: 'Nova cobrança',
  up_to_date: 'Em dia',
  finished: 'Encerrado',
};

/** The pt-BR name of an Efí status; one Efí adds later is shown as Efí sends it. */
export const efiStatusLabel = (status: string) => EFI_STATUS_LABELS[status] ?? status;

export const staffWebhookQuerySchema = paginationQuerySchema.extend({
  state: z.enum(WEBHOOK_STATES, { error: 'Estado inválido.' }).optional(),
  from: dayFilter,
  to: dayFilter,
});
export type StaffWebhookQuery = z.infer<typeof staffWebhookQuerySchema>;

export const staffWebhookSchema = z.object({
  id: z.string(),
  /** The first characters of Efí's token, enough to find it in Efí's panel. */
  tokenHint: z.string(),
  state: z.enum(WEBHOOK_STATES),
  deliveries: z.number().int(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  entriesApplied: z.number().int(),
  entries: z.number().int(),
  firstReceivedAt: z.string(),
  lastReceivedAt: z.string(),
  processedAt: z.string().nullable(),
  /** The subscription (and its company) the entries are about; null before any is stored. */
  subscription: z
    .object({
      id: z.string(),
      efiSubscriptionId: z.number().int().nullable(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      companyId: z.string(),
      companyName: z.string(),
    })
    .nullable(),
  /** The latest entry stored: what Efí last said (its status names, see efiStatusLabel). */
  lastEntry: z
    .object({
      type: z.string(),
      statusCurrent: z.string(),
      statusPrevious: z.string().nullable(),
    })
    .nullable(),
});
export type StaffWebhook = z.infer<typeof staffWebhookSchema>;
export const staffWebhookListSchema = paginatedSchema(staffWebhookSchema);
export type StaffWebhookList = z.infer<typeof staffWebhookListSchema>;

export const staffWebhookDetailSchema = z.object({
  data: staffWebhookSchema.extend({
    entryList: z.array(
      z.object({
        entryId: z.number().int(),
        type: z.string(),
        statusCurrent: z.string(),
        statusPrevious: z.string().nullable(),
        efiSubscriptionId: z.number().int().nullable(),
        efiChargeId: z.number().int().nullable(),
        valueCents: z.number().int().nullable(),
        occurredAt: z.string(),
        appliedAt: z.string(),
      }),
    ),
  }),
});
export type StaffWebhookDetail = z.infer<typeof staffWebhookDetailSchema>;

export const webhookReplayResultSchema = z.object({
  message: z.string(),
  state: z.enum(['processed', 'failed']),
  /** Entries in Efí's history for the token. */
  entries: z.number().int(),
  /** Entries applied by this replay (0 when everything was already applied). */
  applied: z.number().int(),
  error: z.string().nullable(),
});
export type WebhookReplayResult = z.infer<typeof webhookReplayResultSchema>;

export const webhookReplayAllResultSchema = z.object({
  message: z.string(),
  replayed: z.number().int(),
  processed: z.number().int(),
  failed: z.number().int(),
  applied: z.number().int(),
});
export type WebhookReplayAllResult = z.infer<typeof webhookReplayAllResultSchema>;

export const webhookMessages = {
  webhookNotFound: 'Notificação não encontrada.',
  replayDone: 'Notificação reprocessada.',
  replayFailed: 'A notificação não pôde ser reprocessada.',
  replayAllDone: 'Notificações com falha reprocessadas.',
} as const;

/** Labels of the audit actions these calls record (merged into AUDIT_ACTION_LABELS). */
export const WEBHOOK_AUDIT_ACTION_LABELS: Record<string, string> = {
  'webhook.replayed': 'Notificação reprocessada',
  'webhooks.replayed_failed': 'Notificações com falha reprocessadas',
};
