import { Button, Group } from '@mantine/core';
import { staffMay } from '@rumo/shared/backoffice/auth';
import type { InvoiceSummary } from '@rumo/shared/billing/invoices';
import { IconReload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { InvoiceDownloadButton } from '../../../components/invoice/invoice-download-button';
import { useBackofficeSession } from '../session/backoffice-session-store';
import { CancelInvoiceModal } from './cancel-invoice-modal';
import { staffToken, useInvoiceAction } from './invoices-api';

type ActionableInvoice = Pick<InvoiceSummary, 'id' | 'status' | 'number' | 'pdfUrl' | 'xmlUrl'>;

/** Who sees which button: reading is enough for the files; the role rules gate the writes. */
export function invoiceActionsFor(role: Parameters<typeof staffMay>[0] | null, status: string) {
  return {
    retry:
      role !== null &&
      staffMay(role, 'retryInvoice') &&
      (status === 'error' || status === 'queued'),
    // An issued nota is canceled at the provider; one never issued (queued, refused) is dropped.
    cancel:
      role !== null &&
      staffMay(role, 'cancelInvoice') &&
      (status === 'authorized' || status === 'queued' || status === 'error'),
  };
}

/** PDF and XML, "Tentar de novo" (error or queued) and "Cancelar nota", by role and status. */
export function InvoiceActions({
  invoice,
  subject,
}: {
  invoice: ActionableInvoice;
  /** Whose invoice (the company), for the buttons' accessible names in a list. */
  subject?: string;
}) {
  const { user } = useBackofficeSession();
  const action = useInvoiceAction(invoice.id);
  const [cancelOpen, setCancelOpen] = useState(false);
  const may = invoiceActionsFor(user?.role ?? null, invoice.status);
  const which = `${invoice.number ? ` nº ${invoice.number}` : ''}${subject ? ` de ${subject}` : ''}`;

  return (
    <Group gap={4} wrap="wrap">
      <InvoiceDownloadButton invoice={invoice} file="pdf" getToken={staffToken} />
      <InvoiceDownloadButton invoice={invoice} file="xml" getToken={staffToken} />
      {may.retry && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconReload size={14} aria-hidden />}
          loading={action.isPending && action.variables?.kind === 'retry'}
          onClick={() => action.mutate({ kind: 'retry' })}
          aria-label={`Tentar de novo a nota${which}`}
        >
          Tentar de novo
        </Button>
      )}
      {may.cancel && (
        <>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => setCancelOpen(true)}
            aria-label={`Cancelar nota${which}`}
          >
            Cancelar nota
          </Button>
          <CancelInvoiceModal
            opened={cancelOpen}
            number={invoice.number}
            issued={invoice.status === 'authorized'}
            loading={action.isPending}
            onClose={() => setCancelOpen(false)}
            onConfirm={(reason) =>
              action.mutate(
                { kind: 'cancel', body: { reason } },
                { onSuccess: () => setCancelOpen(false) },
              )
            }
          />
        </>
      )}
    </Group>
  );
}
