import { expectedProgress } from '@rumo/shared/okr/expected-progress';
import { CONFIDENCES, type Confidence } from '@rumo/shared/okr/key-result-types';
import { keyResultProgress } from '@rumo/shared/okr/progress';
import type { Database } from '../../db/database';
import { checkIns } from '../check-ins/public';
import { keyResults, syncKeyResult } from '../objectives/public';
import { type DemoKeyResult, demoComments } from './okr-demo-data';

const DAY = 86_400_000;
export const WEEKS_OF_CHECK_INS = 10;

const iso = (date: Date) => date.toISOString().slice(0, 10);

export type KeyResultSeed = {
  companyId: string;
  objectiveId: string;
  position: number;
  keyResult: DemoKeyResult;
  ownerId: string;
  cycleStart: Date;
  cycleEnd: Date;
  now: Date;
  random: () => number;
};

/** Inserts a key result with up to ten weekly check-ins that follow its pace, then syncs its caches. */
export async function seedKeyResult(db: Database, seed: KeyResultSeed): Promise<void> {
  const { keyResult, companyId } = seed;
  const [row] = await db
    .insert(keyResults)
    .values({
      companyId,
      objectiveId: seed.objectiveId,
      title: keyResult.title,
      type: keyResult.type,
      startValue: keyResult.start,
      targetValue: keyResult.target,
      currentValue: keyResult.start,
      unit: keyResult.unit,
      customUnit: keyResult.customUnit ?? null,
      decimals: keyResult.decimals ?? 0,
      ownerId: seed.ownerId,
      position: seed.position,
      dueDate: iso(seed.cycleEnd),
      createdAt: seed.cycleStart,
    })
    .returning({ id: keyResults.id });
  if (!row) return;

  let value = keyResult.start;
  let confidence: Confidence | null = null;
  let lastAt: Date | null = null;
  for (let week = 0; week < WEEKS_OF_CHECK_INS; week++) {
    const at = new Date(seed.cycleStart.getTime() + (week * 7 + 2) * DAY + 13 * 3_600_000);
    if (at > seed.now) break;
    // Some owners skip a week now and then, and a third of them have not checked in this week yet.
    const isThisWeek = week === WEEKS_OF_CHECK_INS - 1;
    if ((isThisWeek && seed.random() < 0.35) || (!isThisWeek && week > 0 && seed.random() < 0.12))
      continue;
    const expected = expectedProgress(seed.cycleStart, seed.cycleEnd, at) / 100;
    const next = valueAt(
      keyResult,
      expected * keyResult.pace * (1 + seed.random() * 0.2),
      seed.random,
    );
    const progress = keyResultProgress({
      type: keyResult.type,
      start: keyResult.start,
      target: keyResult.target,
      current: next,
    });
    const nextConfidence = confidenceFor(progress, expected * 100, keyResult.type);
    await db.insert(checkIns).values({
      companyId,
      keyResultId: row.id,
      authorId: seed.ownerId,
      value: next,
      previousValue: value,
      confidence: nextConfidence,
      previousConfidence: confidence,
      comment: demoComments[Math.floor(seed.random() * demoComments.length)] ?? null,
      date: iso(at),
      createdAt: at,
      updatedAt: at,
    });
    value = next;
    confidence = nextConfidence;
    lastAt = at;
  }
  await syncKeyResult(db, companyId, row.id, { current: value, confidence, lastCheckInAt: lastAt });
}

/** Where a key result stands after covering `share` of its way to the target. */
function valueAt(keyResult: DemoKeyResult, share: number, random: () => number): number {
  const decimals = keyResult.decimals ?? 0;
  const round = (n: number) => Number(n.toFixed(decimals));
  if (keyResult.type === 'binary') return share >= 0.95 ? 1 : 0;
  if (keyResult.type === 'keep_above' || keyResult.type === 'keep_below') {
    const wobble = (random() - 0.3) * Math.abs(keyResult.start - keyResult.target);
    return round(keyResult.start + (keyResult.type === 'keep_above' ? -wobble : wobble) * 0.8);
  }
  return round(keyResult.start + (keyResult.target - keyResult.start) * Math.min(share, 1.05));
}

function confidenceFor(
  progress: number,
  expected: number,
  type: DemoKeyResult['type'],
): Confidence {
  if (type === 'keep_above' || type === 'keep_below')
    return progress >= 100 ? 'on_track' : 'at_risk';
  // Owners of a not-yet-delivered milestone stay hopeful until late in the cycle.
  if (type === 'binary' && progress < 100) return expected < 60 ? 'on_track' : 'at_risk';
  const gap = expected - progress;
  return CONFIDENCES[gap <= 12 ? 0 : gap <= 28 ? 1 : 2] ?? 'on_track';
}

/** Small deterministic generator so the demo looks the same on every first start. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
