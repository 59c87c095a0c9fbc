import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../users/public';
import {
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from './webhooks.table';

export type NewEndpoint = Pick<
  WebhookEndpointRow,
  'companyId' | 'url' | 'description' | 'events' | 'enabled' | 'secretSealed' | 'createdAt'
>;
export type EndpointPatch = Partial<
  Pick<
    WebhookEndpointRow,
    | 'url'
    | 'description'
    | 'events'
    | 'enabled'
    | 'secretSealed'
    | 'previousSecretSealed'
    | 'previousSecretExpiresAt'
    | 'disabledReason'
    | 'consecutiveFailures'
    | 'failingSince'
  >
>;

export async function insertEndpoint(db: Database, values: NewEndpoint) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint insert returned no row');
  return row;
}

/** The company's endpoints, oldest first (a company holds a handful). */
export function listEndpoints(db: Database, companyId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function findEndpoint(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function updateEndpoint(
  db: Database,
  companyId: string,
  id: string,
  patch: EndpointPatch,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(patch)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Database, companyId: string, id: string) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The enabled endpoints of these companies that listen to at least one of these event types. */
export function subscribedEndpoints(db: Database, companyIds: string[], types: string[]) {
  return db
    .select({
      id: webhookEndpoints.id,
      companyId: webhookEndpoints.companyId,
      events: webhookEndpoints.events,
    })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.companyId, companyIds),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} && ${sql.param(types)}::text[]`,
      ),
    );
}

export type NewDelivery = Pick<
  WebhookDeliveryRow,
  'companyId' | 'endpointId' | 'messageId' | 'eventType' | 'payload' | 'createdAt'
>;

export async function insertDeliveries(db: Database, rows: NewDelivery[]) {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
}

/** A delivery with what an attempt needs of its endpoint, in one statement. */
export async function findDeliveryForAttempt(db: Database, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

export type AttemptOutcome = Pick<
  WebhookDeliveryRow,
  | 'status'
  | 'attempt'
  | 'httpStatus'
  | 'responseMs'
  | 'responseExcerpt'
  | 'nextAttemptAt'
  | 'lastAttemptAt'
>;

export async function recordAttempt(db: Database, deliveryId: string, outcome: AttemptOutcome) {
  const [row] = await db
    .update(webhookDeliveries)
    .set(outcome)
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning();
  if (!row) throw new Error('webhook delivery vanished during its attempt');
  return row;
}

/** After a 2xx: the run of failures ends. */
export async function markEndpointHealthy(db: Database, endpointId: string) {
  await db
    .update(webhookEndpoints)
    .set({ consecutiveFailures: 0, failingSince: null })
    .where(eq(webhookEndpoints.id, endpointId));
}

/** After a failed attempt: one more in the run, which starts now unless it already had. */
export async function markEndpointFailing(db: Database, endpointId: string, at: Date) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({
      consecutiveFailures: webhookEndpoints.consecutiveFailures,
      failingSince: webhookEndpoints.failingSince,
      enabled: webhookEndpoints.enabled,
    });
  return row;
}

/** Turns an endpoint off once; true only for the call that did (so one e-mail goes out). */
export async function disableFailingEndpoint(db: Database, endpointId: string, reason: string) {
  const rows = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** What a delivery's line in the history shows: not its payload (the whole body sent). */
const deliverySummaryColumns = {
  id: webhookDeliveries.id,
  messageId: webhookDeliveries.messageId,
  eventType: webhookDeliveries.eventType,
  status: webhookDeliveries.status,
  attempt: webhookDeliveries.attempt,
  httpStatus: webhookDeliveries.httpStatus,
  responseMs: webhookDeliveries.responseMs,
  responseExcerpt: webhookDeliveries.responseExcerpt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  createdAt: webhookDeliveries.createdAt,
};

export type DeliverySummaryRow = Pick<WebhookDeliveryRow, keyof typeof deliverySummaryColumns>;

/**
 * One page of an endpoint's deliveries, newest first, and their total, in two statements;
 * undefined when the endpoint is not the company's.
 */
export async function listDeliveries(
  db: Database,
  companyId: string,
  endpointId: string,
  page: number,
  limit: number,
) {
  const [endpoint] = await db
    .select({
      total: sql<number>`(select count(*)::int from webhook_deliveries d where d.endpoint_id = ${webhookEndpoints}.id)`,
    })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, endpointId)));
  if (!endpoint) return undefined;
  const rows = await db
    .select(deliverySummaryColumns)
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.endpointId, endpointId)),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: endpoint.total };
}

export async function findDelivery(
  db: Database,
  companyId: string,
  endpointId: string,
  deliveryId: string,
) {
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.companyId, companyId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, deliveryId),
      ),
    );
  return row;
}

/** The company's active admins, who hear of an endpoint turned off. */
export function activeAdmins(db: Database, companyId: string) {
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), eq(users.role, 'admin'), eq(users.status, 'active')),
    );
}
