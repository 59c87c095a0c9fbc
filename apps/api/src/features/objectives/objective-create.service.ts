import type { ObjectiveDetail, objectiveCreateBodySchema } from '@rumo/shared/objectives/contracts';
import {
  type Actor,
  canAddKeyResult,
  canCreateObjective,
} from '@rumo/shared/objectives/permissions';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction, type Publish } from '../../events/domain-events';
import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { loadActor } from './actor';
import { assertMayActivate } from './approval.policy';
import { refreshObjectiveProgress } from './key-result-sync';
import { insertKeyResult } from './key-results.repository';
import { newKeyResultValues } from './key-results.service';
import { assertMilestoneAllowed } from './milestone-setting';
import { checkViewerReferences, replaceObjectiveViewers } from './objective-viewers.repository';
import { insertObjective } from './objective-write.repository';
import {
  checkKeyResultKpis,
  checkKeyResultOwners,
  checkObjectiveReferences,
} from './objectives.references';
import {
  getObjectiveDetail,
  type KeyResultTrends,
  toObjectiveValues,
  toViewerIds,
} from './objectives.service';

export type ObjectiveCreateInput = z.output<typeof objectiveCreateBodySchema>;

/**
 * Creates an objective and, in the same transaction, the key results sent with it, in their
 * order: any failure (a key result's owner outside the company, say) leaves nothing behind.
 */
export async function createObjective(
  ctx: DomainContext,
  trends: KeyResultTrends,
  user: AuthUser,
  input: ObjectiveCreateInput,
): Promise<ObjectiveDetail> {
  const actor = await loadActor(ctx.db, user);
  return inTransaction(ctx, (tx, publish) =>
    createObjectiveIn(tx, publish, { trends, user, actor }, input),
  );
}

/**
 * The same creation inside the caller's transaction (the spreadsheet import writes many
 * objectives in one): the permission rules, the references' checks, the inserts and the event.
 */
export async function createObjectiveIn(
  tx: Database,
  publish: Publish,
  { trends, user, actor }: { trends: KeyResultTrends; user: AuthUser; actor: Actor },
  { keyResults, ...body }: ObjectiveCreateInput,
): Promise<ObjectiveDetail> {
  const values = toObjectiveValues(body);
  if (!canCreateObjective(actor, values)) throw forbidden();
  // The same rule as adding them one by one afterwards.
  if (keyResults.length > 0 && !canAddKeyResult(actor, values)) throw forbidden();
  const { companyId } = user;
  await assertMayActivate(tx, actor, companyId, values);
  await checkObjectiveReferences(tx, companyId, values);
  await assertMilestoneAllowed(
    tx,
    companyId,
    keyResults.map((keyResult, index) => ({
      type: keyResult.type,
      path: `keyResults.${index}.type`,
    })),
  );
  const viewers = toViewerIds(body);
  await checkViewerReferences(tx, companyId, viewers);
  const row = await insertObjective(tx, companyId, values);
  await replaceObjectiveViewers(tx, companyId, row.id, viewers);
  await checkKeyResultOwners(
    tx,
    companyId,
    keyResults.map((keyResult) => keyResult.ownerId),
  );
  await checkKeyResultKpis(
    tx,
    companyId,
    keyResults.map((keyResult) => keyResult.kpiId),
    (index) => `keyResults.${index}.kpiId`,
  );
  for (const keyResult of keyResults) {
    await insertKeyResult(tx, {
      ...newKeyResultValues(keyResult),
      companyId,
      objectiveId: row.id,
    });
  }
  if (keyResults.length > 0) await refreshObjectiveProgress(tx, companyId, row.id);
  const detail = await getObjectiveDetail(tx, trends, user, row.id);
  publish('objective.created', { companyId, actorId: user.id, objective: detail });
  return detail;
}
