import type {
  CompanyEngagement,
  CompanyView,
  Engagement,
  EngagementQuery,
} from '@rumo/shared/backoffice/stats';
import { statsMessages } from '@rumo/shared/backoffice/stats';
import type { SubscriptionStatus } from '@rumo/shared/billing/contracts';
import type { Paginated } from '@rumo/shared/common/pagination';
import { notFound } from '../../../lib/errors';
import { dayOf } from '../../billing/public';
import {
  companyUserCounts,
  type EngagementRow,
  findCompanySubscription,
  listEngagement,
} from './engagement.repository';
import { companyMrrNow, type StatsDeps } from './stats.service';

const iso = (value: Date | null) => value?.toISOString() ?? null;

function engagementOf(row: EngagementRow): Engagement {
  return {
    activeKeyResults: row.activeKeyResults,
    onTimeWeeks: row.onTimeWeeks,
    onTimeRate: row.onTimeRate,
    activeUsers: row.activeUsers,
    lastCheckInAt: iso(row.lastCheckInAt),
    lastSignInAt: iso(row.lastSignInAt),
    atRisk: row.atRisk,
    riskReasons: [
      ...(row.neverCheckedIn ? (['never_checked_in'] as const) : []),
      ...(row.lowEngagement ? (['low_engagement'] as const) : []),
      ...(row.noRecentCheckIn ? (['no_recent_check_in'] as const) : []),
    ],
  };
}

/** Companies with their plan, status and OKR engagement; `sort=risk` puts the at-risk first. */
export async function engagementList(
  deps: Pick<StatsDeps, 'db' | 'now'>,
  query: EngagementQuery,
): Promise<Paginated<CompanyEngagement>> {
  const now = deps.now();
  const { rows, total } = await listEngagement(deps.db, {
    now,
    today: dayOf(now),
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    atRisk: query.atRisk,
  });
  return {
    data: rows.map((row) => ({
      companyId: row.companyId,
      companyName: row.companyName,
      plan: row.plan,
      status: row.status as SubscriptionStatus | null,
      engagement: engagementOf(row),
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The backoffice's view of one company (404 when it does not exist). */
export async function companyView(deps: StatsDeps, companyId: string): Promise<CompanyView> {
  const now = deps.now();
  const { rows } = await listEngagement(deps.db, {
    now,
    today: dayOf(now),
    page: 1,
    limit: 1,
    sort: 'name',
    companyId,
  });
  const row = rows[0];
  if (!row) throw notFound(statsMessages.companyNotFound);
  const counts = await companyUserCounts(deps.db, companyId);
  const subscription = await findCompanySubscription(deps.db, companyId);
  const seats = counts.total - counts.disabled;
  const limit = row.plan?.userLimit ?? null;
  return {
    id: row.companyId,
    name: row.companyName,
    createdAt: row.companyCreatedAt.toISOString(),
    users: counts,
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status,
          trialEndsAt: iso(subscription.trialEndsAt),
          currentPeriodStart: subscription.currentPeriodStart,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          canceledAt: iso(subscription.canceledAt),
          endedAt: iso(subscription.endedAt),
          pastDueSince: iso(subscription.pastDueSince),
          createdAt: subscription.createdAt.toISOString(),
        }
      : null,
    plan: row.plan,
    usage: {
      seats,
      limit,
      share: limit ? Math.round((seats / limit) * 10_000) / 10_000 : null,
    },
    mrrCents: await companyMrrNow(deps, companyId),
    engagement: engagementOf(row),
    lastActivityAt: iso(later(row.lastCheckInAt, row.lastSignInAt)),
  };
}
