import {
  type ExtendSubscriptionBody,
  type StaffCancelSubscriptionBody,
  type SubscriptionActionResult,
  staffSubscriptionDetailSchema,
  staffSubscriptionListSchema,
  subscriptionActionResultSchema,
} from '@rumo/shared/backoffice/billing/subscriptions';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type BackofficeApi, backofficeApi } from '../api/backoffice-api-client';
import { type SubscriptionFilters, subscriptionListSearch } from './subscription-filters';

export const subscriptionKeys = {
  all: ['backoffice', 'subscriptions'] as const,
  list: (search: string) => ['backoffice', 'subscriptions', 'list', search] as const,
  detail: (id: string) => ['backoffice', 'subscriptions', 'detail', id] as const,
};

/** GET /backoffice/subscriptions?page&limit&status&planId&company&from&to */
export async function fetchSubscriptions(search: string, api: BackofficeApi = backofficeApi) {
  const response = await api.get(`/backoffice/subscriptions?${search}`);
  return staffSubscriptionListSchema.parse(response?.data);
}

export function subscriptionsQuery(filters: SubscriptionFilters) {
  const search = subscriptionListSearch(filters);
  return queryOptions({
    queryKey: subscriptionKeys.list(search),
    queryFn: () => fetchSubscriptions(search),
    placeholderData: keepPreviousData,
  });
}

/** GET /backoffice/subscriptions/{id}: company, users, usage, payments and Efí's view. */
export async function fetchSubscription(id: string, api: BackofficeApi = backofficeApi) {
  const response = await api.get(`/backoffice/subscriptions/${id}`);
  return staffSubscriptionDetailSchema.parse(response?.data).data;
}

export const subscriptionQuery = (id: string) =>
  queryOptions({ queryKey: subscriptionKeys.detail(id), queryFn: () => fetchSubscription(id) });

async function action(path: string, body?: unknown, api: BackofficeApi = backofficeApi) {
  const response = await api.post(path, body);
  return subscriptionActionResultSchema.parse(response?.data);
}

export type SubscriptionAction =
  | { kind: 'cancel'; body: StaffCancelSubscriptionBody }
  | { kind: 'extend'; body: ExtendSubscriptionBody }
  | { kind: 'retry' };

/** POST …/cancel, …/extend or …/retry-charge; every subscription view is refreshed after. */
export function useSubscriptionAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionActionResult, Error, SubscriptionAction>({
    mutationFn: (input) => {
      const base = `/backoffice/subscriptions/${id}`;
      if (input.kind === 'cancel') return action(`${base}/cancel`, input.body);
      if (input.kind === 'extend') return action(`${base}/extend`, input.body);
      return action(`${base}/retry-charge`);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'plans'] }),
      ]),
  });
}
