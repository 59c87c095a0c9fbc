import type { PaymentList } from '@rumo/shared/billing/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

export const PAYMENTS_PAGE_SIZE = 10;

/** GET /api/billing/payments?page&limit (admin): the company's charges, newest first. */
export function usePayments(page: number, limit = PAYMENTS_PAGE_SIZE) {
  return useQuery({
    queryKey: billingKeys.payments(page, limit),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<PaymentList>(`/billing/payments?page=${page}&limit=${limit}`, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
