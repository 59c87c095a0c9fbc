import type {
  CarriedObjective,
  CarryLinks,
  ClosingObjective,
  CycleClosing,
  CycleReport,
  KeyResultScore,
  Retrospective,
} from '@rumo/shared/cycle-close/contracts';
import {
  averageBy,
  averageScore,
  distribution,
  type ScoredItem,
  suggestScore,
} from '@rumo/shared/cycle-close/score';
import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { type CycleRow, closeCycleIn, findCycle } from '../cycles/public';
import { objectiveSeenBy } from '../objectives/public';
import {
  type ClosingKeyResultRow,
  type ClosingObjectiveRow,
  findCarriedFrom,
  findCarriedInto,
  findClosingKeyResults,
  findClosingObjectives,
  findLaterOpenCycles,
  insertSuggestedScores,
} from './cycle-close.repository';

const isAdmin = (user: AuthUser) => user.role === 'admin';

async function companyCycle(db: Database, user: AuthUser, id: string): Promise<CycleRow> {
  const cycle = await findCycle(db, user.companyId, id);
  if (!cycle) throw notFound(cycleMessages.notFound);
  return cycle;
}

const cycleRef = (cycle: CycleRow) => ({
  id: cycle.id,
  name: cycle.name,
  startDate: cycle.startDate,
  endDate: cycle.endDate,
  status: cycle.status,
});

function toScore(row: ClosingKeyResultRow): KeyResultScore | null {
  if (row.score === null || row.scoredAt === null) return null;
  return {
    keyResultId: row.id,
    score: row.score,
    suggested: row.suggested ?? suggestScore(row.progress),
    reason: row.reason,
    scoredBy:
      row.scoredById && row.scoredByName ? { id: row.scoredById, name: row.scoredByName } : null,
    scoredAt: row.scoredAt.toISOString(),
    applied: row.scoredById === null,
  };
}

function toRetrospective(row: ClosingObjectiveRow): Retrospective | null {
  if (!row.retroUpdatedAt) return null;
  return {
    objectiveId: row.id,
    worked: row.retroWorked,
    learned: row.retroLearned,
    continues: row.retroContinues,
    author:
      row.retroAuthorId && row.retroAuthorName
        ? { id: row.retroAuthorId, name: row.retroAuthorName }
        : null,
    updatedAt: row.retroUpdatedAt.toISOString(),
  };
}

/**
 * The close checklist: every objective of the cycle for an admin; for anyone else, the objectives
 * they own or hold a key result in. Five statements whatever the cycle's size.
 */
export async function getClosing(db: Database, user: AuthUser, id: string): Promise<CycleClosing> {
  const cycle = await companyCycle(db, user, id);
  const objectiveRows = await findClosingObjectives(db, user, id);
  const keyResultRows = await findClosingKeyResults(db, user, id);
  const mine = new Set(
    keyResultRows.filter((kr) => kr.ownerId === user.id).map((kr) => kr.objectiveId),
  );
  const shown = isAdmin(user)
    ? objectiveRows
    : objectiveRows.filter((o) => o.ownerId === user.id || mine.has(o.id));
  const carried = await findCarriedInto(
    db,
    user,
    shown.map((o) => o.id),
  );
  const nextCycles = await findLaterOpenCycles(db, user.companyId, cycle.startDate);

  const objectives: ClosingObjective[] = shown.map((o) => {
    const manages = isAdmin(user) || o.ownerId === user.id;
    return {
      id: o.id,
      title: o.title,
      owner: { id: o.ownerId, name: o.ownerName },
      status: o.status,
      progress: o.progress,
      keyResults: keyResultRows
        .filter((kr) => kr.objectiveId === o.id)
        .map((kr) => ({
          id: kr.id,
          title: kr.title,
          owner: { id: kr.ownerId, name: kr.ownerName },
          progress: kr.progress,
          suggested: suggestScore(kr.progress),
          score: toScore(kr),
          canScore: manages || kr.ownerId === user.id,
        })),
      retrospective: toRetrospective(o),
      carriedInto: carried
        .filter((c) => c.sourceId === o.id)
        .map(({ sourceId: _source, ...target }) => target),
      canManage: manages,
    };
  });
  return { cycle: cycleRef(cycle), canClose: isAdmin(user), objectives, nextCycles };
}

