import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterCheckIn } from '../../../components/okr/use-save-check-in';
import { authApi } from '../../../lib/api-client';

/** DELETE /api/check-ins/:id: the author's latest one; the key result goes back a value. */
export function useDeleteCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await authApi.delete(`/check-ins/${id}`);
    },
    onSuccess: () => invalidateAfterCheckIn(queryClient),
  });
}
