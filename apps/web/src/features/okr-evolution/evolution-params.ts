import { EVOLUTION_SCOPES } from '@rumo/shared/evolution/contracts';

export type EvolutionScope = (typeof EVOLUTION_SCOPES)[number];

/** URL words for each scope (?escopo=time&item=…), readable in shared links. */
export const SCOPE_SLUGS: Record<EvolutionScope, string> = {
  company: 'empresa',
  team: 'time',
  objective: 'objetivo',
  key_result: 'resultado-chave',
};

export const SCOPE_LABELS: Record<EvolutionScope, string> = {
  company: 'Empresa',
  team: 'Time',
  objective: 'Objetivo',
  key_result: 'Resultado-chave',
};

export const SCOPE_PARAM = 'escopo';
export const ITEM_PARAM = 'item';
/** The objective whose key results the key result picker lists. */
export const OBJECTIVE_PARAM = 'objetivo';

export interface EvolutionParams {
  scope: EvolutionScope;
  /** The team, objective or key result followed; null for the company or before choosing. */
  itemId: string | null;
  objectiveId: string | null;
}

/** `ownTeamId`: the Time scope starts on the person's own team until another is chosen. */
export function readEvolutionParams(
  params: URLSearchParams,
  ownTeamId: string | null = null,
): EvolutionParams {
  const slug = params.get(SCOPE_PARAM);
  const scope = EVOLUTION_SCOPES.find((value) => SCOPE_SLUGS[value] === slug) ?? 'company';
  const itemId = scope === 'company' ? null : params.get(ITEM_PARAM) || null;
  return {
    scope,
    itemId: scope === 'team' ? (itemId ?? ownTeamId) : itemId,
    objectiveId: scope === 'key_result' ? params.get(OBJECTIVE_PARAM) || null : null,
  };
}

/** The next URL query after a change; unrelated parameters (the cycle) are kept. */
export function writeEvolutionParams(
  previous: URLSearchParams,
  next: EvolutionParams,
): URLSearchParams {
  const params = new URLSearchParams(previous);
  if (next.scope === 'company') params.delete(SCOPE_PARAM);
  else params.set(SCOPE_PARAM, SCOPE_SLUGS[next.scope]);
  for (const [key, value] of [
    [ITEM_PARAM, next.itemId],
    [OBJECTIVE_PARAM, next.scope === 'key_result' ? next.objectiveId : null],
  ] as const) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  return params;
}

/** Whether the API can be asked: every scope but the company needs an item. */
export function isReady(params: EvolutionParams): boolean {
  return params.scope === 'company' || params.itemId !== null;
}
