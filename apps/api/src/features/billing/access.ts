import type { BillingAccess, ReadOnlyReason } from '@rumo/shared/billing/contracts';
import type { SubscriptionRow } from './subscriptions.table';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AccessFields = Pick<
  SubscriptionRow,
  'status' | 'trialEndsAt' | 'pastDueSince' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'
>;

/** A paid period covers its last calendar day in Brasília (UTC−3, no daylight saving since 2019). */
export function endOfBrazilianDay(day: string): Date {
  return new Date(`${day}T23:59:59.999-03:00`);
}

/** Whole days left until `end`, counting a started day as one (0 once it has passed). */
export function daysUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/**
 * Whether the company may write, decided from the row and the clock, so a trial or a grace period
 * ends on time even before the daily job records it. No row: a company from before billing.
 */
export function billingAccess(
  row: AccessFields | undefined,
  now: Date,
  graceDays: number,
): BillingAccess {
  if (!row) {
    return {
      status: null,
      readOnly: false,
      reason: null,
      trialDaysLeft: null,
      graceDaysLeft: null,
    };
  }
  const base = { status: row.status, trialDaysLeft: null, graceDaysLeft: null };
  const readOnly = (reason: ReadOnlyReason): BillingAccess => ({ ...base, readOnly: true, reason });
  switch (row.status) {
    case 'trialing': {
      if (!row.trialEndsAt || row.trialEndsAt <= now) return readOnly('trial_ended');
      return {
        ...base,
        readOnly: false,
        reason: null,
        trialDaysLeft: daysUntil(row.trialEndsAt, now),
      };
    }
    case 'past_due': {
      const graceEnd = new Date((row.pastDueSince ?? now).getTime() + graceDays * DAY_MS);
      if (graceEnd <= now) return readOnly('payment_overdue');
      return { ...base, readOnly: false, reason: null, graceDaysLeft: daysUntil(graceEnd, now) };
    }
    case 'suspended':
      return readOnly('payment_overdue');
    // Bought by boleto, not paid yet: nobody writes (docs/decisions/0025-payment-methods.md); an
    // existing company keeps reading and reaches its billing tab.
    case 'pending':
      return readOnly('payment_pending');
    case 'canceled':
      return readOnly('canceled');
    case 'expired':
      return readOnly(row.trialEndsAt && !row.currentPeriodEnd ? 'trial_ended' : 'canceled');
    default: {
      // A cancellation takes effect at the end of the paid period, even before the job runs.
      const periodEnd = row.currentPeriodEnd ? endOfBrazilianDay(row.currentPeriodEnd) : null;
      if (row.cancelAtPeriodEnd && periodEnd && periodEnd <= now) return readOnly('canceled');
      return { ...base, readOnly: false, reason: null };
    }
  }
}
