import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chunks } from '../../lib/chunks';
import { keyResults, objectives } from '../objectives/public';
import { keyResultScores, objectiveCarryOvers, objectiveRetrospectives } from './cycle-close.table';

/** A key result of the company with what the score rule needs. */
export async function findScorableKeyResult(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select({
      id: keyResults.id,
      progress: keyResults.progress,
      ownerId: keyResults.ownerId,
      objectiveOwnerId: objectives.ownerId,
    })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(and(eq(keyResults.id, id), eq(keyResults.companyId, companyId)));
  return row;
}

export interface ScoreValues {
  companyId: string;
  keyResultId: string;
  score: number;
  suggested: number;
  reason: string | null;
  scoredBy: string | null;
  scoredAt: Date;
}

export async function upsertScore(db: Database, values: ScoreValues) {
  const { companyId: _company, keyResultId: _keyResult, ...changes } = values;
  const [row] = await db
    .insert(keyResultScores)
    .values(values)
    .onConflictDoUpdate({ target: keyResultScores.keyResultId, set: changes })
    .returning();
  return row;
}

/** Applies the suggestion to every key result of the cycle nobody scored (a statement a chunk). */
export async function insertSuggestedScores(db: Database, rows: ScoreValues[]) {
  for (const chunk of chunks(rows)) {
    await db.insert(keyResultScores).values(chunk).onConflictDoNothing();
  }
}

export interface RetrospectiveValues {
  companyId: string;
  objectiveId: string;
  worked: string | null;
  learned: string | null;
  continues: string | null;
  authorId: string;
  updatedAt: Date;
}

export async function upsertRetrospective(db: Database, values: RetrospectiveValues) {
  const { companyId: _company, objectiveId: _objective, ...changes } = values;
  const [row] = await db
    .insert(objectiveRetrospectives)
    .values(values)
    .onConflictDoUpdate({ target: objectiveRetrospectives.objectiveId, set: changes })
    .returning();
  return row;
}

export function insertCarryOver(
  db: Database,
  values: typeof objectiveCarryOvers.$inferInsert,
): Promise<unknown> {
  return db.insert(objectiveCarryOvers).values(values);
}

export async function carryOverExists(
  db: Database,
  companyId: string,
  sourceId: string,
  cycleId: string,
) {
  const [row] = await db
    .select({ id: objectiveCarryOvers.id })
    .from(objectiveCarryOvers)
    .where(
      and(
        eq(objectiveCarryOvers.companyId, companyId),
        eq(objectiveCarryOvers.sourceObjectiveId, sourceId),
        eq(objectiveCarryOvers.targetCycleId, cycleId),
      ),
    );
  return !!row;
}
