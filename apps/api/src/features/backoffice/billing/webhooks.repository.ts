import type { StaffWebhook, StaffWebhookQuery } from '@rumo/shared/backoffice/billing/webhooks';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  type EfiNotificationRow,
  efiNotificationEntries,
  efiNotifications,
  subscriptions,
} from '../../billing/public';
import { companies } from '../../companies/public';
import { dayRange, iso, offsetOf } from './lists';

// Spelled out in full: Drizzle leaves columns unqualified in a select from one table, and an
// unqualified `token` would be the subquery's own.
const entryCount = sql<number>`(select count(*)::int from ${efiNotificationEntries} e
  where e.token = "efi_notifications"."token")`;

/** Efí's token is an opaque id, shown only by its first characters. */
export const tokenHint = (token: string) => (token.length > 8 ? `${token.slice(0, 8)}…` : token);

type WebhookSubject = Pick<StaffWebhook, 'subscription' | 'lastEntry'>;
const NO_SUBJECT: WebhookSubject = { subscription: null, lastEntry: null };

function toStaffWebhook(
  row: EfiNotificationRow,
  entries: number,
  subject: WebhookSubject = NO_SUBJECT,
): StaffWebhook {
  return {
    id: row.id,
    tokenHint: tokenHint(row.token),
    state: row.state,
    deliveries: row.deliveries,
    attempts: row.attempts,
    lastError: row.lastError,
    entriesApplied: row.entriesApplied,
    entries,
    firstReceivedAt: row.firstReceivedAt.toISOString(),
    lastReceivedAt: row.lastReceivedAt.toISOString(),
    processedAt: iso(row.processedAt),
    ...subject,
  };
}

/**
 * What each token's stored entries are about: the subscription (and company) they name, and
 * the latest entry. A token Efí has not answered yet (or a stranger's) has neither.
 */
async function webhookSubjects(db: Database, tokens: string[]) {
  const subjects = new Map<string, WebhookSubject>();
  if (tokens.length === 0) return subjects;
  const latest = await db
    .selectDistinctOn([efiNotificationEntries.token], {
      token: efiNotificationEntries.token,
      type: efiNotificationEntries.type,
      statusCurrent: efiNotificationEntries.statusCurrent,
      statusPrevious: efiNotificationEntries.statusPrevious,
    })
    .from(efiNotificationEntries)
    .where(inArray(efiNotificationEntries.token, tokens))
    .orderBy(efiNotificationEntries.token, desc(efiNotificationEntries.entryId));
  for (const { token, ...lastEntry } of latest)
    subjects.set(token, { subscription: null, lastEntry });
  const owners = await db
    .selectDistinctOn([efiNotificationEntries.token], {
      token: efiNotificationEntries.token,
      id: subscriptions.id,
      efiSubscriptionId: subscriptions.efiSubscriptionId,
      status: subscriptions.status,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(efiNotificationEntries)
    .innerJoin(
      subscriptions,
      eq(subscriptions.efiSubscriptionId, efiNotificationEntries.efiSubscriptionId),
    )
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(
      and(
        inArray(efiNotificationEntries.token, tokens),
        isNotNull(efiNotificationEntries.efiSubscriptionId),
      ),
    )
    .orderBy(efiNotificationEntries.token, desc(efiNotificationEntries.entryId));
  for (const { token, ...subscription } of owners) {
    subjects.set(token, { lastEntry: subjects.get(token)?.lastEntry ?? null, subscription });
  }
  return subjects;
}

/** The notification log, the latest delivery first, with the total in the same statement. */
export async function listWebhooks(db: Database, query: StaffWebhookQuery) {
  const where = and(
    query.state ? eq(efiNotifications.state, query.state) : undefined,
    dayRange(efiNotifications.lastReceivedAt, query.from, query.to),
  );
  const rows = await db
    .select({
      row: efiNotifications,
      entries: entryCount,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(efiNotifications)
    .where(where)
    .orderBy(desc(efiNotifications.lastReceivedAt), desc(efiNotifications.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const total = rows[0]?.total ?? (query.page > 1 ? await db.$count(efiNotifications, where) : 0);
  const subjects = await webhookSubjects(
    db,
    rows.map((r) => r.row.token),
  );
  return {
    data: rows.map((r) => toStaffWebhook(r.row, r.entries, subjects.get(r.row.token))),
    total,
  };
}

export async function findWebhook(db: Database, id: string) {
  const [row] = await db
    .select({ row: efiNotifications, entries: entryCount })
    .from(efiNotifications)
    .where(eq(efiNotifications.id, id));
  if (!row) return undefined;
  const subjects = await webhookSubjects(db, [row.row.token]);
  return {
    token: row.row.token,
    webhook: toStaffWebhook(row.row, row.entries, subjects.get(row.row.token)),
  };
}

export async function webhookEntries(db: Database, token: string) {
  const rows = await db
    .select()
    .from(efiNotificationEntries)
    .where(eq(efiNotificationEntries.token, token))
    .orderBy(asc(efiNotificationEntries.entryId));
  return rows.map((row) => ({
    entryId: row.entryId,
    type: row.type,
    statusCurrent: row.statusCurrent,
    statusPrevious: row.statusPrevious,
    efiSubscriptionId: row.efiSubscriptionId,
    efiChargeId: row.efiChargeId,
    valueCents: row.valueCents,
    occurredAt: row.occurredAt.toISOString(),
    appliedAt: row.appliedAt.toISOString(),
  }));
}

/** Failed notifications, the oldest first. */
export async function failedWebhookTokens(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ token: efiNotifications.token })
    .from(efiNotifications)
    .where(eq(efiNotifications.state, 'failed'))
    .orderBy(asc(efiNotifications.lastReceivedAt))
    .limit(limit);
  return rows.map((row) => row.token);
}
