/** "1 objetivo", "4 objetivos". */
export function objectiveCountLabel(count: number): string {
  return count === 1 ? '1 objetivo' : `${count} objetivos`;
}

/** What a node says of the objectives aligned directly beneath it. */
export function alignedCountLabel(count: number): string {
  return count === 1 ? '1 alinhado' : `${count} alinhados`;
}
