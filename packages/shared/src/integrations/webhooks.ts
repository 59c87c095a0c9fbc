import { z } from 'zod';
import { idSchema, optionalLongText, timestampSchema } from '../common/fields';
import { paginatedSchema } from '../common/pagination';

/** Outbound webhooks of a company (Configurações › Integrações › Webhooks), Standard Webhooks. */

export const WEBHOOK_EVENT_TYPES = [
  'checkin.created',
  'objective.created',
  'objective.updated',
  'objective.status_changed',
  'key_result.updated',
  'cycle.closed',
  'comment.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "Enviar teste" sends; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'checkin.created': 'Check-in registrado',
  'objective.created': 'Objetivo criado',
  'objective.updated': 'Objetivo editado',
  'objective.status_changed': 'Status do objetivo alterado',
  'key_result.updated': 'Resultado-chave editado',
  'cycle.closed': 'Ciclo encerrado',
  'comment.created': 'Comentário publicado',
};

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

export const webhookMessages = {
  urlRequired: 'Informe a URL do endpoint.',
  urlInvalid: 'Informe uma URL válida, começando com https://.',
  urlTooLong: `A URL pode ter até ${WEBHOOK_URL_MAX} caracteres.`,
  urlNotHttps: 'A URL precisa usar https:// (http:// só para localhost em desenvolvimento).',
  urlPrivate: 'A URL precisa apontar para um endereço público da internet.',
  urlCredentials: 'A URL não pode conter usuário ou senha.',
  eventsRequired: 'Escolha pelo menos um evento.',
  eventInvalid: 'Evento desconhecido.',
  notFound: 'Webhook não encontrado.',
  deliveryNotFound: 'Entrega não encontrada.',
  deleted: 'Webhook excluído.',
  created: 'Webhook criado.',
  updated: 'Webhook atualizado.',
} as const;

export const webhookErrorCodes = {
  urlNotAllowed: 'WEBHOOK_URL_NOT_ALLOWED',
} as const;

const urlSchema = z
  .string({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, { error: webhookMessages.urlRequired, abort: true })
  .max(WEBHOOK_URL_MAX, webhookMessages.urlTooLong)
  .refine((value) => URL.canParse(value), webhookMessages.urlInvalid);

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: webhookMessages.eventInvalid }), {
    error: webhookMessages.eventsRequired,
  })
  .min(1, webhookMessages.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

export const createWebhookBodySchema = z.object({
  url: urlSchema,
  description: optionalLongText(WEBHOOK_DESCRIPTION_MAX, 'A descrição'),
  events: eventsSchema,
  enabled: z.boolean().default(true),
});
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z.object({
  url: urlSchema.optional(),
  description: optionalLongText(WEBHOOK_DESCRIPTION_MAX, 'A descrição').optional(),
  events: eventsSchema.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it was turned off by Rumo (sustained failures); null when enabled or off by hand. */
  disabledReason: z.string().nullable(),
  /** Until when the previous secret still signs (after a rotation); null without overlap. */
  previousSecretExpiresAt: timestampSchema.nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: timestampSchema,
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ data: z.array(webhookSchema) });

/** The only answers that carry the signing secret (`whsec_…`): shown once. */
export const webhookWithSecretSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliveryStatusLabels: Record<WebhookDeliveryStatus, string> = {
  pending: 'Aguardando nova tentativa',
  succeeded: 'Entregue',
  failed: 'Falhou',
};

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempt: z.number().int(),
  httpStatus: z.number().int().nullable(),
  responseMs: z.number().int().nullable(),
  /** The first 1 KB of the answer's body (text only), or the network error. */
  responseExcerpt: z.string().nullable(),
  nextAttemptAt: timestampSchema.nullable(),
  lastAttemptAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = paginatedSchema(webhookDeliverySchema);

export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const webhookDeliveryParamsSchema = z.object({ id: idSchema, deliveryId: idSchema });
