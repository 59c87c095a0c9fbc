import { z } from 'zod';
import { PAYMENT_METHODS } from '../../billing/payment-method';
import { staffPaymentSchema } from './payments';

/**
 * GET /backoffice/dashboard -> backofficeDashboardSchema (spec §7; permission `stats`).
 *
 * The dashboard's figures, each from the definition Estatísticas uses (backoffice/stats.ts) over
 * the current month so far ([from, to], Estatísticas' default period).
 */
export const backofficeDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** MRR centavos now, fractional for yearly plans (price / 12): round only to show. */
  mrrCents: z.number(),
  /** Exact: yearly prices + 12 × monthly prices. */
  arrCents: z.number().int(),
  /** Companies paying now (`active`, or `past_due` within the grace days). */
  payingCompanies: z.number().int(),
  /** Trials running now. */
  trials: z.number().int(),
  /** Trials decided this month that converted, 0..1 or null. */
  trialConversion: z.number().nullable(),
  newThisMonth: z.number().int(),
  /** Companies that stopped paying this month (canceled, immediately or at the period's end, or suspended). */
  churnedThisMonth: z.number().int(),
  /** Churned this month over the companies paying at its start, or null. */
  churnRate: z.number().nullable(),
  overdueCents: z.number().int(),
  overdueCount: z.number().int(),
  /**
   * MRR and paying companies now by how each subscription pays, and the overdue charges (refused
   * or unpaid boletos not paid yet) by how each was charged: each sums to the figure above.
   */
  byMethod: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      mrrCents: z.number(),
      payingCompanies: z.number().int(),
      overdueCents: z.number().int(),
      overdueCount: z.number().int(),
    }),
  ),
  recentPayments: z.array(staffPaymentSchema),
  newLeads: z.number().int(),
  failingWebhooks: z.number().int(),
});
export type BackofficeDashboard = z.infer<typeof backofficeDashboardSchema>;
