import { errorCodes } from '@rumo/shared/common/errors';
import {
  type CarriedObjective,
  type carryOverBodySchema,
  cycleCloseMessages,
  type KeyResultScore,
  type Retrospective,
  type retrospectiveBodySchema,
  type scoreBodySchema,
} from '@rumo/shared/cycle-close/contracts';
import { needsReason, roundScore, suggestScore } from '@rumo/shared/cycle-close/score';
import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { canManageKeyResult, canManageObjective } from '@rumo/shared/objectives/permissions';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { keyResultTrends } from '../check-ins/public';
import { findCycle } from '../cycles/public';
import {
  duplicateObjectiveIn,
  findObjectiveRow,
  keyResultVisibleTo,
  objectiveSeenBy,
} from '../objectives/public';
import { findUserById } from '../users/public';
import {
  carryOverExists,
  findScorableKeyResult,
  insertCarryOver,
  upsertRetrospective,
  upsertScore,
} from './cycle-close.repository';

type ScoreInput = z.output<typeof scoreBodySchema>;
type RetrospectiveInput = z.output<typeof retrospectiveBodySchema>;
type CarryOverInput = z.output<typeof carryOverBodySchema>;

/** The actor as the shared permission rules see them (the team plays no part here). */
const actorOf = (user: AuthUser) => ({ id: user.id, role: user.role, teamId: null });

/** The signed-in person as records name them. */
async function personOf(db: Database, user: AuthUser) {
  return { id: user.id, name: (await findUserById(db, user.id))?.name ?? '' };
}

/**
 * Sets a key result's final score: its owner, its objective's owner or an admin. A score other
 * than the suggestion (from the key result's progress) needs a reason.
 */
export async function scoreKeyResult(
  ctx: DomainContext,
  user: AuthUser,
  keyResultId: string,
  body: ScoreInput,
): Promise<KeyResultScore> {
  return inTransaction(ctx, async (tx) => {
    const keyResult = await findScorableKeyResult(tx, user.companyId, keyResultId);
    if (!keyResult || !(await keyResultVisibleTo(tx, user, keyResultId))) {
      throw notFound(objectiveMessages.keyResultNotFound);
    }
    if (!canManageKeyResult(actorOf(user), keyResult)) throw forbidden();
    const suggested = suggestScore(keyResult.progress);
    const score = roundScore(body.score);
    if (needsReason(score, suggested) && !body.reason) {
      throw badRequest(errorCodes.validation, cycleCloseMessages.reasonRequired, [
        { path: 'reason', message: cycleCloseMessages.reasonRequired },
      ]);
    }
    const row = await upsertScore(
      tx,
      {
        companyId: user.companyId,
        keyResultId,
        score,
        suggested,
        reason: body.reason,
        scoredBy: user.id,
        scoredAt: ctx.now(),
      },
      body.expectedVersion,
    );
    // Saved meanwhile by someone else (two people scoring at once): theirs stands, not silently
    // overwritten; the form shows this and reloads the score.
    if (!row) throw conflict(errorCodes.conflict, cycleCloseMessages.scoredMeanwhile);
    return {
      keyResultId,
      score,
      suggested,
      reason: body.reason,
      scoredBy: await personOf(tx, user),
      scoredAt: row.scoredAt.toISOString(),
      applied: false,
      version: row.version,
    };
  });
}

/** Writes (or rewrites) an objective's retrospective: its owner or an admin. */
export async function saveRetrospective(
  ctx: DomainContext,
  user: AuthUser,
  objectiveId: string,
  body: RetrospectiveInput,
): Promise<Retrospective> {
  return inTransaction(ctx, async (tx) => {
    await managedObjective(tx, user, objectiveId);
    const now = ctx.now();
    await upsertRetrospective(tx, {
      companyId: user.companyId,
      objectiveId,
      ...body,
      authorId: user.id,
      updatedAt: now,
    });
    return {
      objectiveId,
      ...body,
      author: await personOf(tx, user),
      updatedAt: now.toISOString(),
    };
  });
}

async function managedObjective(tx: Database, user: AuthUser, id: string) {
  const objective = await findObjectiveRow(tx, user.companyId, id);
  if (!objective || !(await objectiveSeenBy(tx, user, id))) {
    throw notFound(objectiveMessages.notFound);
  }
  if (!canManageObjective(actorOf(user), objective)) throw forbidden();
  return objective;
}

/**
 * Carries an unfinished objective into a later open cycle: the objectives' own duplication makes
 * the copy (a draft with the chosen key results) and the link `carried_from` ties both, in one
 * transaction. Once per cycle; an objective closed as achieved, or at 100 %, is finished.
 */
export async function carryOver(
  ctx: DomainContext,
  user: AuthUser,
  objectiveId: string,
  body: CarryOverInput,
): Promise<CarriedObjective> {
  try {
    return await inTransaction(ctx, async (tx, publish) => {
      const source = await managedObjective(tx, user, objectiveId);
      if (source.result === 'achieved' || source.progress >= 100) {
        throw conflict(errorCodes.conflict, cycleCloseMessages.finished);
      }
      const [from, to] = [
        await findCycle(tx, user.companyId, source.cycleId),
        await findCycle(tx, user.companyId, body.cycleId),
      ];
      if (to && from && to.startDate <= from.startDate) {
        throw badRequest(errorCodes.validation, cycleCloseMessages.sameCycle, [
          { path: 'cycleId', message: cycleCloseMessages.sameCycle },
        ]);
      }
      if (await carryOverExists(tx, user.companyId, objectiveId, body.cycleId)) {
        throw conflict(errorCodes.conflict, cycleCloseMessages.alreadyCarried);
      }
      const copy = await duplicateObjectiveIn(tx, publish, keyResultTrends, user, objectiveId, {
        cycleId: body.cycleId,
        keyResultIds: body.keyResultIds,
      });
      await insertCarryOver(tx, {
        companyId: user.companyId,
        sourceObjectiveId: objectiveId,
        targetObjectiveId: copy.id,
        targetCycleId: body.cycleId,
        createdBy: user.id,
      });
      return {
        objectiveId: copy.id,
        title: copy.title,
        cycleId: body.cycleId,
        cycleName: to?.name ?? cycleMessages.notFound,
      };
    });
  } catch (error) {
    // Two carries racing into one cycle: the unique index lets only one through.
    if (isUniqueViolation(error))
      throw conflict(errorCodes.conflict, cycleCloseMessages.alreadyCarried);
    throw error;
  }
}
