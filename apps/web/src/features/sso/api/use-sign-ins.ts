import type { SignInEventsPage } from '@rumo/shared/auth/sign-ins';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { ssoKeys } from './query-keys';

export const SIGN_INS_PAGE_SIZE = 20;

/** GET /api/auth/sign-ins (admin): the company's sign-in audit, newest first. */
export function useSignIns(page: number) {
  return useQuery({
    queryKey: ssoKeys.signIns(page),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<SignInEventsPage>(
          `/auth/sign-ins?page=${page}&limit=${SIGN_INS_PAGE_SIZE}`,
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}
