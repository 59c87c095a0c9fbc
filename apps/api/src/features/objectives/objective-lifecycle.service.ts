import type { ErrorIssue } from '@rumo/shared/common/errors';
import {
  type closeObjectiveBodySchema,
  type duplicateObjectiveBodySchema,
  type ObjectiveDetail,
  objectiveMessages,
} from '@rumo/shared/objectives/contracts';
import { canCreateObjective } from '@rumo/shared/objectives/permissions';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction, type Publish } from '../../events/domain-events';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { loadActor } from './actor';
import { assertMayActivate } from './approval.policy';
import { refreshObjectiveProgress } from './key-result-sync';
import { findObjectiveRow, findObjectiveView } from './objective-read.repository';
import { findObjectiveViewers, replaceObjectiveViewers } from './objective-viewers.repository';
import {
  copyKeyResults,
  findKeyResultRows,
  insertObjective,
  updateObjective,
} from './objective-write.repository';
import { invalidFields, openCycleOrIssue } from './objectives.references';
import { getObjectiveDetail, type KeyResultTrends, managedObjective } from './objectives.service';

type CloseInput = z.output<typeof closeObjectiveBodySchema>;
type DuplicateInput = z.output<typeof duplicateObjectiveBodySchema>;

/** Closes with a result and a comment (closing again corrects them). */
export async function closeObjective(
  ctx: DomainContext,
  trends: KeyResultTrends,
  user: AuthUser,
  id: string,
  body: CloseInput,
): Promise<ObjectiveDetail> {
  return inTransaction(ctx, async (tx, publish) => {
    const { objective } = await managedObjective(tx, user, id);
    const before = await getObjectiveDetail(tx, trends, user, id);
    await updateObjective(tx, user.companyId, id, {
      status: 'closed',
      result: body.result,
      closingComment: body.comment,
      closedAt: ctx.now(),
      // Closing again keeps what the first close stored.
      reopenStatus: objective.status === 'closed' ? objective.reopenStatus : objective.status,
    });
    const after = await getObjectiveDetail(tx, trends, user, id);
    publish('objective.closed', { companyId: user.companyId, actorId: user.id, before, after });
    return after;
  });
}

/**
 * Back to the status it had before the close, forgetting the result; reopening an open objective
 * changes nothing. Closing a draft is allowed (the OKR events close drafts on purpose), so reopen
 * is where approval holds: a closed draft comes back a draft (with its approval state, e.g. still
 * submitted), never active. Restoring, rather than asking `assertMayActivate`, lets a member
 * reopen their own approved objective in a company that requires approval. A row closed before
 * the status was kept is reopened active only by someone who could activate it directly.
 */
export async function reopenObjective(
  ctx: DomainContext,
  trends: KeyResultTrends,
  user: AuthUser,
  id: string,
): Promise<ObjectiveDetail> {
  return inTransaction(ctx, async (tx, publish) => {
    const { objective, actor } = await managedObjective(tx, user, id);
    if (objective.status !== 'closed') return getObjectiveDetail(tx, trends, user, id);
    const status = objective.reopenStatus ?? 'active';
    if (!objective.reopenStatus) {
      await assertMayActivate(tx, actor, user.companyId, { ...objective, status });
    }
    const before = await getObjectiveDetail(tx, trends, user, id);
    await updateObjective(tx, user.companyId, id, {
      status,
      result: null,
      closingComment: null,
      closedAt: null,
      reopenStatus: null,
    });
    const after = await getObjectiveDetail(tx, trends, user, id);
    publish('objective.reopened', { companyId: user.companyId, actorId: user.id, before, after });
    return after;
  });
}

/**
 * Copies an objective into a cycle as a draft with the chosen key results, which restart at
 * their start value without check-ins. The copy keeps the pillar; it keeps the parent only
 * inside the same cycle (a parent must share the cycle).
 */
export async function duplicateObjective(
  ctx: DomainContext,
  trends: KeyResultTrends,
  user: AuthUser,
  id: string,
  body: DuplicateInput,
): Promise<ObjectiveDetail> {
  return inTransaction(ctx, (tx, publish) =>
    duplicateObjectiveIn(tx, publish, trends, user, id, body),
  );
}

/** The copy inside the caller's transaction (a carry-over links it to its source there too). */
export async function duplicateObjectiveIn(
  tx: Database,
  publish: Publish,
  trends: KeyResultTrends,
  user: AuthUser,
  id: string,
  body: DuplicateInput,
): Promise<ObjectiveDetail> {
  const source = await findObjectiveRow(tx, user.companyId, id);
  if (!source || !(await findObjectiveView(tx, user, id))) {
    throw notFound(objectiveMessages.notFound);
  }
  if (!canCreateObjective(await loadActor(tx, user), source)) throw forbidden();

  const issues: ErrorIssue[] = [];
  await openCycleOrIssue(tx, user.companyId, body.cycleId, issues);
  const chosenIds = [...new Set(body.keyResultIds)];
  const chosen = await findKeyResultRows(tx, user.companyId, id, chosenIds);
  if (chosen.length !== chosenIds.length) {
    issues.push({ path: 'keyResultIds', message: objectiveMessages.keyResultNotFound });
  }
  if (issues.length > 0) invalidFields(issues);

  const copy = await insertObjective(tx, user.companyId, {
    cycleId: body.cycleId,
    title: source.title,
    description: source.description,
    level: source.level,
    teamId: source.teamId,
    ownerId: source.ownerId,
    parentObjectiveId: source.cycleId === body.cycleId ? source.parentObjectiveId : null,
    pillarId: source.pillarId,
    status: 'draft',
    private: source.private,
  });
  const viewers = await findObjectiveViewers(tx, user.companyId, source.id);
  await replaceObjectiveViewers(tx, user.companyId, copy.id, viewers);
  await copyKeyResults(tx, copy.id, chosen);
  await refreshObjectiveProgress(tx, user.companyId, copy.id);
  // The copy is a draft of the source's owner: the one who made it reads back what they made.
  const detail = await getObjectiveDetail(tx, trends, { ...user, role: 'admin' }, copy.id);
  publish('objective.duplicated', {
    companyId: user.companyId,
    actorId: user.id,
    source: { id: source.id, cycleId: source.cycleId },
    objective: detail,
  });
  return detail;
}
