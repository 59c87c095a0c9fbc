import { Badge } from '@mantine/core';
import {
  type PaymentStatus,
  paymentStatusLabels,
  type SubscriptionStatus,
  subscriptionStatusLabels,
} from '@rumo/shared/billing/contracts';

const SUBSCRIPTION_COLORS: Record<SubscriptionStatus, string> = {
  pending: 'yellow',
  trialing: 'blue',
  active: 'teal',
  past_due: 'orange',
  suspended: 'red',
  canceled: 'gray',
  expired: 'gray',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge variant="light" color={SUBSCRIPTION_COLORS[status]}>
      {subscriptionStatusLabels[status]}
    </Badge>
  );
}

const PAYMENT_COLORS: Partial<Record<PaymentStatus, string>> = {
  paid: 'teal',
  settled: 'teal',
  unpaid: 'red',
  contested: 'red',
  refunded: 'grape',
  canceled: 'gray',
  expired: 'gray',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge variant="light" color={PAYMENT_COLORS[status] ?? 'yellow'}>
      {paymentStatusLabels[status]}
    </Badge>
  );
}
