import { Badge, type BadgeProps } from '@mantine/core';
import {
  customerInvoiceStatusLabels,
  type InvoiceStatus,
  invoiceStatusLabels,
} from '@rumo/shared/billing/invoices';

const COLORS: Record<InvoiceStatus, string> = {
  queued: 'gray',
  processing: 'blue',
  authorized: 'teal',
  error: 'red',
  canceling: 'orange',
  canceled: 'gray',
};

/** The customer reads a refused nota as one on its way (staff handle the refusal). */
const CUSTOMER_COLORS: Record<InvoiceStatus, string> = { ...COLORS, error: 'blue' };

/** A nota fiscal's status, as the staff (by default) or the customer read it. */
export function InvoiceStatusBadge({
  status,
  size = 'sm',
  audience = 'staff',
}: {
  status: InvoiceStatus;
  size?: BadgeProps['size'];
  audience?: 'staff' | 'customer';
}) {
  const customer = audience === 'customer';
  return (
    <Badge
      variant="light"
      color={(customer ? CUSTOMER_COLORS : COLORS)[status]}
      size={size}
      radius="sm"
      tt="none"
    >
      {(customer ? customerInvoiceStatusLabels : invoiceStatusLabels)[status]}
    </Badge>
  );
}
