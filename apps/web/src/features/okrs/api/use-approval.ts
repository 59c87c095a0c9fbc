import type { ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import type { CompanySettings } from '@rumo/shared/settings/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okrQueryRoots } from '../../../components/okr/okr-query-keys';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateOkrData } from './invalidate-okr-data';
import { okrKeys } from './query-keys';

// Under the settings root, so saving Configurações refreshes it.
const approvalSettingKey = [...okrQueryRoots.settings, 'approval-required'] as const;

/** Whether the company requires approval of objectives (GET /api/settings). */
export function useApprovalRequired(): boolean {
  const settings = useQuery({
    queryKey: approvalSettingKey,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<CompanySettings>('/settings', { signal })),
    staleTime: 60_000,
  });
  return settings.data?.approvalRequired ?? false;
}

type Step = 'submit' | 'approve' | 'return';

/** POST /api/objectives/:id/{submit|approve|return}. */
export function useApprovalStep(id: string, step: Step) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body?: { comment: string }) =>
      requireData(await authApi.post<ObjectiveDetail>(`/objectives/${id}/${step}`, body)),
    onSuccess: async (objective) => {
      queryClient.setQueryData(okrKeys.detail(id), objective);
      await invalidateOkrData(queryClient);
    },
  });
}

/** Sends a just-saved draft for approval (the form's "Enviar para aprovação"). */
export function useSubmitForApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      requireData(await authApi.post<ObjectiveDetail>(`/objectives/${id}/submit`)),
    onSuccess: async (objective) => {
      queryClient.setQueryData(okrKeys.detail(objective.id), objective);
      await invalidateOkrData(queryClient);
    },
  });
}
