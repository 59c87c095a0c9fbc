import type {
  CarriedObjective,
  CarryOverBody,
  CycleClosing,
  CycleReport,
  KeyResultScore,
  Retrospective,
  RetrospectiveBody,
  ScoreBody,
} from '@rumo/shared/cycle-close/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okrProgressRoots, okrQueryRoots } from '../../../components/okr/okr-query-keys';
import { authApi, requireData } from '../../../lib/api-client';

/** Under the cycles root, so a cycle change (closing it) refreshes the checklist and report. */
export const cycleCloseKeys = {
  closing: (id: string) => [...okrQueryRoots.cycles, 'closing', id] as const,
  report: (id: string) => [...okrQueryRoots.cycles, 'report', id] as const,
};

const closingQuery = (id: string) =>
  queryOptions({
    queryKey: cycleCloseKeys.closing(id),
    queryFn: async () => requireData(await authApi.get<CycleClosing>(`/cycles/${id}/closing`)),
  });

/** GET /api/cycles/:id/closing */
export const useCycleClosing = (id: string) => useQuery(closingQuery(id));

/** GET /api/cycles/:id/report */
export function useCycleReport(id: string) {
  return useQuery({
    queryKey: cycleCloseKeys.report(id),
    queryFn: async () => requireData(await authApi.get<CycleReport>(`/cycles/${id}/report`)),
  });
}

/** After a score, a retrospective, a carry-over or the close: the cycle and every OKR view. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [...okrProgressRoots, okrQueryRoots.cycles].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** PUT /api/key-results/:id/score */
export function useScoreKeyResult(keyResultId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async (body: ScoreBody) =>
      requireData(await authApi.put<KeyResultScore>(`/key-results/${keyResultId}/score`, body)),
    onSuccess: refresh,
  });
}

/** PUT /api/objectives/:id/retrospective */
export function useSaveRetrospective(objectiveId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async (body: RetrospectiveBody) =>
      requireData(
        await authApi.put<Retrospective>(`/objectives/${objectiveId}/retrospective`, body),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/objectives/:id/carry-over */
export function useCarryOver(objectiveId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async (body: CarryOverBody) =>
      requireData(
        await authApi.post<CarriedObjective>(`/objectives/${objectiveId}/carry-over`, body),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/cycles/:id/finish */
export function useFinishCycle(cycleId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async () =>
      requireData(await authApi.post<CycleClosing>(`/cycles/${cycleId}/finish`)),
    onSuccess: refresh,
  });
}
