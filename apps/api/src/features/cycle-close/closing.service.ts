import { groupBy } from '@rumo/shared/common/group-by';
import { DEFAULT_PAGE_SIZE } from '@rumo/shared/common/pagination';
import type {
  CarryLinks,
  ClosingObjective,
  CycleClosing,
  CycleClosingQuery,
  CycleReport,
  KeyResultScore,
  Retrospective,
} from '@rumo/shared/cycle-close/contracts';
import {
  averageOfSum,
  distributionOfTenths,
  type ScoreSum,
  scoreGroupsOf,
  suggestScore,
} from '@rumo/shared/cycle-close/score';
import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { closeCycleIn } from '../cycles/public';
import { insertSuggestedScores } from './cycle-close.repository';
import {
  type ClosingKeyResultRow,
  type ClosingObjectiveRow,
  type CycleCloseRead,
  type CycleCloseScope,
  loadCarryLinks,
  loadCycleClose,
} from './cycle-close-read.repository';
import { loadCycleReport } from './cycle-report.repository';

const isAdmin = (user: AuthUser) => user.role === 'admin';

/** The whole cycle as the reader may see it: the report and "Encerrar ciclo". */
const WHOLE_CYCLE: CycleCloseScope = { onlyMine: false, page: null };

/** The cycle with what closing it reads (one statement); 404 when it is not the company's. */
async function readCycle(
  db: Database,
  user: AuthUser,
  id: string,
  scope: CycleCloseScope,
): Promise<CycleCloseRead> {
  const read = await loadCycleClose(db, user, id, scope);
  if (!read) throw notFound(cycleMessages.notFound);
  return read;
}

const iso = (timestamp: string) => new Date(timestamp).toISOString();

function toScore(row: ClosingKeyResultRow): KeyResultScore | null {
  if (!row.score) return null;
  return {
    keyResultId: row.id,
    score: row.score.score,
    suggested: row.score.suggested,
    reason: row.score.reason,
    scoredBy: row.score.scoredBy,
    scoredAt: iso(row.score.scoredAt),
    applied: row.score.scoredBy === null,
  };
}

function toRetrospective(row: ClosingObjectiveRow): Retrospective | null {
  if (!row.retrospective) return null;
  const { updatedAt, ...retrospective } = row.retrospective;
  return { objectiveId: row.id, ...retrospective, updatedAt: iso(updatedAt) };
}

/**
 * The close checklist, a page at a time: every objective of the cycle for an admin; for anyone
 * else, the objectives they own or hold a key result in. One statement whatever the cycle's size.
 */
export async function getClosing(
  db: Database,
  user: AuthUser,
  id: string,
  { page, limit }: CycleClosingQuery,
): Promise<CycleClosing> {
  const {
    cycle,
    objectives: objectiveRows,
    keyResults: keyResultRows,
    carriedInto,
    nextCycles,
    total,
    unscoredCount,
  } = await readCycle(db, user, id, {
    onlyMine: !isAdmin(user),
    page: { limit, offset: (page - 1) * limit },
  });
  const keyResultsOf = groupBy(keyResultRows, (kr) => kr.objectiveId);
  const carriedFrom = groupBy(carriedInto, (carried) => carried.sourceId);

  const objectives: ClosingObjective[] = objectiveRows.map((o) => {
    const manages = isAdmin(user) || o.owner.id === user.id;
    return {
      id: o.id,
      title: o.title,
      owner: o.owner,
      status: o.status,
      progress: o.progress,
      keyResults: (keyResultsOf.get(o.id) ?? []).map((kr) => ({
        id: kr.id,
        title: kr.title,
        owner: kr.owner,
        progress: kr.progress,
        suggested: suggestScore(kr.progress),
        score: toScore(kr),
        canScore: manages || kr.owner.id === user.id,
      })),
      retrospective: toRetrospective(o),
      carriedInto: (carriedFrom.get(o.id) ?? []).map(({ sourceId: _source, ...target }) => target),
      canManage: manages,
    };
  });
  return {
    cycle,
    canClose: isAdmin(user),
    objectives,
    page,
    limit,
    total,
    unscoredCount,
    nextCycles,
  };
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
    const { cycle, keyResults } = await readCycle(tx, user, id, WHOLE_CYCLE);
    const now = ctx.now();
    const unscored = keyResults.filter((kr) => kr.score === null);
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
  return getClosing(ctx.db, user, id, { page: 1, limit: DEFAULT_PAGE_SIZE });
}

/**
 * The cycle's report: averages by team, pillar and person, the attainment histogram and the
 * retrospectives. A key result without a stored score counts with its suggestion. One statement
 * that sums in the database (a 5,000-objective cycle has 10,000 key results).
 */
export async function getReport(db: Database, user: AuthUser, id: string): Promise<CycleReport> {
  const read = await loadCycleReport(db, user, id);
  if (!read) throw notFound(cycleMessages.notFound);
  const { cycle, totals, byTeam, byPillar, byPerson, tenths, retrospectives } = read;
  const sums = (groups: ScoreSum[]) =>
    scoreGroupsOf(groups.map((group) => ({ ...group, sum: Number(group.sum) })));
  return {
    cycle,
    keyResultCount: totals.count,
    suggestedCount: totals.suggested,
    averageScore: averageOfSum(Number(totals.sum), totals.count),
    byTeam: sums(byTeam),
    byPillar: sums(byPillar),
    byPerson: sums(byPerson),
    distribution: distributionOfTenths(tenths),
    retrospectives: retrospectives.map((retrospective) => ({
      ...retrospective,
      updatedAt: iso(retrospective.updatedAt),
    })),
  };
}

/** Where an objective came from and where it went on (one statement). */
export async function getCarryLinks(db: Database, user: AuthUser, id: string): Promise<CarryLinks> {
  const links = await loadCarryLinks(db, user, id);
  if (!links) throw notFound(objectiveMessages.notFound);
  return {
    carriedFrom: links.carriedFrom,
    carriedInto: links.carriedInto.map(({ sourceId: _source, ...target }) => target),
  };
}
