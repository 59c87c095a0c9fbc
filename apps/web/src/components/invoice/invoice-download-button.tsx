import { Button } from '@mantine/core';
import type { InvoiceSummary } from '@rumo/shared/billing/invoices';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { API_BASE_PATH, type DownloadedFile } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';
import { downloadApiFile, saveFile } from '../../lib/download-file';
import { showToast } from '../../lib/toasts';

export type InvoiceFile = 'pdf' | 'xml';
type InvoiceFiles = Pick<InvoiceSummary, 'id' | 'number' | 'pdfUrl' | 'xmlUrl'>;

const ACCEPT: Record<InvoiceFile, string> = { pdf: 'application/pdf', xml: 'application/xml' };

/** "nfse-123.pdf", or by the invoice id while it has no number. */
export function invoiceFileName(invoice: InvoiceFiles, file: InvoiceFile): string {
  return `nfse-${invoice.number ?? invoice.id}.${file}`;
}

/** The API path of the invoice's PDF or XML (the links carry the `/api` prefix). */
export function invoiceFilePath(invoice: InvoiceFiles, file: InvoiceFile): string | null {
  const url = file === 'pdf' ? invoice.pdfUrl : invoice.xmlUrl;
  if (!url) return null;
  return url.startsWith(`${API_BASE_PATH}/`) ? url.slice(API_BASE_PATH.length) : url;
}

/**
 * "PDF" or "XML" of a nota fiscal: fetched with the signed-in token (a plain link would carry
 * none) and saved as a file. The backoffice gives `fetchFile` (its client refreshes the token).
 */
export function InvoiceDownloadButton({
  invoice,
  file,
  fetchFile,
}: {
  invoice: InvoiceFiles;
  file: InvoiceFile;
  fetchFile?: (path: string, accept: string) => Promise<DownloadedFile>;
}) {
  const [loading, setLoading] = useState(false);
  const path = invoiceFilePath(invoice, file);
  if (!path) return null;
  const label = file.toUpperCase();
  const download = async () => {
    setLoading(true);
    try {
      const fallbackName = invoiceFileName(invoice, file);
      if (fetchFile) saveFile(await fetchFile(path, ACCEPT[file]), fallbackName);
      else await downloadApiFile(path, { accept: ACCEPT[file], fallbackName });
    } catch (error) {
      showToast({
        severity: 'error',
        summary: `Não foi possível baixar o ${label} da nota fiscal`,
        detail: errorMessage(error),
      });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={loading}
      onClick={() => void download()}
      aria-label={`Baixar ${label} da nota fiscal${invoice.number ? ` nº ${invoice.number}` : ''}`}
    >
      {label}
    </Button>
  );
}
