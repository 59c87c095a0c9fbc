import type { ObjectiveDetail, objectiveCreateBodySchema } from '@rumo/shared/objectives/contracts';
import { canAddKeyResult, canCreateObjective } from '@rumo/shared/objectives/permissions';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordObjectiveEvolution } from '../evolution/evolution-snapshots';
import { loadActor } from './actor';
import { refreshObjectiveProgress } from './key-result-sync';
import { insertKeyResult } from './key-results.repository';
import { logKeyResult, newKeyResultValues } from './key-results.service';
import { checkKeyResultOwners, checkObjectiveReferences } from './objectives.references';
import { getObjectiveDetail, logObjective, toObjectiveValues } from './objectives.service';
import { keyResultSnapshot, objectiveSnapshot } from './objectives.snapshots';
import { insertObjective } from './objectives.write-repository';

export type ObjectiveCreateInput = z.output<typeof objectiveCreateBodySchema>;

/**
 * Creates an objective and, in the same transaction, the key results sent with it, in their
 * order: any failure (a key result's owner outside the company, say) leaves nothing behind.
 */
export async function createObjective(
  db: Database,
  user: AuthUser,
  { keyResults, ...body }: ObjectiveCreateInput,
): Promise<ObjectiveDetail> {
  const values = toObjectiveValues(body);
  const actor = await loadActor(db, user);
  if (!canCreateObjective(actor, values)) throw forbidden();
  // The same rule as adding them one by one afterwards.
  if (keyResults.length > 0 && !canAddKeyResult(actor, values)) throw forbidden();
  return db.transaction(async (tx) => {
    const { companyId } = user;
    await checkObjectiveReferences(tx, companyId, values);
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
    // Refreshing the progress records the evolution too; without key results there is none.
    if (keyResults.length > 0) await refreshObjectiveProgress(tx, companyId, row.id);
    else await recordObjectiveEvolution(tx, companyId, row.id);
    const detail = await getObjectiveDetail(tx, companyId, row.id);
    await logObjective(tx, user, detail, { action: 'created', after: objectiveSnapshot(detail) });
    for (const keyResult of detail.keyResults) {
      await logKeyResult(tx, user, keyResult, {
        action: 'created',
        after: keyResultSnapshot(keyResult),
      });
    }
    return detail;
  });
}
