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
import { REPORT_PEOPLE_PRINT_LIMIT } from '@rumo/shared/cycle-close/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { okrProgressRoots, okrQueryRoots } from '../../../components/okr/okr-query-keys';
import { authApi, requireData } from '../../../lib/api-client';

/** Objectives per page of the close checklist. */
export const CLOSING_PAGE_SIZE = 20;

/** Under the cycles root, so a cycle change (closing it) refreshes the checklist and report. */
export const cycleCloseKeys = {
  closing: (id: string, page: number) => [...okrQueryRoots.cycles, 'closing', id, page] as const,
  report: (id: string, page: number, limit: number) =>
    [...okrQueryRoots.cycles, 'report', id, page, limit] as const,
};

const closingQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: cycleCloseKeys.closing(id, page),
    queryFn: async () =>
      requireData(
        await authApi.get<CycleClosing>(
          `/cycles/${id}/closing?page=${page}&limit=${CLOSING_PAGE_SIZE}`,
        ),
      ),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/cycles/:id/closing, a page of objectives at a time. */
export const useCycleClosing = (id: string, page: number) => useQuery(closingQuery(id, page));

/** People per page of the report's "Nota média por pessoa". */
export const REPORT_PEOPLE_PAGE_SIZE = 20;

/** GET /api/cycles/:id/report, the people a page at a time (`page`). */
/** The report with a page of people; `everyone`: all of them at once, for printing. */
export function useCycleReport(id: string, page: number, everyone = false) {
  const limit = everyone ? REPORT_PEOPLE_PRINT_LIMIT : REPORT_PEOPLE_PAGE_SIZE;
  const shown = everyone ? 1 : page;
  return useQuery({
    queryKey: cycleCloseKeys.report(id, shown, limit),
    queryFn: async () =>
      requireData(
        await authApi.get<CycleReport>(`/cycles/${id}/report?page=${shown}&limit=${limit}`),
      ),
    // The page shown stays while the next one (or the whole list to print) loads.
    placeholderData: keepPreviousData,
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

/**
 * PUT /api/key-results/:id/score. `reload` fetches the scores again (after a 409: someone else
 * saved one meanwhile).
 */
export function useScoreKeyResult(keyResultId: string) {
  const refresh = useRefreshAfter();
  const mutation = useMutation({
    mutationFn: async (body: ScoreBody) =>
      requireData(await authApi.put<KeyResultScore>(`/key-results/${keyResultId}/score`, body)),
    onSuccess: refresh,
  });
  return { ...mutation, reload: refresh };
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
