import type { ObjectiveDetail, objectiveCreateBodySchema } from '@rumo/shared/objectives/contracts';
import { canAddKeyResult, canCreateObjective } from '@rumo/shared/objectives/permissions';
import type { z } from 'zod';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { loadActor } from './actor';
import { refreshObjectiveProgress } from './key-result-sync';
import { insertKeyResult } from './key-results.repository';
import { newKeyResultValues } from './key-results.service';
import { assertMilestoneAllowed } from './milestone-setting';
import { insertObjective } from './objective-write.repository';
import { checkKeyResultOwners, checkObjectiveReferences } from './objectives.references';
import { getObjectiveDetail, type KeyResultTrends, toObjectiveValues } from './objectives.service';

export type ObjectiveCreateInput = z.output<typeof objectiveCreateBodySchema>;

/**
 * Creates an objective and, in the same transaction, the key results sent with it, in their
 * order: any failure (a key result's owner outside the company, say) leaves nothing behind.
 */
export async function createObjective(
  ctx: DomainContext,
  trends: KeyResultTrends,
  user: AuthUser,
  { keyResults, ...body }: ObjectiveCreateInput,
): Promise<ObjectiveDetail> {
  const values = toObjectiveValues(body);
  const actor = await loadActor(ctx.db, user);
  if (!canCreateObjective(actor, values)) throw forbidden();
  // The same rule as adding them one by one afterwards.
  if (keyResults.length > 0 && !canAddKeyResult(actor, values)) throw forbidden();
  return inTransaction(ctx, async (tx, publish) => {
    const { companyId } = user;
    await checkObjectiveReferences(tx, companyId, values);
    await assertMilestoneAllowed(
      tx,
      companyId,
      keyResults.map((keyResult, index) => ({
        type: keyResult.type,
        path: `keyResults.${index}.type`,
      })),
    );
    const row = await insertObjective(tx, companyId, values);
    await checkKeyResultOwners(
      tx,
      companyId,
      keyResults.map((keyResult) => keyResult.ownerId),
    );
    for (const keyResult of keyResults) {
      await insertKeyResult(tx, {
        ...newKeyResultValues(keyResult),
        companyId,
        objectiveId: row.id,
      });
    }
    if (keyResults.length > 0) await refreshObjectiveProgress(tx, companyId, row.id);
    const detail = await getObjectiveDetail(tx, trends, companyId, row.id);
    publish('objective.created', { companyId, actorId: user.id, objective: detail });
    return detail;
  });
}
