import type {
  PaymentSettleResult,
  PaymentStats,
  PaymentSyncAllResult,
  PaymentSyncResult,
  StaffPaymentDetail,
  StaffPaymentList,
} from '@rumo/shared/backoffice/billing/payments';
import type { StaffPlanList } from '@rumo/shared/backoffice/billing/plans';
import { DEFAULT_PAGE_SIZE } from '@rumo/shared/common/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toasts';
import { type BackofficeApi, backofficeApi } from '../api/backoffice-api-client';
import { BACKOFFICE_TOASTS, showFailureToast } from '../backoffice-toasts';
import { queryString, reaisToCents } from '../lists/list-helpers';
import type { PaymentFilters } from './payment-filters';

const keys = {
  all: ['backoffice', 'payments'] as const,
  list: (filters: PaymentFilters) => ['backoffice', 'payments', 'list', filters] as const,
  stats: ['backoffice', 'payments', 'stats'] as const,
  detail: (id: string) => ['backoffice', 'payments', 'detail', id] as const,
  plans: ['backoffice', 'payments', 'plan-options'] as const,
};

/** The API path of the list: the pending/overdue views, or the filtered list. */
export function paymentListPath(filters: PaymentFilters): string {
  const page = { page: filters.page, limit: DEFAULT_PAGE_SIZE };
  if (filters.view === 'pending') return `/backoffice/payments/pending${queryString(page)}`;
  if (filters.view === 'overdue') return `/backoffice/payments/overdue${queryString(page)}`;
  return `/backoffice/payments${queryString({
    ...page,
    status: filters.status,
    method: filters.method,
    company: filters.company.trim(),
    planId: filters.planId,
    from: filters.from,
    to: filters.to,
    minAmountCents: reaisToCents(filters.min),
    maxAmountCents: reaisToCents(filters.max),
  })}`;
}

async function getData<T>(api: BackofficeApi, path: string, signal?: AbortSignal): Promise<T> {
  const response = await api.get<T>(path, { signal });
  return response?.data as T;
}

export function usePayments(filters: PaymentFilters) {
  return useQuery({
    queryKey: keys.list(filters),
    queryFn: ({ signal }) =>
      getData<StaffPaymentList>(backofficeApi, paymentListPath(filters), signal),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentStats() {
  return useQuery({
    queryKey: keys.stats,
    queryFn: ({ signal }) =>
      getData<PaymentStats>(backofficeApi, '/backoffice/payments/stats', signal),
  });
}

export function usePaymentDetail(id: string | null) {
  return useQuery({
    queryKey: keys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      getData<StaffPaymentDetail>(backofficeApi, `/backoffice/payments/${id}`, signal),
    enabled: id !== null,
  });
}

/** The plans for the plan filter (only for staff who may read plans). */
export function usePlanOptions(enabled: boolean) {
  return useQuery({
    queryKey: keys.plans,
    queryFn: ({ signal }) =>
      getData<StaffPlanList>(backofficeApi, '/backoffice/plans?active=all', signal),
    enabled,
    staleTime: 5 * 60_000,
    select: (list) =>
      list.data.map((plan) => ({
        value: plan.id,
        label: `${plan.name} (${plan.interval === 'yearly' ? 'anual' : 'mensal'})`,
      })),
  });
}

/** POST /payments/{id}/sync-efi, with the spec §8 toasts. */
export function useSyncPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await backofficeApi.post<PaymentSyncResult>(
        `/backoffice/payments/${id}/sync-efi`,
      );
      return response?.data as PaymentSyncResult;
    },
    onSuccess: () => {
      showToast(BACKOFFICE_TOASTS.syncOk);
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
    onError: (error) => showFailureToast(BACKOFFICE_TOASTS.syncFailed, error),
  });
}

/** POST /payments/sync-all-pending (admin), with the spec §8 toasts. */
export function useSyncAllPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await backofficeApi.post<PaymentSyncAllResult>(
        '/backoffice/payments/sync-all-pending',
      );
      return response?.data as PaymentSyncAllResult;
    },
    onSuccess: (result) => {
      if (result.failed > 0) showToast({ ...BACKOFFICE_TOASTS.syncFailed, detail: result.message });
      else showToast(BACKOFFICE_TOASTS.syncOk);
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
    onError: (error) => showFailureToast(BACKOFFICE_TOASTS.syncFailed, error),
  });
}

/** POST /payments/{id}/settle: a boleto paid outside Efí, with the reason for the audit log. */
export function useSettlePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) => {
      const response = await backofficeApi.post<PaymentSettleResult>(
        `/backoffice/payments/${id}/settle`,
        { reason },
      );
      return response?.data as PaymentSettleResult;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'subscriptions'] });
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'dashboard'] });
    },
  });
}
