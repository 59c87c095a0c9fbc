import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { efiNotifications, subscriptions } from '../../billing/public';
import { leads } from '../../leads/public';

interface DashboardRow {
  trials: string | number;
  new_leads: string | number;
  failing_webhooks: string | number;
}

/**
 * The dashboard's own figures (the rest come from Estatísticas' and Pagamentos' definitions):
 * trials running now (not yet past their end), new leads and failed webhooks, in one statement.
 */
export async function dashboardCounts(db: Database, now: Date) {
  const result = await db.execute(sql`
    select
      (select count(*) from ${subscriptions} s
         where s.status = 'trialing' and s.trial_ends_at > ${now.toISOString()}::timestamptz) as trials,
      (select count(*) from ${leads} where ${leads.status} = 'new') as new_leads,
      (select count(*) from ${efiNotifications} where ${efiNotifications.state} = 'failed') as failing_webhooks
  `);
  // Both drivers answer raw queries as `{ rows }`; the shared type cannot say so.
  const row = (result as unknown as { rows: DashboardRow[] }).rows[0];
  return {
    trials: Number(row?.trials ?? 0),
    newLeads: Number(row?.new_leads ?? 0),
    failingWebhooks: Number(row?.failing_webhooks ?? 0),
  };
}
