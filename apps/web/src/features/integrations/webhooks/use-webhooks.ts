import type { Paginated } from '@rumo/shared/common/pagination';
import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  Webhook,
  WebhookDelivery,
  WebhookWithSecret,
} from '@rumo/shared/integrations/webhooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';

const BASE = '/integrations/webhooks';
export const webhooksKey = ['integrations', 'webhooks'] as const;
const deliveriesKey = (id: string, page: number) => [...webhooksKey, id, 'deliveries', page];

/** GET /api/integrations/webhooks (admin): the company's endpoints, without secrets. */
export function useWebhooks() {
  return useQuery({
    queryKey: webhooksKey,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<{ data: Webhook[] }>(BASE, { signal })).data,
  });
}

/** GET …/:id/deliveries?page= (admin): one page of the delivery log, newest first. */
export function useWebhookDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: deliveriesKey(id, page),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<Paginated<WebhookDelivery>>(`${BASE}/${id}/deliveries?page=${page}`, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every webhook mutation refreshes the list and the logs. */
function useWebhookMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation(async (body: CreateWebhookBody) =>
    requireData(await authApi.post<WebhookWithSecret>(BASE, body)),
  );

export const useUpdateWebhook = () =>
  useWebhookMutation(async ({ id, body }: { id: string; body: UpdateWebhookBody }) =>
    requireData(await authApi.patch<Webhook>(`${BASE}/${id}`, body)),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation(async (id: string) => {
    await authApi.delete(`${BASE}/${id}`);
  });

export const useRotateWebhookSecret = () =>
  useWebhookMutation(async (id: string) =>
    requireData(await authApi.post<WebhookWithSecret>(`${BASE}/${id}/rotate-secret`)),
  );

export const useSendWebhookTest = () =>
  useWebhookMutation(async (id: string) =>
    requireData(await authApi.post<WebhookDelivery>(`${BASE}/${id}/test`)),
  );

export const useReplayWebhookDelivery = () =>
  useWebhookMutation(async ({ id, deliveryId }: { id: string; deliveryId: string }) =>
    requireData(
      await authApi.post<WebhookDelivery>(`${BASE}/${id}/deliveries/${deliveryId}/replay`),
    ),
  );
