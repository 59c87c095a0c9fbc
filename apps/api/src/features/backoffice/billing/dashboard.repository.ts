import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { subscriptionPlans } from '../../billing/plans.table';
import { payments, subscriptions } from '../../billing/subscriptions.table';
import { efiNotifications } from '../../billing/webhooks.table';
import { leads } from '../../leads/leads.table';
import { startOfMonth } from './lists';

interface DashboardRow {
  mrr: string | number | null;
  active: string | number;
  trials: string | number;
  trials_ended: string | number;
  trials_converted: string | number;
  new_this_month: string | number;
  canceled_this_month: string | number;
  paying_at_month_start: string | number;
  overdue_cents: string | number | null;
  overdue_count: string | number;
  new_leads: string | number;
  failing_webhooks: string | number;
}

/**
 * The dashboard's figures, each a small aggregate, in one statement. Paying subscriptions are
 * `active` and `past_due` (a refused charge still counts until the suspension); a yearly plan
 * counts its price / 12 in the MRR.
 */
export async function dashboardFigures(db: Database, now: Date) {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const nowAt = at(now);
  const monthStart = at(startOfMonth(now));
  const since90 = at(new Date(now.getTime() - 90 * 86_400_000));
  const firstPaid = sql`(select ${payments.subscriptionId} as subscription_id, min(${payments.paidAt}) as first_paid_at
      from ${payments} where ${payments.status} in ('paid', 'settled') group by ${payments.subscriptionId})`;
  const result = await db.execute(sql`
    select
      (select coalesce(sum(case when p.interval = 'yearly' then round(p.price_cents / 12.0) else p.price_cents end), 0)
         from ${subscriptions} s join ${subscriptionPlans} p on p.id = s.plan_id
         where s.status in ('active', 'past_due')) as mrr,
      (select count(*) from ${subscriptions} where ${subscriptions.status} = 'active') as active,
      (select count(*) from ${subscriptions} where ${subscriptions.status} = 'trialing') as trials,
      (select count(*) from ${subscriptions} s where s.trial_ends_at >= ${since90}
         and (s.trial_ends_at <= ${nowAt} or exists (select 1 from ${payments} pp where pp.subscription_id = s.id and pp.status in ('paid', 'settled')))) as trials_ended,
      (select count(*) from ${subscriptions} s where s.trial_ends_at >= ${since90}
         and exists (select 1 from ${payments} pp where pp.subscription_id = s.id and pp.status in ('paid', 'settled'))) as trials_converted,
      (select count(*) from ${firstPaid} f where f.first_paid_at >= ${monthStart}) as new_this_month,
      (select count(*) from ${subscriptions} s where s.status = 'canceled' and s.ended_at >= ${monthStart}
         and s.current_period_end is not null) as canceled_this_month,
      (select count(*) from ${subscriptions} s join ${firstPaid} f on f.subscription_id = s.id
         where f.first_paid_at < ${monthStart} and (s.ended_at is null or s.ended_at >= ${monthStart})) as paying_at_month_start,
      (select coalesce(sum(${payments.amountCents}), 0) from ${payments} where ${payments.status} = 'unpaid') as overdue_cents,
      (select count(*) from ${payments} where ${payments.status} = 'unpaid') as overdue_count,
      (select count(*) from ${leads} where ${leads.status} = 'new') as new_leads,
      (select count(*) from ${efiNotifications} where ${efiNotifications.state} = 'failed') as failing_webhooks
  `);
  // Both drivers answer raw queries as `{ rows }`; the shared type cannot say so.
  const row = (result as unknown as { rows: DashboardRow[] }).rows[0];
  const n = (value: string | number | null | undefined) => Number(value ?? 0);
  const trialsEnded = n(row?.trials_ended);
  const payingAtStart = n(row?.paying_at_month_start);
  const canceled = n(row?.canceled_this_month);
  return {
    mrrCents: n(row?.mrr),
    activeSubscriptions: n(row?.active),
    trials: n(row?.trials),
    trialConversion: trialsEnded === 0 ? null : n(row?.trials_converted) / trialsEnded,
    newThisMonth: n(row?.new_this_month),
    canceledThisMonth: canceled,
    churnRate: payingAtStart === 0 ? null : canceled / payingAtStart,
    overdueCents: n(row?.overdue_cents),
    overdueCount: n(row?.overdue_count),
    newLeads: n(row?.new_leads),
    failingWebhooks: n(row?.failing_webhooks),
  };
}
