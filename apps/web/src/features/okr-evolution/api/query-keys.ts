import { okrQueryRoots } from '../../../components/okr/okr-query-keys';

export const evolutionKeys = {
  series: (cycleId: string | null, scope: string, id: string | null) =>
    [...okrQueryRoots.evolution, cycleId ?? 'current', scope, id ?? 'all'] as const,
  objectiveChoices: (cycleId: string | null, search: string) =>
    [...okrQueryRoots.objectives, 'evolution-choices', cycleId ?? 'current', search] as const,
  keyResultChoices: (objectiveId: string) =>
    [...okrQueryRoots.objectives, 'evolution-key-results', objectiveId] as const,
};
