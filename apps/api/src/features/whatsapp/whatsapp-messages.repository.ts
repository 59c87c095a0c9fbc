import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  type WhatsappInboundState,
  type WhatsappOutboundKind,
  whatsappInbound,
  whatsappOutbound,
} from './whatsapp.table';

export type WhatsappInboundRow = typeof whatsappInbound.$inferSelect;
type DeliveryStatus = (typeof whatsappOutbound.$inferSelect)['status'];

/** Stores an incoming message; false when its id is already stored (Meta's redelivery). */
export async function storeInbound(
  db: Database,
  values: { messageId: string; phone: string; payload: unknown; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(whatsappInbound)
    .values({ ...values, state: 'queued' })
    .onConflictDoNothing()
    .returning({ messageId: whatsappInbound.messageId });
  return rows.length > 0;
}

export async function findInbound(
  db: Database,
  messageId: string,
): Promise<WhatsappInboundRow | undefined> {
  const [row] = await db
    .select()
    .from(whatsappInbound)
    .where(eq(whatsappInbound.messageId, messageId));
  return row;
}

export async function updateInbound(
  db: Database,
  messageId: string,
  values: {
    state: WhatsappInboundState;
    companyId?: string | null;
    userId?: string | null;
    reply?: unknown;
    processedAt?: Date;
  },
): Promise<void> {
  await db.update(whatsappInbound).set(values).where(eq(whatsappInbound.messageId, messageId));
}

/** Rank of a status: a later webhook never takes a message back (read stays read). */
const rank = (status: unknown) => sql`(case ${status}
  when 'accepted' then 0 when 'sent' then 1 when 'delivered' then 2 when 'read' then 3
  when 'failed' then 4 else 0 end)`;

/** A message Rumo sent (its status, if a webhook came first, is kept). */
export async function recordOutbound(
  db: Database,
  values: {
    wamid: string;
    companyId: string | null;
    userId: string | null;
    phone: string;
    kind: WhatsappOutboundKind;
    summary: string;
    createdAt: Date;
  },
): Promise<void> {
  const { wamid: _wamid, ...known } = values;
  await db
    .insert(whatsappOutbound)
    .values(values)
    .onConflictDoUpdate({ target: whatsappOutbound.wamid, set: known });
}

/** A status webhook: the message's status moves forward (failed wins), with Meta's error code. */
export async function applyDeliveryStatus(
  db: Database,
  values: { wamid: string; status: DeliveryStatus; errorCode: number | null; at: Date },
): Promise<void> {
  await db
    .insert(whatsappOutbound)
    .values({ ...values, createdAt: values.at, statusAt: values.at })
    .onConflictDoUpdate({
      target: whatsappOutbound.wamid,
      set: {
        status: sql`excluded.status`,
        errorCode: sql`excluded.error_code`,
        statusAt: sql`excluded.status_at`,
      },
      setWhere: sql`${rank(sql`excluded.status`)} > ${rank(whatsappOutbound.status)}`,
    });
}

/** The last message sent to a person (one statement). */
export async function findLastOutbound(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select({
      status: whatsappOutbound.status,
      errorCode: whatsappOutbound.errorCode,
      createdAt: whatsappOutbound.createdAt,
      statusAt: whatsappOutbound.statusAt,
    })
    .from(whatsappOutbound)
    .where(and(eq(whatsappOutbound.companyId, companyId), eq(whatsappOutbound.userId, userId)))
    .orderBy(desc(whatsappOutbound.createdAt))
    .limit(1);
  return row;
}

/** Retention: messages in and out older than `before` (one statement each). */
export async function purgeMessagesBefore(
  db: Database,
  before: Date,
): Promise<{ inbound: number; outbound: number }> {
  const inbound = await db
    .delete(whatsappInbound)
    .where(lt(whatsappInbound.receivedAt, before))
    .returning({ id: whatsappInbound.messageId });
  const outbound = await db
    .delete(whatsappOutbound)
    .where(lt(whatsappOutbound.createdAt, before))
    .returning({ id: whatsappOutbound.id });
  return { inbound: inbound.length, outbound: outbound.length };
}
