import { Group, Stack, Text } from '@mantine/core';
import type { CustomerInvoice } from '@rumo/shared/billing/invoices';
import { InvoiceDownloadButton } from '../../../components/invoice/invoice-download-button';
import { InvoiceStatusBadge } from '../../../components/invoice/invoice-status-badge';

/**
 * A payment's nota fiscal in the billing tab: its number with the PDF and XML once issued; its
 * status while it is on its way ("Em emissão" even when the provider refused it: staff fix and
 * retry it, the provider's message is theirs); a dash for a charge with no nota (not paid).
 */
export function InvoiceLinks({ invoice }: { invoice: CustomerInvoice | null }) {
  if (!invoice) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      {invoice.number && <Text size="sm">NFS-e nº {invoice.number}</Text>}
      {invoice.status !== 'authorized' && (
        <InvoiceStatusBadge status={invoice.status} audience="customer" />
      )}
      {(invoice.pdfUrl || invoice.xmlUrl) && (
        <Group gap={4} wrap="nowrap">
          <InvoiceDownloadButton invoice={invoice} file="pdf" />
          <InvoiceDownloadButton invoice={invoice} file="xml" />
        </Group>
      )}
    </Stack>
  );
}
