import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REISSUABLE_PAYMENT_STATUSES } from '@rumo/shared/backoffice/invoices';
import type { PaymentStatus } from '@rumo/shared/billing/contracts';
import type { InvoiceSummary } from '@rumo/shared/billing/invoices';
import { InvoiceStatusBadge } from '../../../components/invoice/invoice-status-badge';
import { formatDateTime } from '../lists/list-helpers';
import { InvoiceActions } from './invoice-actions';

/**
 * The payment drawer's "Nota fiscal" (the payment's current one): status, number, files, the
 * provider's error, retry, cancel, and a new nota when it was canceled and the payment is paid.
 */
export function PaymentInvoiceSection({
  invoice,
  paymentStatus,
}: {
  invoice: InvoiceSummary | null;
  paymentStatus: PaymentStatus;
}) {
  const paid = (REISSUABLE_PAYMENT_STATUSES as readonly string[]).includes(paymentStatus);
  return (
    <section aria-labelledby="payment-invoice">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md" id="payment-invoice">
          Nota fiscal
        </Title>
        {invoice && <InvoiceStatusBadge status={invoice.status} size="md" />}
      </Group>
      {!invoice ? (
        <Text size="sm" c="dimmed">
          Nenhuma nota fiscal para este pagamento: ela é gerada quando o pagamento é confirmado.
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Número
              </Text>
              <Text size="sm">{invoice.number ?? '—'}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Emitida em
              </Text>
              <Text size="sm">{invoice.issuedAt ? formatDateTime(invoice.issuedAt) : '—'}</Text>
            </div>
            {invoice.verificationCode && (
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Código de verificação
                </Text>
                <Text size="sm">{invoice.verificationCode}</Text>
              </div>
            )}
          </SimpleGrid>
          {invoice.errorMessage && (
            <Alert color={invoice.status === 'error' ? 'red' : 'gray'} variant="light">
              {invoice.errorMessage}
            </Alert>
          )}
          <InvoiceActions invoice={invoice} reissuable={invoice.status === 'canceled' && paid} />
        </Stack>
      )}
    </section>
  );
}
