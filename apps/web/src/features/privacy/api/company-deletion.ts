import type { CompanyDeletionBody, CompanyDeletionStatus } from '@rumo/shared/privacy/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';

const deletionKey = ['privacy', 'company-deletion'] as const;

/** GET /api/privacy/company-deletion: everyone in the company sees a pending deletion. */
export function useCompanyDeletion() {
  return useQuery({
    queryKey: deletionKey,
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<CompanyDeletionStatus>('/privacy/company-deletion', { signal }),
      ),
    staleTime: 5 * 60 * 1000,
  });
}

/** POST /api/privacy/company-deletion (admin, with the typed company name). */
export function useScheduleCompanyDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompanyDeletionBody) =>
      requireData(await authApi.post<CompanyDeletionStatus>('/privacy/company-deletion', body)),
    onSuccess: (status) => queryClient.setQueryData(deletionKey, status),
  });
}

/** DELETE /api/privacy/company-deletion (admin): undo during the grace period. */
export function useCancelCompanyDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      requireData(await authApi.delete<CompanyDeletionStatus>('/privacy/company-deletion')),
    onSuccess: (status) => queryClient.setQueryData(deletionKey, status),
  });
}
