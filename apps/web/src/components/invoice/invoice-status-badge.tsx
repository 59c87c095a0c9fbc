import { Badge, type BadgeProps } from '@mantine/core';
import { type InvoiceStatus, invoiceStatusLabels } from '@rumo/shared/billing/invoices';

const COLORS: Record<InvoiceStatus, string> = {
  queued: 'gray',
  processing: 'blue',
  authorized: 'teal',
  error: 'red',
  canceling: 'orange',
  canceled: 'gray',
};

/** A nota fiscal's status, as the customer and the staff read it. */
export function InvoiceStatusBadge({
  status,
  size = 'sm',
}: {
  status: InvoiceStatus;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge variant="light" color={COLORS[status]} size={size} radius="sm" tt="none">
      {invoiceStatusLabels[status]}
    </Badge>
  );
}
