import type { PaymentStatus, SubscriptionStatus } from '@rumo/shared/billing/contracts';
import { formatBrl } from '@rumo/shared/billing/money';
import type { BillingInterval } from '@rumo/shared/billing/plans';
import { plural } from '@rumo/shared/common/plural';

export const intervalPeriod: Record<BillingInterval, string> = {
  monthly: 'por mês',
  yearly: 'por ano',
};

/** "R$ 449,00 por mês" */
export function formatPrice(cents: number, interval: BillingInterval): string {
  return `${formatBrl(cents)} ${intervalPeriod[interval]}`;
}

/** "1 dia", "5 dias" */
export function formatDays(days: number): string {
  return plural(days, 'dia', 'dias');
}

/** "Seu teste grátis termina em 5 dias" (or "hoje" on the last day). */
export function trialEndsSentence(days: number): string {
  return days <= 0
    ? 'Seu teste grátis termina hoje'
    : `Seu teste grátis termina em ${formatDays(days)}`;
}

/** Badge colours; light variants with Mantine's shades pass AA in both schemes. */
export const subscriptionStatusColors: Record<SubscriptionStatus, string> = {
  pending: 'yellow',
  trialing: 'blue',
  active: 'green',
  past_due: 'orange',
  suspended: 'red',
  canceled: 'gray',
  expired: 'gray',
};

export const paymentStatusColors: Record<PaymentStatus, string> = {
  new: 'gray',
  waiting: 'blue',
  identified: 'blue',
  approved: 'teal',
  paid: 'green',
  unpaid: 'red',
  refunded: 'gray',
  contested: 'orange',
  canceled: 'gray',
  settled: 'green',
  link: 'gray',
  expired: 'gray',
};

/** "Mastercard •••• 4444": the app's one card format (packages/shared). */
export { formatCard } from '@rumo/shared/billing/card';

/** "Equipe mensal", "Equipe anual": a plan's name with its interval. */
export function planLabel(plan: { name: string; interval: BillingInterval }): string {
  return `${plan.name} ${plan.interval === 'yearly' ? 'anual' : 'mensal'}`;
}
