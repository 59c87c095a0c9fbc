import { and, asc, eq, inArray, like, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  type EfiNotificationRow,
  efiNotificationEntries,
  efiNotifications,
} from './webhooks.table';

/**
 * One more delivery of `token`: the first creates the row, the next ones count it and put it
 * back to `pending` (Efí posts the same token again when the history grows). True when this
 * delivery created the row (`xmax = 0`: an inserted row, not an updated one).
 */
export async function recordDelivery(db: Database, token: string, at: Date): Promise<boolean> {
  const [row] = await db
    .insert(efiNotifications)
    .values({ token, firstReceivedAt: at, lastReceivedAt: at })
    .onConflictDoUpdate({
      target: efiNotifications.token,
      set: {
        deliveries: sql`${efiNotifications.deliveries} + 1`,
        lastReceivedAt: at,
        state: 'pending',
      },
    })
    .returning({ created: sql<boolean>`xmax = 0` });
  return row?.created === true;
}

export async function findNotification(
  db: Database,
  token: string,
): Promise<EfiNotificationRow | undefined> {
  const [row] = await db.select().from(efiNotifications).where(eq(efiNotifications.token, token));
  return row;
}

/** Counts an attempt at processing `token` (creating the row if no delivery was recorded). */
export async function startAttempt(db: Database, token: string, at: Date): Promise<void> {
  await db
    .insert(efiNotifications)
    .values({ token, firstReceivedAt: at, lastReceivedAt: at, deliveries: 0, attempts: 1 })
    .onConflictDoUpdate({
      target: efiNotifications.token,
      set: { attempts: sql`${efiNotifications.attempts} + 1` },
    });
}

export async function finishAttempt(
  db: Database,
  token: string,
  outcome: {
    state: 'processed' | 'failed';
    entriesApplied: number;
    error: string | null;
    at: Date;
  },
): Promise<void> {
  await db
    .update(efiNotifications)
    .set({
      state: outcome.state,
      lastError: outcome.error,
      ...(outcome.state === 'processed'
        ? { entriesApplied: outcome.entriesApplied, processedAt: outcome.at }
        : {}),
    })
    .where(eq(efiNotifications.token, token));
}

export interface NewEntry {
  token: string;
  entryId: number;
  type: string;
  statusCurrent: string;
  statusPrevious: string | null;
  efiSubscriptionId: number | null;
  efiChargeId: number | null;
  valueCents: number | null;
  occurredAt: Date;
  raw: unknown;
  appliedAt: Date;
}

/**
 * Claims an entry: true for the one transaction that inserted it, false when it was already
 * stored (by an earlier processing or by a concurrent one, which this insert waited for).
 */
export async function claimEntry(db: Database, entry: NewEntry): Promise<boolean> {
  const inserted = await db
    .insert(efiNotificationEntries)
    .values(entry)
    .onConflictDoNothing()
    .returning({ entryId: efiNotificationEntries.entryId });
  return inserted.length > 0;
}

/** Entry ids of `token` already stored, to skip them before opening a transaction. */
export async function storedEntryIds(db: Database, token: string): Promise<Set<number>> {
  const rows = await db
    .select({ entryId: efiNotificationEntries.entryId })
    .from(efiNotificationEntries)
    .where(eq(efiNotificationEntries.token, token));
  return new Set(rows.map((row) => row.entryId));
}

/** Tokens still to process (pending, or failed and received before `receivedBefore`). */
export async function listUnprocessedTokens(
  db: Database,
  options: { limit: number; includeFailedBefore?: Date },
): Promise<string[]> {
  const failed = options.includeFailedBefore
    ? and(
        eq(efiNotifications.state, 'failed'),
        lte(efiNotifications.lastReceivedAt, options.includeFailedBefore),
      )
    : undefined;
  const rows = await db
    .select({ token: efiNotifications.token })
    .from(efiNotifications)
    .where(
      failed
        ? sql`(${eq(efiNotifications.state, 'pending')} or ${failed})`
        : inArray(efiNotifications.state, ['pending']),
    )
    .orderBy(asc(efiNotifications.lastReceivedAt))
    .limit(options.limit);
  return rows.map((row) => row.token);
}

/**
 * Deletes up to `limit` tokens Efí refused (`lastError` starting with `errorPrefix`) and nothing
 * applied, last delivered before `before`; answers how many. A forger's tokens end here.
 */
export async function purgeRefusedTokens(
  db: Database,
  options: { errorPrefix: string; before: Date; limit: number },
): Promise<number> {
  const doomed = db
    .select({ id: efiNotifications.id })
    .from(efiNotifications)
    .where(
      and(
        eq(efiNotifications.state, 'failed'),
        like(efiNotifications.lastError, `${options.errorPrefix}%`),
        lt(efiNotifications.lastReceivedAt, options.before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(efiNotificationEntries)
            .where(eq(efiNotificationEntries.token, efiNotifications.token)),
        ),
      ),
    )
    .limit(options.limit);
  const deleted = await db
    .delete(efiNotifications)
    .where(inArray(efiNotifications.id, doomed))
    .returning({ id: efiNotifications.id });
  return deleted.length;
}
