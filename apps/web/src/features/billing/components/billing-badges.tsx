import { Badge } from '@mantine/core';
import {
  type PaymentStatus,
  paymentStatusLabels,
  type SubscriptionStatus,
  subscriptionStatusLabels,
} from '@rumo/shared/billing/contracts';
import { paymentStatusColors, subscriptionStatusColors } from '../billing-format';

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge variant="light" color={subscriptionStatusColors[status]}>
      {subscriptionStatusLabels[status]}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge variant="light" color={paymentStatusColors[status]} size="sm">
      {paymentStatusLabels[status]}
    </Badge>
  );
}
