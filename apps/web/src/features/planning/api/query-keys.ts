import { okrQueryRoots } from '../../../components/okr/okr-query-keys';

export const planningKeys = {
  /** Same key the OKRs feature reads pillars from, so both share one fetch. */
  plan: [...okrQueryRoots.planning, 'plan'] as const,
  cyclesPage: (page: number) => [...okrQueryRoots.cycles, 'page', page] as const,
  /** Under the objectives root: any objective change refreshes the coverage. */
  coverage: (cycleId: string | null) => [...okrQueryRoots.objectives, 'coverage', cycleId] as const,
  coverageObjectives: (scope: string) =>
    [...okrQueryRoots.objectives, 'coverage-objectives', scope] as const,
  /** Under the objectives root too: any objective or key result change refreshes it. */
  coach: (cycleId: string | null) => [...okrQueryRoots.objectives, 'coach', cycleId] as const,
  settings: [...okrQueryRoots.settings] as const,
};
