import type { StaffAuditEntry } from '@rumo/shared/backoffice/audit-log';
import type {
  BackofficeSettings,
  UpdateBackofficeSettingsBody,
} from '@rumo/shared/backoffice/settings';
import type { Paginated } from '@rumo/shared/common/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requireData } from '../../../lib/api-client';
import { backofficeApi } from '../api/backoffice-api-client';

const settingsKey = ['backoffice', 'settings'] as const;
const auditKey = ['backoffice', 'audit-log'] as const;

export function useBackofficeSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      requireData(
        await backofficeApi.get<{ data: BackofficeSettings }>('/backoffice/settings', { signal }),
      ).data,
  });
}

export function useSaveBackofficeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateBackofficeSettingsBody) =>
      requireData(
        await backofficeApi.put<{ data: BackofficeSettings }>('/backoffice/settings', body),
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      return queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

export interface AuditFilters {
  page: number;
  actorId: string | null;
  action: string | null;
  /** Whole days 'YYYY-MM-DD' (America/Sao_Paulo), picked as dd/mm/aa. */
  from: string | null;
  to: string | null;
}

export function auditQueryString(filters: AuditFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: '20' });
  if (filters.actorId) params.set('actorId', filters.actorId);
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params.toString();
}

export function useAuditLog(filters: AuditFilters) {
  const query = auditQueryString(filters);
  return useQuery({
    queryKey: [...auditKey, query],
    queryFn: async ({ signal }) =>
      requireData(
        await backofficeApi.get<Paginated<StaffAuditEntry>>(`/backoffice/audit-log?${query}`, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
