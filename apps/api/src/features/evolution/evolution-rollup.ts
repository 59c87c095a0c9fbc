import { CONFIDENCES, type Confidence } from '@rumo/shared/okr/key-result-types';
import { objectiveProgress } from '@rumo/shared/okr/progress';
import type { SeriesInput, SeriesKeyResult, SeriesScope } from './evolution-series';

/** A scope's progress (0..100, unrounded) and confidence at one date. */
export type ScopeValue = { progress: number; confidence: Confidence | null };
export const NONE: ScopeValue = { progress: 0, confidence: null };

const rank = (confidence: Confidence) => CONFIDENCES.indexOf(confidence);

function worse(a: Confidence | null, b: Confidence | null): Confidence | null {
  if (a === null) return b;
  if (b === null) return a;
  return rank(b) > rank(a) ? b : a;
}

/** The confidence most objectives share (ties go to the worse one). */
function predominant(values: readonly (Confidence | null)[]): Confidence | null {
  const counts = new Map<Confidence, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return predominantOf(counts);
}

/** `predominant` from the number of objectives per confidence. */
export function predominantOf(counts: ReadonlyMap<Confidence, number>): Confidence | null {
  let result: Confidence | null = null;
  for (const [value, amount] of counts) {
    const best = result === null ? 0 : (counts.get(result) ?? 0);
    if (amount > best || (amount === best && result !== null && rank(value) > rank(result))) {
      result = value;
    }
  }
  return result;
}

/** An objective's key results (indexes into the input) with reusable weighted entries. */
export type Group = { members: number[]; entries: { progress: number; weight: number }[] };

export function groupByObjective(
  input: Pick<SeriesInput, 'scope' | 'objectiveIds'> & {
    keyResults: readonly Pick<SeriesKeyResult, 'objectiveId' | 'weight'>[];
  },
): Group[] {
  const groups = new Map<string, Group>();
  const ids =
    input.scope === 'key_result' ? [input.keyResults[0]?.objectiveId ?? ''] : input.objectiveIds;
  for (const id of ids) groups.set(id, { members: [], entries: [] });
  input.keyResults.forEach((kr, index) => {
    const group = groups.get(kr.objectiveId);
    if (!group || (input.scope === 'key_result' && index > 0)) return;
    group.members.push(index);
    group.entries.push({ progress: 0, weight: kr.weight });
  });
  return [...groups.values()];
}

/** Rolls key result values up to the scope: weighted per objective, averaged across them. */
export function rollUp(
  scope: SeriesScope,
  groups: readonly Group[],
  progressOf: (index: number) => number,
  confidenceOf: (index: number) => Confidence | null,
): ScopeValue {
  if (scope === 'key_result') {
    const only = groups[0]?.members[0];
    return only === undefined
      ? NONE
      : { progress: progressOf(only), confidence: confidenceOf(only) };
  }
  let sum = 0;
  const confidences: (Confidence | null)[] = [];
  for (const group of groups) {
    let confidence: Confidence | null = null;
    group.members.forEach((index, position) => {
      const entry = group.entries[position];
      if (entry) entry.progress = progressOf(index);
      confidence = worse(confidence, confidenceOf(index));
    });
    const progress = objectiveProgress(group.entries);
    if (scope === 'objective') return { progress, confidence };
    sum += progress;
    confidences.push(confidence);
  }
  if (groups.length === 0) return NONE;
  return { progress: sum / groups.length, confidence: predominant(confidences) };
}
