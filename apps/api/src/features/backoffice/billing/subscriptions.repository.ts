import type {
  StaffSubscription,
  StaffSubscriptionQuery,
} from '@rumo/shared/backoffice/billing/subscriptions';
import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { containsPattern } from '../../../lib/like-pattern';
import {
  type SubscriptionPlanRow,
  type SubscriptionRow,
  subscriptionPlans,
  subscriptions,
} from '../../billing/public';
import { companies } from '../../companies/public';
import { users } from '../../users/public';
import { dayRange, iso, offsetOf } from './lists';

const nextPlans = alias(subscriptionPlans, 'next_plan');

const activeUsers = sql<number>`(select count(*)::int from ${users}
  where ${users.companyId} = ${subscriptions.companyId} and ${users.status} <> 'disabled')`;

const columns = {
  subscription: subscriptions,
  companyName: companies.name,
  plan: subscriptionPlans,
  nextPlan: nextPlans,
  activeUsers,
};

const planRef = (plan: SubscriptionPlanRow | null) =>
  plan
    ? {
        id: plan.id,
        name: plan.name,
        interval: plan.interval,
        priceCents: plan.priceCents,
        userLimit: plan.userLimit,
      }
    : null;

export function toStaffSubscription(row: {
  subscription: SubscriptionRow;
  companyName: string;
  plan: SubscriptionPlanRow | null;
  nextPlan: SubscriptionPlanRow | null;
  activeUsers: number;
}): StaffSubscription {
  const s = row.subscription;
  return {
    id: s.id,
    company: { id: s.companyId, name: row.companyName },
    plan: planRef(row.plan),
    nextPlan: planRef(row.nextPlan),
    status: s.status,
    efiSubscriptionId: s.efiSubscriptionId,
    trialEndsAt: iso(s.trialEndsAt),
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    nextChargeAt: s.nextChargeAt,
    nextChargeCents: s.nextChargeCents,
    method: s.paymentMethod,
    nextMethod: s.nextPaymentMethod,
    cardBrand: s.cardBrand,
    cardMask: s.cardMask,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    cancelReason: s.cancelReason,
    canceledAt: iso(s.canceledAt),
    endedAt: iso(s.endedAt),
    pastDueSince: iso(s.pastDueSince),
    activeUsers: row.activeUsers,
    createdAt: s.createdAt.toISOString(),
    efiNextExecution: s.efiNextExecution,
    efiMismatchAt: iso(s.efiMismatchAt),
  };
}

function selectSubscriptions(db: Database) {
  return db
    .select(columns)
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .leftJoin(nextPlans, eq(nextPlans.id, subscriptions.nextPlanId));
}

/** Subscriptions, the newest first, with the total in the same statement. */
export async function listSubscriptions(db: Database, query: StaffSubscriptionQuery) {
  const where = and(
    query.status ? eq(subscriptions.status, query.status) : undefined,
    query.planId
      ? or(eq(subscriptions.planId, query.planId), eq(subscriptions.nextPlanId, query.planId))
      : undefined,
    query.companyId ? eq(subscriptions.companyId, query.companyId) : undefined,
    query.method ? eq(subscriptions.paymentMethod, query.method) : undefined,
    query.company ? ilike(companies.name, containsPattern(query.company)) : undefined,
    dayRange(subscriptions.createdAt, query.from, query.to),
  );
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .leftJoin(nextPlans, eq(nextPlans.id, subscriptions.nextPlanId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? Number(
          (
            await db
              .select({ n: sql<number>`count(*)` })
              .from(subscriptions)
              .innerJoin(companies, eq(companies.id, subscriptions.companyId))
              .where(where)
          )[0]?.n ?? 0,
        )
      : 0);
  return { data: rows.map(toStaffSubscription), total };
}

export async function findStaffSubscription(db: Database, id: string) {
  const [row] = await selectSubscriptions(db).where(eq(subscriptions.id, id));
  return row ? { view: toStaffSubscription(row), row: row.subscription } : undefined;
}

export async function lockSubscriptionRow(db: Database, id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function updateSubscriptionRow(
  db: Database,
  id: string,
  changes: Partial<typeof subscriptions.$inferInsert>,
) {
  await db.update(subscriptions).set(changes).where(eq(subscriptions.id, id));
}

/** The company's people (no password hashes), admins first. */
export async function companyUsers(db: Database, companyId: string) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.role), asc(users.name))
    .limit(500);
  return rows.map((row) => ({
    ...row,
    role: String(row.role),
    status: String(row.status),
    lastLoginAt: iso(row.lastLoginAt),
  }));
}

export async function seatCount(db: Database, companyId: string) {
  return db.$count(users, and(eq(users.companyId, companyId), ne(users.status, 'disabled')));
}
