import type { KeyResult, Objective } from '@rumo/shared/objectives/contracts';

type Snapshot = Record<string, unknown>;

/** The fields of an objective a person cares about in its history (names, not ids). */
export function objectiveSnapshot(objective: Objective): Snapshot {
  return {
    title: objective.title,
    description: objective.description,
    cycleId: objective.cycleId,
    level: objective.level,
    team: objective.team?.name ?? null,
    owner: objective.owner.name,
    parentObjective: objective.parentObjective?.title ?? null,
    pillar: objective.pillar?.name ?? null,
    status: objective.status,
    result: objective.result,
    closingComment: objective.closingComment,
  };
}

export function keyResultSnapshot(keyResult: KeyResult): Snapshot {
  return {
    title: keyResult.title,
    type: keyResult.type,
    start: keyResult.start,
    target: keyResult.target,
    current: keyResult.current,
    unit: keyResult.unit,
    customUnit: keyResult.customUnit,
    decimals: keyResult.decimals,
    weight: keyResult.weight,
    owner: keyResult.owner.name,
    dueDate: keyResult.dueDate,
  };
}

/** Only the fields that changed, on both sides; null when nothing did. */
export function changedFields(
  before: Snapshot,
  after: Snapshot,
): { before: Snapshot; after: Snapshot } | null {
  const changedBefore: Snapshot = {};
  const changedAfter: Snapshot = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changedBefore[key] = before[key] ?? null;
      changedAfter[key] = after[key] ?? null;
    }
  }
  return Object.keys(changedAfter).length > 0
    ? { before: changedBefore, after: changedAfter }
    : null;
}
