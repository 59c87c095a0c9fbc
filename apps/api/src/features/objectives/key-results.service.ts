import {
  type KeyResult,
  type keyResultBodySchema,
  objectiveMessages,
} from '@rumo/shared/objectives/contracts';
import { canAddKeyResult, canManageKeyResult } from '@rumo/shared/objectives/permissions';
import { keyResultProgress, roundProgress } from '@rumo/shared/okr/progress';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { findCycle } from '../cycles/public';
import { loadActor } from './actor';
import {
  lockObjectiveOfKeyResult,
  refreshMilestoneKeyResult,
  refreshObjectiveProgress,
  syncKeyResult,
} from './key-result-sync';
import {
  deleteKeyResult,
  findKeyResultView,
  findKeyResultWithObjective,
  insertKeyResult,
  type KeyResultValues,
  type KeyResultWithObjective,
  updateKeyResult,
} from './key-results.repository';
import { assertMilestoneAllowed } from './milestone-setting';
import { findObjectiveRow } from './objective-read.repository';
import { checkKeyResultKpis, invalidFields, userBelongsToCompany } from './objectives.references';
import { assertCycleOpen, assertOpen } from './objectives.service';

export type KeyResultInput = z.output<typeof keyResultBodySchema>;

/** A milestone key result starts at 0 of 0 initiatives: refreshMilestoneKeyResult scores it. */
function toValues(body: KeyResultInput): KeyResultValues {
  const milestone = body.type === 'milestone';
  return {
    title: body.title,
    type: body.type,
    startValue: milestone ? 0 : body.start,
    targetValue: milestone ? 0 : body.target,
    unit: body.unit,
    customUnit: body.unit === 'custom' ? body.customUnit : null,
    decimals: body.decimals,
    weight: body.weight,
    ownerId: body.ownerId,
    dueDate: body.dueDate,
    kpiId: body.kpiId,
  };
}

/** A new key result's row: its current value starts at the start value. */
export function newKeyResultValues(body: KeyResultInput) {
  const values = toValues(body);
  return {
    ...values,
    currentValue: values.startValue,
    progress: roundProgress(
      keyResultProgress({
        type: values.type,
        start: values.startValue,
        target: values.targetValue,
        current: values.startValue,
      }),
    ),
  };
}

async function checkOwner(db: Database, companyId: string, ownerId: string): Promise<void> {
  if (!(await userBelongsToCompany(db, companyId, ownerId))) {
    invalidFields([{ path: 'ownerId', message: objectiveMessages.unknownReference }]);
  }
}

async function getKeyResult(db: Database, companyId: string, id: string): Promise<KeyResult> {
  const view = await findKeyResultView(db, companyId, id);
  if (!view) throw notFound(objectiveMessages.keyResultNotFound);
  return view;
}

/** Key result writes touch only the database: a deadlock's victim runs again. */
const RETRY_DEADLOCKS = { retryDeadlocks: true };

/** Adds a key result; its current value starts at the start value. */
export async function createKeyResult(
  ctx: DomainContext,
  user: AuthUser,
  objectiveId: string,
  body: KeyResultInput,
): Promise<KeyResult> {
  return inTransaction(
    ctx,
    async (tx, publish) => {
      const objective = await findObjectiveRow(tx, user.companyId, objectiveId);
      if (!objective) throw notFound(objectiveMessages.notFound);
      if (!canAddKeyResult(await loadActor(tx, user), objective)) throw forbidden();
      assertOpen(objective);
      assertCycleOpen((await findCycle(tx, user.companyId, objective.cycleId))?.status);
      await assertMilestoneAllowed(tx, user.companyId, [{ type: body.type, path: 'type' }]);
      await checkOwner(tx, user.companyId, body.ownerId);
      await checkKeyResultKpis(tx, user.companyId, [body.kpiId]);
      const row = await insertKeyResult(tx, {
        ...newKeyResultValues(body),
        companyId: user.companyId,
        objectiveId,
      });
      await refreshObjectiveProgress(tx, user.companyId, objectiveId);
      const keyResult = await getKeyResult(tx, user.companyId, row.id);
      publish('key-result.created', { companyId: user.companyId, actorId: user.id, keyResult });
      return keyResult;
    },
    RETRY_DEADLOCKS,
  );
}

async function managedKeyResult(
  db: Database,
  user: AuthUser,
  id: string,
): Promise<KeyResultWithObjective> {
  const keyResult = await findKeyResultWithObjective(db, user.companyId, id);
  if (!keyResult) throw notFound(objectiveMessages.keyResultNotFound);
  if (!canManageKeyResult(await loadActor(db, user), keyResult)) throw forbidden();
  assertOpen({ status: keyResult.objectiveStatus });
  assertCycleOpen(keyResult.cycleStatus);
  return keyResult;
}

/**
 * Edits a key result and recomputes its progress and its objective's. Before the first
 * check-in the current value follows the start value; after it, check-ins own it.
 */
export async function editKeyResult(
  ctx: DomainContext,
  user: AuthUser,
  id: string,
  body: KeyResultInput,
): Promise<KeyResult> {
  return inTransaction(
    ctx,
    async (tx, publish) => {
      await lockObjectiveOfKeyResult(tx, user.companyId, id);
      const existing = await managedKeyResult(tx, user, id);
      if (existing.type !== 'milestone') {
        await assertMilestoneAllowed(tx, user.companyId, [{ type: body.type, path: 'type' }]);
      }
      await checkOwner(tx, user.companyId, body.ownerId);
      await checkKeyResultKpis(tx, user.companyId, [body.kpiId]);
      const before = await getKeyResult(tx, user.companyId, id);
      const values = toValues(body);
      await updateKeyResult(tx, user.companyId, id, values);
      if (values.type === 'milestone') {
        await refreshMilestoneKeyResult(tx, user.companyId, id);
      } else {
        // A former milestone key result's value counted initiatives: it restarts at its start.
        const keepsValue = existing.lastCheckInAt && existing.type !== 'milestone';
        await syncKeyResult(tx, user.companyId, id, {
          current: keepsValue ? existing.currentValue : values.startValue,
          confidence: existing.confidence,
          lastCheckInAt: existing.lastCheckInAt,
        });
      }
      const after = await getKeyResult(tx, user.companyId, id);
      publish('key-result.updated', { companyId: user.companyId, actorId: user.id, before, after });
      return after;
    },
    RETRY_DEADLOCKS,
  );
}

export async function removeKeyResult(
  ctx: DomainContext,
  user: AuthUser,
  id: string,
): Promise<void> {
  await inTransaction(
    ctx,
    async (tx, publish) => {
      await lockObjectiveOfKeyResult(tx, user.companyId, id);
      const existing = await managedKeyResult(tx, user, id);
      const before = await getKeyResult(tx, user.companyId, id);
      await deleteKeyResult(tx, user.companyId, id);
      await refreshObjectiveProgress(tx, user.companyId, existing.objectiveId);
      publish('key-result.deleted', { companyId: user.companyId, actorId: user.id, before });
    },
    RETRY_DEADLOCKS,
  );
}