/**
 * "Encerrar ciclo": every key result nobody scored gets its suggested score, marked as applied
 * (no scorer), and the cycle is closed, in one transaction. Admins only (the route checks).
 */
export async function finishCycle(
  ctx: DomainContext,
  user: AuthUser,
  id: string,
): Promise<CycleClosing> {
  await inTransaction(ctx, async (tx, publish) => {
    const cycle = await companyCycle(tx, user, id);
    const now = ctx.now();
    const unscored = (await findClosingKeyResults(tx, user, cycle.id)).filter(
      (kr) => kr.score === null,
    );
    await insertSuggestedScores(
      tx,
      unscored.map((kr) => ({
        companyId: user.companyId,
        keyResultId: kr.id,
        score: suggestScore(kr.progress),
        suggested: suggestScore(kr.progress),
        reason: null,
        scoredBy: null,
        scoredAt: now,
      })),
    );
    if (cycle.status !== 'closed') await closeCycleIn(tx, publish, user, cycle.id);
  });
  return getClosing(ctx.db, user, id);
}

/**
 * The cycle's report: averages by team, pillar and person, the attainment histogram and the
 * retrospectives. A key result without a stored score counts with its suggestion. Three
 * statements (the cycle, its key results with their objective, its objectives).
 */
export async function getReport(db: Database, user: AuthUser, id: string): Promise<CycleReport> {
  const cycle = await companyCycle(db, user, id);
  const objectiveRows = await findClosingObjectives(db, user, id);
  const keyResultRows = await findClosingKeyResults(db, user, id);
  const objectiveOf = new Map(objectiveRows.map((o) => [o.id, o]));

  const items: (ScoredItem & { suggestedOnly: boolean })[] = keyResultRows.flatMap((kr) => {
    const objective = objectiveOf.get(kr.objectiveId);
    if (!objective) return [];
    return [
      {
        score: kr.score ?? suggestScore(kr.progress),
        suggestedOnly: kr.scoredById === null,
        personId: kr.ownerId,
        personName: kr.ownerName,
        teamId: objective.teamId,
        teamName: objective.teamName,
        pillarId: objective.pillarId,
        pillarName: objective.pillarName,
      },
    ];
  });
  return {
    cycle: cycleRef(cycle),
    keyResultCount: items.length,
    suggestedCount: items.filter((item) => item.suggestedOnly).length,
    averageScore: averageScore(items),
    byTeam: averageBy(items, (i) => ({ id: i.teamId, name: i.teamName ?? 'Sem time' })),
    byPillar: averageBy(items, (i) => ({ id: i.pillarId, name: i.pillarName ?? 'Sem pilar' })),
    byPerson: averageBy(items, (i) => ({ id: i.personId, name: i.personName })),
    distribution: distribution(items),
    retrospectives: objectiveRows.flatMap((o) => {
      const retrospective = toRetrospective(o);
      return retrospective ? [{ ...retrospective, title: o.title, ownerName: o.ownerName }] : [];
    }),
  };
}

/** Where an objective came from and where it went on (three statements). */
export async function getCarryLinks(db: Database, user: AuthUser, id: string): Promise<CarryLinks> {
  if (!(await objectiveSeenBy(db, user, id))) throw notFound(objectiveMessages.notFound);
  const carriedFrom: CarriedObjective | null = await findCarriedFrom(db, user, id);
  const carriedInto = (await findCarriedInto(db, user, [id])).map(
    ({ sourceId: _source, ...target }) => target,
  );
  return { carriedFrom, carriedInto };
}
