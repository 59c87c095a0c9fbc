import type {
  BulkRetryResult,
  CancelInvoiceBody,
  InvoiceActionResult,
  StaffInvoiceList,
} from '@rumo/shared/backoffice/invoices';
import { INVOICE_STATUSES, type InvoiceStatus } from '@rumo/shared/billing/invoices';
import { DEFAULT_PAGE_SIZE } from '@rumo/shared/common/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { type FilterParams, oneOf, readPage, readSearch } from '../../../lib/url-filters';
import { backofficeApi } from '../api/backoffice-api-client';
import { queryString, readDay } from '../lists/list-helpers';

export interface InvoiceFilters {
  page: number;
  status: InvoiceStatus | null;
  company: string;
  from: string | null;
  to: string | null;
}

export const INVOICE_FILTER_PARAMS: FilterParams<InvoiceFilters> = {
  page: 'pagina',
  status: 'status',
  company: 'empresa',
  from: 'de',
  to: 'ate',
};

export function readInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const p = INVOICE_FILTER_PARAMS;
  return {
    page: readPage(params.get(p.page)),
    status: oneOf(INVOICE_STATUSES, params.get(p.status)),
    company: readSearch(params.get(p.company)),
    from: readDay(params.get(p.from)),
    to: readDay(params.get(p.to)),
  };
}

/** GET /backoffice/invoices with the filters that are set. */
export function invoiceListPath(filters: InvoiceFilters): string {
  return `/backoffice/invoices${queryString({
    page: filters.page,
    limit: DEFAULT_PAGE_SIZE,
    status: filters.status,
    company: filters.company.trim(),
    from: filters.from,
    to: filters.to,
  })}`;
}

const keys = {
  all: ['backoffice', 'invoices'] as const,
  list: (filters: InvoiceFilters) => ['backoffice', 'invoices', 'list', filters] as const,
};

export function useInvoices(filters: InvoiceFilters) {
  return useQuery({
    queryKey: keys.list(filters),
    queryFn: async ({ signal }) =>
      (await backofficeApi.get<StaffInvoiceList>(invoiceListPath(filters), { signal }))
        ?.data as StaffInvoiceList,
    placeholderData: keepPreviousData,
  });
}

/** The PDF and XML downloads, through the staff client (an expired token is refreshed). */
export const fetchStaffFile = (path: string, accept: string) => backofficeApi.file(path, accept);

export type InvoiceAction =
  | { kind: 'retry' }
  | { kind: 'reissue' }
  | { kind: 'cancel'; body: CancelInvoiceBody };

const FAILED: Record<InvoiceAction['kind'], string> = {
  retry: 'Erro ao reenviar a nota fiscal',
  reissue: 'Erro ao emitir a nova nota fiscal',
  cancel: 'Erro ao cancelar a nota fiscal',
};

const refetchInvoices = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.all }),
    queryClient.invalidateQueries({ queryKey: ['backoffice', 'payments'] }),
  ]);

/**
 * POST /backoffice/invoices/{id}/retry | /reissue | /cancel: a toast with the API's message
 * either way; the lists and the payment drawer (which shows the invoice) are refetched.
 */
export function useInvoiceAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: InvoiceAction) =>
      (
        await backofficeApi.post<InvoiceActionResult>(
          `/backoffice/invoices/${id}/${action.kind}`,
          action.kind === 'cancel' ? action.body : undefined,
        )
      )?.data as InvoiceActionResult,
    onSuccess: (result) => showToast({ severity: 'success', summary: result.message }),
    onError: (error, action) => {
      if (isApiError(error) && error.tokenExpired) return;
      showToast({ severity: 'error', summary: FAILED[action.kind], detail: errorMessage(error) });
    },
    onSettled: () => refetchInvoices(queryClient),
  });
}

/** POST /backoffice/invoices/retry: "Tentar novamente (N)" on the selected notas. */
export function useBulkRetry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      (await backofficeApi.post<BulkRetryResult>('/backoffice/invoices/retry', { ids }))
        ?.data as BulkRetryResult,
    onSuccess: (result) => showToast({ severity: 'success', summary: result.message }),
    onError: (error) => {
      if (isApiError(error) && error.tokenExpired) return;
      showToast({
        severity: 'error',
        summary: 'Erro ao reenviar as notas fiscais',
        detail: errorMessage(error),
      });
    },
    onSettled: () => refetchInvoices(queryClient),
  });
}
