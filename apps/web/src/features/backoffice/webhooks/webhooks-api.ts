import {
  type StaffWebhookDetail,
  type StaffWebhookList,
  WEBHOOK_STATES,
  type WebhookReplayAllResult,
  type WebhookReplayResult,
} from '@rumo/shared/backoffice/billing/webhooks';
import { DEFAULT_PAGE_SIZE } from '@rumo/shared/common/pagination';
import { plural } from '@rumo/shared/common/plural';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FilterParams, oneOf, readPage } from '../../../lib/url-filters';
import { backofficeApi } from '../api/backoffice-api-client';
import { queryString, readDay } from '../lists/list-helpers';

export interface WebhookFilters {
  page: number;
  state: (typeof WEBHOOK_STATES)[number] | null;
  from: string | null;
  to: string | null;
}

export const WEBHOOK_FILTER_PARAMS: FilterParams<WebhookFilters> = {
  page: 'pagina',
  state: 'estado',
  from: 'de',
  to: 'ate',
};

export function readWebhookFilters(params: URLSearchParams): WebhookFilters {
  return {
    page: readPage(params.get('pagina')),
    state: oneOf(WEBHOOK_STATES, params.get('estado')),
    from: readDay(params.get('de')),
    to: readDay(params.get('ate')),
  };
}

/** Spec §7: GET /backoffice/webhooks with page and limit (defaults 1, 20). */
export function webhookListPath(filters: WebhookFilters): string {
  return `/backoffice/webhooks${queryString({
    page: filters.page,
    limit: DEFAULT_PAGE_SIZE,
    state: filters.state,
    from: filters.from,
    to: filters.to,
  })}`;
}

const keys = {
  all: ['backoffice', 'webhooks'] as const,
  list: (filters: WebhookFilters) => ['backoffice', 'webhooks', 'list', filters] as const,
  detail: (id: string) => ['backoffice', 'webhooks', 'detail', id] as const,
};

export function useWebhooks(filters: WebhookFilters) {
  return useQuery({
    queryKey: keys.list(filters),
    queryFn: async ({ signal }) =>
      (await backofficeApi.get<StaffWebhookList>(webhookListPath(filters), { signal }))
        ?.data as StaffWebhookList,
    placeholderData: keepPreviousData,
  });
}

export function useWebhookDetail(id: string | null) {
  return useQuery({
    queryKey: keys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      (await backofficeApi.get<StaffWebhookDetail>(`/backoffice/webhooks/${id}`, { signal }))
        ?.data as StaffWebhookDetail,
    enabled: id !== null,
  });
}

export function useReplayWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await backofficeApi.post<WebhookReplayResult>(`/backoffice/webhooks/${id}/replay`))
        ?.data as WebhookReplayResult,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useReplayFailedWebhooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await backofficeApi.post<WebhookReplayAllResult>('/backoffice/webhooks/replay-failed'))
        ?.data as WebhookReplayAllResult,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** What a replay changed, in words (a replay of applied entries changes nothing). */
export function describeReplay(result: WebhookReplayResult): string {
  if (result.state === 'failed') {
    return `${result.message}${result.error ? ` ${result.error}` : ''}`;
  }
  if (result.applied === 0) {
    return `${result.message} Nada mudou: ${
      result.entries === 1
        ? 'a entrada já estava aplicada'
        : `as ${result.entries} entradas já estavam aplicadas`
    }.`;
  }
  return `${result.message} ${plural(
    result.applied,
    'entrada aplicada',
    'entradas aplicadas',
  )} de ${result.entries}.`;
}

export function describeReplayAll(result: WebhookReplayAllResult): string {
  if (result.replayed === 0) return 'Nenhuma notificação com falha para reprocessar.';
  return `${result.message} ${plural(result.replayed, 'reprocessada', 'reprocessadas')}: ${plural(result.processed, 'processada', 'processadas')}, ${result.failed} ainda com falha; ${plural(result.applied, 'entrada aplicada', 'entradas aplicadas')}.`;
}
