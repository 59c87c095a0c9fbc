import type { BackofficeDashboard } from '@rumo/shared/backoffice/billing/dashboard';
import { type StatsDeps, statsSummary } from '../stats/stats.service';
import { dashboardCounts } from './dashboard.repository';
import { paymentTotals, recentPayments } from './payments.repository';

/**
 * The dashboard: Estatísticas' summary of the current month so far (MRR, paying companies, new,
 * churn, trial conversion), Pagamentos' overdue charges, and its own counts.
 */
export async function dashboard(deps: StatsDeps): Promise<BackofficeDashboard> {
  const summary = await statsSummary(deps, {});
  const payments = await paymentTotals(deps.db, deps.now());
  const counts = await dashboardCounts(deps.db, deps.now());
  return {
    from: summary.from,
    to: summary.to,
    mrrCents: summary.mrrCents,
    arrCents: summary.arrCents,
    payingCompanies: summary.payingCompanies,
    trials: counts.trials,
    trialConversion: summary.trialConversion.rate,
    newThisMonth: summary.newCompanies,
    churnedThisMonth: summary.churnedCompanies,
    churnRate: summary.logoChurnRate,
    overdueCents: payments.overdueCents,
    overdueCount: payments.overdueCount,
    byMethod: summary.byMethod.map(({ method, mrrCents, payingCompanies }) => {
      const open = payments.byMethod.find((item) => item.method === method);
      return {
        method,
        mrrCents,
        payingCompanies,
        overdueCents: open?.overdueCents ?? 0,
        overdueCount: open?.overdueCount ?? 0,
      };
    }),
    recentPayments: await recentPayments(deps.db, 5),
    newLeads: counts.newLeads,
    failingWebhooks: counts.failingWebhooks,
  };
}
