import type { CheckIn, CheckInBody } from '@rumo/shared/check-ins/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../lib/api-client';
import { okrProgressRoots } from './okr-query-keys';

/** A check-in moves the key result, its objective, teams, dashboard, evolution, feeds and activity. */
export async function invalidateAfterCheckIn(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    okrProgressRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export interface SaveCheckInInput {
  keyResultId: string;
  /** Set to edit that check-in (PUT) instead of creating one. */
  checkInId?: string;
  body: CheckInBody;
}

export async function saveCheckIn({ keyResultId, checkInId, body }: SaveCheckInInput) {
  const response = checkInId
    ? await authApi.put<CheckIn>(`/check-ins/${checkInId}`, body)
    : await authApi.post<CheckIn>(`/key-results/${keyResultId}/check-ins`, body);
  return requireData(response);
}

/** POST /api/key-results/:id/check-ins or PUT /api/check-ins/:id. */
export function useSaveCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCheckIn,
    onSuccess: () => invalidateAfterCheckIn(queryClient),
  });
}
