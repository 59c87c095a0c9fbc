import type { PaymentStatus, SubscriptionStatus } from '@rumo/shared/billing/contracts';
import { formatBrl } from '@rumo/shared/billing/money';
import type { BillingInterval } from '@rumo/shared/billing/plans';

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
  return days === 1 ? '1 dia' : `${days} dias`;
}

/** "Seu teste grátis termina em 5 dias" (or "hoje" on the last day). */
export function trialEndsSentence(days: number): string {
  return days <= 0
    ? 'Seu teste grátis termina hoje'
    : `Seu teste grátis termina em ${formatDays(days)}`;
}

/** Badge colours; light variants with Mantine's shades pass AA in both schemes. */
export const subscriptionStatusColors: Record<SubscriptionStatus, string> = {
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

const brandLabels: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
};

/** "Mastercard •••• 4444" from Efí's brand and mask (e.g. `XXXXXXXXXXXX4444`). */
export function formatCard(brand: string | null, mask: string | null): string | null {
  if (!mask) return null;
  const last4 = mask.replace(/[^0-9]/g, '').slice(-4);
  const name = brand ? (brandLabels[brand.toLowerCase()] ?? brand) : 'Cartão';
  return last4 ? `${name} •••• ${last4}` : name;
}

/** "Equipe mensal", "Equipe anual": a plan's name with its interval. */
export function planLabel(plan: { name: string; interval: BillingInterval }): string {
  return `${plan.name} ${plan.interval === 'yearly' ? 'anual' : 'mensal'}`;
}
