import { plural } from '@rumo/shared/common/plural';

/** "1 objetivo", "4 objetivos". */
export function objectiveCountLabel(count: number): string {
  return plural(count, 'objetivo', 'objetivos');
}

/** What a node says of the objectives aligned directly beneath it. */
export function alignedCountLabel(count: number): string {
  return plural(count, 'alinhado', 'alinhados');
}
