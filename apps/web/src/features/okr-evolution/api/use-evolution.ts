import type { Evolution } from '@rumo/shared/evolution/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import type { EvolutionScope } from '../evolution-params';
import { evolutionKeys } from './query-keys';

/** GET /api/evolution?cycleId&scope&id */
export const evolutionQuery = (cycleId: string | null, scope: EvolutionScope, id: string | null) =>
  queryOptions({
    queryKey: evolutionKeys.series(cycleId, scope, id),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ scope });
      if (cycleId) params.set('cycleId', cycleId);
      if (id) params.set('id', id);
      return requireData(await authApi.get<Evolution>(`/evolution?${params}`, { signal }));
    },
  });

export function useEvolution(
  cycleId: string | null,
  scope: EvolutionScope,
  id: string | null,
  enabled: boolean,
) {
  return useQuery({
    ...evolutionQuery(cycleId, scope, id),
    enabled,
    placeholderData: keepPreviousData,
  });
}
