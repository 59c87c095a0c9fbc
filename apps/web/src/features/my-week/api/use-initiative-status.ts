import type { InitiativeStatus } from '@rumo/shared/objectives/initiative-enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okrProgressRoots } from '../../../components/okr/okr-query-keys';
import { authApi, requireData } from '../../../lib/api-client';

/** PATCH /api/initiatives/:id/status from a row of Minha semana; refreshes what shows OKRs. */
export function useInitiativeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: InitiativeStatus }) =>
      requireData(await authApi.patch<unknown>(`/initiatives/${id}/status`, { status })),
    onSuccess: () =>
      Promise.all(okrProgressRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
