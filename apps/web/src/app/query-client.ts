import { billingErrorCodes } from '@rumo/shared/billing/error-codes';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { billingKeys } from '../features/billing/api/query-keys';
import { hasErrorCode, isApiError } from '../lib/api-error';

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // A write refused with 402 SUBSCRIPTION_INACTIVE: the company just became read-only (trial
    // over, payment overdue). The mutation's own handler shows the API's message as for any
    // error; here the access query is refreshed so the banner says why at once.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (hasErrorCode(error, billingErrorCodes.readOnly)) {
          void queryClient.invalidateQueries({ queryKey: billingKeys.all });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on retry; network blips might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export const queryClient = createQueryClient();
