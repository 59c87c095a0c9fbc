import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { cycles } from '../cycles/public';
import {
  type CompanyReader,
  keyResults,
  objectives,
  objectiveVisibleTo,
} from '../objectives/public';
import { pillars } from '../planning/public';
import { teams } from '../teams/public';
import { users } from '../users/public';
import { keyResultScores, objectiveCarryOvers, objectiveRetrospectives } from './cycle-close.table';

const keyResultOwners = alias(users, 'key_result_owners');
const scorers = alias(users, 'scorers');
const retroAuthors = alias(users, 'retro_authors');
const targets = alias(objectives, 'targets');
const targetCycles = alias(cycles, 'target_cycles');
const sources = alias(objectives, 'sources');
const sourceCycles = alias(cycles, 'source_cycles');

/**
 * The cycle's objectives the reader may see (private ones only to their viewers), with their owner
 * and retrospective, in list order (one statement).
 */
export function findClosingObjectives(db: Database, reader: CompanyReader, cycleId: string) {
  return db
    .select({
      id: objectives.id,
      title: objectives.title,
      status: objectives.status,
      progress: objectives.progress,
      ownerId: objectives.ownerId,
      ownerName: users.name,
      teamId: objectives.teamId,
      teamName: teams.name,
      pillarId: objectives.pillarId,
      pillarName: pillars.name,
      retroWorked: objectiveRetrospectives.worked,
      retroLearned: objectiveRetrospectives.learned,
      retroContinues: objectiveRetrospectives.continues,
      retroUpdatedAt: objectiveRetrospectives.updatedAt,
      retroAuthorId: objectiveRetrospectives.authorId,
      retroAuthorName: retroAuthors.name,
    })
    .from(objectives)
    .innerJoin(users, eq(users.id, objectives.ownerId))
    .leftJoin(teams, eq(teams.id, objectives.teamId))
    .leftJoin(pillars, eq(pillars.id, objectives.pillarId))
    .leftJoin(objectiveRetrospectives, eq(objectiveRetrospectives.objectiveId, objectives.id))
    .leftJoin(retroAuthors, eq(retroAuthors.id, objectiveRetrospectives.authorId))
    .where(
      and(
        eq(objectives.companyId, reader.companyId),
        eq(objectives.cycleId, cycleId),
        objectiveVisibleTo(reader),
      ),
    )
    .orderBy(asc(objectives.level), asc(objectives.title), asc(objectives.id));
}
export type ClosingObjectiveRow = Awaited<ReturnType<typeof findClosingObjectives>>[number];

/**
 * The cycle's key results under objectives the reader may see, with their owner and final score,
 * if any (one statement).
 */
export function findClosingKeyResults(db: Database, reader: CompanyReader, cycleId: string) {
  return db
    .select({
      id: keyResults.id,
      objectiveId: keyResults.objectiveId,
      title: keyResults.title,
      progress: keyResults.progress,
      ownerId: keyResults.ownerId,
      ownerName: keyResultOwners.name,
      score: keyResultScores.score,
      suggested: keyResultScores.suggested,
      reason: keyResultScores.reason,
      scoredAt: keyResultScores.scoredAt,
      scoredById: keyResultScores.scoredBy,
      scoredByName: scorers.name,
    })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .innerJoin(keyResultOwners, eq(keyResultOwners.id, keyResults.ownerId))
    .leftJoin(keyResultScores, eq(keyResultScores.keyResultId, keyResults.id))
    .leftJoin(scorers, eq(scorers.id, keyResultScores.scoredBy))
    .where(
      and(
        eq(keyResults.companyId, reader.companyId),
        eq(keyResults.cycleId, cycleId),
        objectiveVisibleTo(reader),
      ),
    )
    .orderBy(asc(keyResults.position), asc(keyResults.createdAt), asc(keyResults.id));
}
export type ClosingKeyResultRow = Awaited<ReturnType<typeof findClosingKeyResults>>[number];

/** Where the given objectives were carried, among objectives the reader sees (one statement). */
export function findCarriedInto(db: Database, reader: CompanyReader, sourceIds: string[]) {
  if (sourceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      sourceId: objectiveCarryOvers.sourceObjectiveId,
      objectiveId: targets.id,
      title: targets.title,
      cycleId: targetCycles.id,
      cycleName: targetCycles.name,
    })
    .from(objectiveCarryOvers)
    .innerJoin(targets, eq(targets.id, objectiveCarryOvers.targetObjectiveId))
    .innerJoin(targetCycles, eq(targetCycles.id, targets.cycleId))
    .where(
      and(
        eq(objectiveCarryOvers.companyId, reader.companyId),
        inArray(objectiveCarryOvers.sourceObjectiveId, sourceIds),
        objectiveVisibleTo(reader, targets),
      ),
    )
    .orderBy(asc(targetCycles.startDate));
}

/** Where an objective came from, if the reader may see it (one statement). */
export async function findCarriedFrom(db: Database, reader: CompanyReader, targetId: string) {
  const [row] = await db
    .select({
      objectiveId: sources.id,
      title: sources.title,
      cycleId: sourceCycles.id,
      cycleName: sourceCycles.name,
    })
    .from(objectiveCarryOvers)
    .innerJoin(sources, eq(sources.id, objectiveCarryOvers.sourceObjectiveId))
    .innerJoin(sourceCycles, eq(sourceCycles.id, sources.cycleId))
    .where(
      and(
        eq(objectiveCarryOvers.companyId, reader.companyId),
        eq(objectiveCarryOvers.targetObjectiveId, targetId),
        objectiveVisibleTo(reader, sources),
      ),
    );
  return row ?? null;
}

/** Open cycles starting after `startDate`: where unfinished objectives may go. */
export function findLaterOpenCycles(db: Database, companyId: string, startDate: string) {
  return db
    .select({ id: cycles.id, name: cycles.name })
    .from(cycles)
    .where(
      and(
        eq(cycles.companyId, companyId),
        ne(cycles.status, 'closed'),
        gt(cycles.startDate, startDate),
      ),
    )
    .orderBy(asc(cycles.startDate));
}

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

/** Applies the suggestion to every key result of the cycle nobody scored (one statement). */
export function insertSuggestedScores(db: Database, rows: ScoreValues[]) {
  if (rows.length === 0) return Promise.resolve();
  return db.insert(keyResultScores).values(rows).onConflictDoNothing();
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
