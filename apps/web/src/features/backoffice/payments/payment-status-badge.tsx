import { Badge } from '@mantine/core';
import { type PaymentStatus, paymentStatusLabels } from '@rumo/shared/billing/contracts';

const COLORS: Record<PaymentStatus, string> = {
  new: 'blue',
  waiting: 'yellow',
  identified: 'blue',
  approved: 'cyan',
  link: 'blue',
  paid: 'teal',
  settled: 'teal',
  unpaid: 'red',
  contested: 'orange',
  refunded: 'gray',
  canceled: 'gray',
  expired: 'gray',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]} radius="sm">
      {status === 'unpaid' ? 'Em atraso (recusado)' : paymentStatusLabels[status]}
    </Badge>
  );
}
