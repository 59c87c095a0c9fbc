import {
  SEARCH_KINDS,
  type SearchKind,
  type SearchResult,
  searchKindLabels,
} from '@rumo/shared/search/contracts';
import { keyResultAnchor, paths } from '../../lib/paths';

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  /** Each result with its position in the flat list the arrow keys walk. */
  items: { result: SearchResult; index: number }[];
}

/** The results in kind order, each group with its heading; empty kinds are left out. */
export function groupResults(results: SearchResult[]): SearchGroup[] {
  let index = 0;
  const groups: SearchGroup[] = [];
  for (const kind of SEARCH_KINDS) {
    const ofKind = results.filter((result) => result.kind === kind);
    if (ofKind.length === 0) continue;
    groups.push({
      kind,
      label: searchKindLabels[kind],
      items: ofKind.map((result) => ({ result, index: index++ })),
    });
  }
  return groups;
}

/** Flat order of the groups, the one the arrow keys follow. */
export function flatten(groups: SearchGroup[]): SearchResult[] {
  return groups.flatMap((group) => group.items.map((item) => item.result));
}

/** The next active position for an arrow key, wrapping around at both ends. */
export function moveActive(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return current;
}

/**
 * Where a result opens. People have no page of their own: admins land on Usuários filtered to
 * them, everyone else on that person's objectives.
 */
export function resultPath(result: SearchResult, viewerIsAdmin: boolean): string {
  switch (result.kind) {
    case 'objective':
      return paths.objective(result.id);
    case 'key_result':
      return `${paths.objective(result.objectiveId ?? '')}#${keyResultAnchor(result.id)}`;
    case 'team':
      return paths.team(result.id);
    case 'person':
      return viewerIsAdmin
        ? `${paths.users}?busca=${encodeURIComponent(result.title)}`
        : `${paths.okrs}?visao=lista&responsavel=${encodeURIComponent(result.id)}`;
  }
}
