import { Button, Group } from '@mantine/core';
import { type StaffRole, staffMay } from '@rumo/shared/backoffice/auth';
import type { InvoiceSummary } from '@rumo/shared/billing/invoices';
import { IconFilePlus, IconReload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { InvoiceDownloadButton } from '../../../components/invoice/invoice-download-button';
import { useBackofficeSession } from '../session/backoffice-session-store';
import { CancelInvoiceModal } from './cancel-invoice-modal';
import { fetchStaffFile, useInvoiceAction } from './invoices-api';
import { ReissueInvoiceModal } from './reissue-invoice-modal';

type ActionableInvoice = Pick<InvoiceSummary, 'id' | 'status' | 'number' | 'pdfUrl' | 'xmlUrl'>;

/** Who sees which button: reading is enough for the files; the role rules gate the writes. */
export function invoiceActionsFor(role: StaffRole | null, status: string, reissuable = false) {
  return {
    retry:
      role !== null &&
      staffMay(role, 'retryInvoice') &&
      (status === 'error' || status === 'queued'),
    // An issued nota is canceled at the provider; one never issued (queued, refused) is dropped;
    // one processing is canceled at the provider once it is issued.
    cancel:
      role !== null &&
      staffMay(role, 'cancelInvoice') &&
      ['authorized', 'processing', 'queued', 'error'].includes(status),
    // A nota canceled by mistake while the payment is still paid: a new nota.
    reissue: role !== null && staffMay(role, 'reissueInvoice') && reissuable,
  };
}

/**
 * PDF and XML, "Tentar de novo" (error or queued), "Cancelar nota" and "Emitir nova nota", by
 * role and status.
 */
export function InvoiceActions({
  invoice,
  subject,
  reissuable = false,
}: {
  invoice: ActionableInvoice;
  /** Whose invoice (the company), for the buttons' accessible names in a list. */
  subject?: string;
  /** Canceled, not issued again yet, and its payment still paid. */
  reissuable?: boolean;
}) {
  const { user } = useBackofficeSession();
  const action = useInvoiceAction(invoice.id);
  const [open, setOpen] = useState<'cancel' | 'reissue' | null>(null);
  const may = invoiceActionsFor(user?.role ?? null, invoice.status, reissuable);
  const which = `${invoice.number ? ` nº ${invoice.number}` : ''}${subject ? ` de ${subject}` : ''}`;
  const close = () => setOpen(null);

  return (
    <Group gap={4} wrap="wrap">
      <InvoiceDownloadButton invoice={invoice} file="pdf" fetchFile={fetchStaffFile} />
      <InvoiceDownloadButton invoice={invoice} file="xml" fetchFile={fetchStaffFile} />
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
      {may.reissue && (
        <>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconFilePlus size={14} aria-hidden />}
            onClick={() => setOpen('reissue')}
            aria-label={`Emitir nova nota no lugar da nota${which}`}
          >
            Emitir nova nota
          </Button>
          <ReissueInvoiceModal
            opened={open === 'reissue'}
            number={invoice.number}
            loading={action.isPending}
            onClose={close}
            onConfirm={() => action.mutate({ kind: 'reissue' }, { onSuccess: close })}
          />
        </>
      )}
      {may.cancel && (
        <>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => setOpen('cancel')}
            aria-label={`Cancelar nota${which}`}
          >
            Cancelar nota
          </Button>
          <CancelInvoiceModal
            opened={open === 'cancel'}
            number={invoice.number}
            issued={invoice.status === 'authorized' || invoice.status === 'processing'}
            loading={action.isPending}
            onClose={close}
            onConfirm={(reason) =>
              action.mutate({ kind: 'cancel', body: { reason } }, { onSuccess: close })
            }
          />
        </>
      )}
    </Group>
  );
}
