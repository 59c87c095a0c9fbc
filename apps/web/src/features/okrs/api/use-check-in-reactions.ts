import type { CheckInReactions, ReactionEmoji } from '@rumo/shared/comments/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okrQueryRoots } from '../../../components/okr/okr-query-keys';
import { authApi, requireData } from '../../../lib/api-client';

const reactionsKey = (keyResultId: string) =>
  [...okrQueryRoots.checkIns, 'reactions', keyResultId] as const;

/** GET /api/key-results/:id/reactions: reactions of every check-in of the key result. */
export function useCheckInReactions(keyResultId: string) {
  return useQuery({
    queryKey: reactionsKey(keyResultId),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<{ data: CheckInReactions[] }>(`/key-results/${keyResultId}/reactions`, {
          signal,
        }),
      ).data,
  });
}

/** POST /api/check-ins/:id/reactions: toggles the viewer's emoji, the answer updates the cache. */
export function useToggleReaction(keyResultId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ checkInId, emoji }: { checkInId: string; emoji: ReactionEmoji }) =>
      requireData(
        await authApi.post<CheckInReactions>(`/check-ins/${checkInId}/reactions`, { emoji }),
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData<CheckInReactions[]>(reactionsKey(keyResultId), (current = []) => [
        ...current.filter((entry) => entry.checkInId !== updated.checkInId),
        updated,
      ]);
      // The objective's timeline shows each check-in's reactions too.
      return queryClient.invalidateQueries({ queryKey: okrQueryRoots.activity });
    },
  });
}
