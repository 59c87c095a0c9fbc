import {
  type createWebhookBodySchema,
  type updateWebhookBodySchema,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookDelivery,
  type WebhookWithSecret,
  webhookErrorCodes,
  webhookMessages,
} from '@rumo/shared/integrations/webhooks';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors';
import { webhookSecretBox } from '../../lib/secret-box';
import { attemptDelivery, type DeliveryDeps } from './webhook-delivery';
import { newMessageId, newWebhookSecret } from './webhook-secrets';
import { webhookUrlProblem } from './webhook-url';
import {
  type DeliverySummaryRow,
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  updateEndpoint,
} from './webhooks.repository';
import type { WebhookEndpointRow } from './webhooks.table';

/** How long the previous secret still signs after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

export type WebhookDeps = DeliveryDeps;

export function toWebhook(row: WebhookEndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as Webhook['events'],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDelivery(row: DeliverySummaryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempt: row.attempt,
    httpStatus: row.httpStatus,
    responseMs: row.responseMs,
    responseExcerpt: row.responseExcerpt,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function assertUrl(deps: WebhookDeps, url: string) {
  const problem = webhookUrlProblem(url, deps.config.nodeEnv === 'production');
  if (problem) throw badRequest(webhookErrorCodes.urlNotAllowed, problem);
}

async function endpointOf(deps: WebhookDeps, companyId: string, id: string) {
  const row = await findEndpoint(deps.db, companyId, id);
  if (!row) throw notFound(webhookMessages.notFound);
  return row;
}

export async function getWebhooks(deps: WebhookDeps, companyId: string) {
  return { data: (await listEndpoints(deps.db, companyId)).map(toWebhook) };
}

export async function createWebhook(
  deps: WebhookDeps,
  companyId: string,
  input: z.output<typeof createWebhookBodySchema>,
): Promise<WebhookWithSecret> {
  assertUrl(deps, input.url);
  const secret = newWebhookSecret();
  const row = await insertEndpoint(deps.db, {
    companyId,
    url: input.url,
    description: input.description,
    events: input.events,
    enabled: input.enabled,
    secretSealed: webhookSecretBox(deps.config.jwtSecret).seal(secret),
    createdAt: deps.now(),
  });
  return { webhook: toWebhook(row), secret };
}

/** Edits; turning an endpoint back on starts its failure count over. */
export async function editWebhook(
  deps: WebhookDeps,
  companyId: string,
  id: string,
  input: z.output<typeof updateWebhookBodySchema>,
): Promise<Webhook> {
  if (input.url !== undefined) assertUrl(deps, input.url);
  const current = await endpointOf(deps, companyId, id);
  const reenabled = input.enabled === true && !current.enabled;
  const row = await updateEndpoint(deps.db, companyId, id, {
    ...input,
    ...(reenabled ? { disabledReason: null, consecutiveFailures: 0, failingSince: null } : {}),
    ...(input.enabled === false ? { disabledReason: null } : {}),
  });
  if (!row) throw notFound(webhookMessages.notFound);
  return toWebhook(row);
}

export async function removeWebhook(deps: WebhookDeps, companyId: string, id: string) {
  if (!(await deleteEndpoint(deps.db, companyId, id))) throw notFound(webhookMessages.notFound);
}

/** A new secret, shown once; the previous one keeps signing for 24 h beside it. */
export async function rotateWebhookSecret(
  deps: WebhookDeps,
  companyId: string,
  id: string,
): Promise<WebhookWithSecret> {
  const current = await endpointOf(deps, companyId, id);
  const secret = newWebhookSecret();
  const row = await updateEndpoint(deps.db, companyId, id, {
    secretSealed: webhookSecretBox(deps.config.jwtSecret).seal(secret),
    previousSecretSealed: current.secretSealed,
    previousSecretExpiresAt: new Date(deps.now().getTime() + ROTATION_OVERLAP_MS),
  });
  if (!row) throw notFound(webhookMessages.notFound);
  return { webhook: toWebhook(row), secret };
}

/** "Enviar teste": a `webhook.test` event delivered now, once, even to a disabled endpoint. */
export async function sendTestEvent(
  deps: WebhookDeps,
  companyId: string,
  id: string,
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(deps, companyId, id);
  const at = deps.now();
  const payload = JSON.stringify({
    type: WEBHOOK_TEST_EVENT,
    timestamp: at.toISOString(),
    data: { webhookId: endpoint.id, message: 'Evento de teste enviado pelo Rumo.' },
  });
  const [created] = await insertDeliveries(deps.db, [
    {
      companyId,
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: WEBHOOK_TEST_EVENT,
      payload,
      createdAt: at,
    },
  ]);
  if (!created) throw new Error('test delivery insert returned no row');
  return deliveredNow(deps, created.id);
}

/** "Reenviar": the same message (same `webhook-id` and body), signed again and sent now. */
export async function replayDelivery(
  deps: WebhookDeps,
  companyId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  if (!(await findDelivery(deps.db, companyId, endpointId, deliveryId))) {
    throw notFound(webhookMessages.deliveryNotFound);
  }
  return deliveredNow(deps, deliveryId);
}

async function deliveredNow(deps: WebhookDeps, deliveryId: string) {
  const row = await attemptDelivery(deps, deliveryId, { retry: false });
  if (!row) throw notFound(webhookMessages.deliveryNotFound);
  return toDelivery(row);
}

/** A page of an endpoint's log (two statements). */
export async function getDeliveries(
  deps: WebhookDeps,
  companyId: string,
  endpointId: string,
  page: number,
) {
  const limit = WEBHOOK_DELIVERIES_PAGE_SIZE;
  const found = await listDeliveries(deps.db, companyId, endpointId, page, limit);
  if (!found) throw notFound(webhookMessages.notFound);
  const { rows, total } = found;
  return { data: rows.map(toDelivery), page, limit, total };
}
