import { errorCodes } from '@rumo/shared/common/error-codes';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import {
  canChangeInitiativeStatus,
  canManageInitiatives,
  type Initiative,
  type InitiativeStatus,
  type initiativeBodySchema,
  initiativeMessages,
  type MyInitiative,
} from '@rumo/shared/objectives/initiatives';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { type DomainContext, inTransaction } from '../../../events/domain-events';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/auth';
import { loadActor } from '../actor';
import { lockObjectiveOfKeyResult, refreshMilestoneKeyResult } from '../key-result-sync';
import { findKeyResultWithObjective, type KeyResultWithObjective } from '../key-results.repository';
import { invalidFields, userBelongsToCompany } from '../objectives.references';
import { assertCycleOpen, assertOpen } from '../objectives.service';
import { keyResultVisibleTo, objectiveSeenBy } from '../visibility.repository';
import {
  deleteInitiative,
  findInitiativeRow,
  findInitiativeView,
  initiativeIdsOf,
  insertInitiative,
  listKeyResultInitiatives,
  listObjectiveInitiatives,
  listOpenInitiativesOf,
  reorderInitiatives,
  updateInitiative,
} from './initiatives.repository';

type InitiativeInput = z.output<typeof initiativeBodySchema>;

/** Minha semana lists at most this many open initiatives of mine. */
const MY_INITIATIVES_LIMIT = 50;

// Reads: everyone who reads the objective (its company) reads its initiatives; two statements.

export async function keyResultInitiatives(
  db: Database,
  user: AuthUser,
  keyResultId: string,
): Promise<Initiative[]> {
  if (!(await keyResultVisibleTo(db, user, keyResultId))) {
    throw notFound(objectiveMessages.keyResultNotFound);
  }
  return listKeyResultInitiatives(db, user.companyId, keyResultId);
}

export async function objectiveInitiatives(
  db: Database,
  user: AuthUser,
  objectiveId: string,
): Promise<Initiative[]> {
  if (!(await objectiveSeenBy(db, user, objectiveId))) {
    throw notFound(objectiveMessages.notFound);
  }
  return listObjectiveInitiatives(db, user.companyId, objectiveId);
}

/**
 * One statement: the open initiatives a person owns on active objectives they may see (Minha
 * semana); owning an initiative does not open a private objective.
 */
export function listMyOpenInitiatives(db: Database, user: AuthUser): Promise<MyInitiative[]> {
  return listOpenInitiativesOf(db, user, MY_INITIATIVES_LIMIT);
}

// Writes: each locks the key result's objective first (the order every key result writer takes),
// changes the initiatives, and scores a milestone key result again in the same transaction.

/**
 * The key result, locked through its objective, open, with the caller's permission checked;
 * 404 (`missing`) when its objective is not the caller's to see, whatever they own under it.
 */
async function writableKeyResult(
  tx: Database,
  user: AuthUser,
  keyResultId: string,
  allowed: (keyResult: KeyResultWithObjective) => Promise<boolean>,
  missing: string = objectiveMessages.keyResultNotFound,
): Promise<KeyResultWithObjective> {
  await lockObjectiveOfKeyResult(tx, user.companyId, keyResultId);
  const keyResult = await findKeyResultWithObjective(tx, user.companyId, keyResultId);
  if (!keyResult || !(await keyResultVisibleTo(tx, user, keyResultId))) throw notFound(missing);
  if (!(await allowed(keyResult))) throw forbidden();
  assertOpen({ status: keyResult.objectiveStatus });
  assertCycleOpen(keyResult.cycleStatus);
  return keyResult;
}

async function checkOwner(db: Database, companyId: string, ownerId: string): Promise<void> {
  if (!(await userBelongsToCompany(db, companyId, ownerId))) {
    invalidFields([{ path: 'ownerId', message: objectiveMessages.unknownReference }]);
  }
}

async function view(db: Database, companyId: string, id: string): Promise<Initiative> {
  const initiative = await findInitiativeView(db, companyId, id);
  if (!initiative) throw notFound(initiativeMessages.notFound);
  return initiative;
}

const manages = (tx: Database, user: AuthUser) => async (keyResult: KeyResultWithObjective) =>
  canManageInitiatives(await loadActor(tx, user), keyResult);

export async function createInitiative(
  ctx: DomainContext,
  user: AuthUser,
  keyResultId: string,
  input: InitiativeInput,
): Promise<Initiative> {
  return inTransaction(ctx, async (tx, publish) => {
    await writableKeyResult(tx, user, keyResultId, manages(tx, user));
    await checkOwner(tx, user.companyId, input.ownerId);
    const id = await insertInitiative(tx, user.companyId, keyResultId, input);
    await refreshMilestoneKeyResult(tx, user.companyId, keyResultId);
    const initiative = await view(tx, user.companyId, id);
    publish('initiative.created', { companyId: user.companyId, actorId: user.id, initiative });
    return initiative;
  });
}

/** The initiative and its key result, locked; 404 for another company's. */
async function writableInitiative(
  tx: Database,
  user: AuthUser,
  id: string,
  allowed: (keyResult: KeyResultWithObjective, ownerId: string) => Promise<boolean>,
) {
  const found = await findInitiativeRow(tx, user.companyId, id);
  if (!found) throw notFound(initiativeMessages.notFound);
  await writableKeyResult(
    tx,
    user,
    found.keyResultId,
    (keyResult) => allowed(keyResult, found.ownerId),
    initiativeMessages.notFound,
  );
  return view(tx, user.companyId, id);
}

async function change(
  ctx: DomainContext,
  user: AuthUser,
  id: string,
  allowed: (tx: Database) => (kr: KeyResultWithObjective, ownerId: string) => Promise<boolean>,
  values: { title?: string; ownerId?: string; status?: InitiativeStatus; dueDate?: string | null },
): Promise<Initiative> {
  return inTransaction(ctx, async (tx, publish) => {
    const before = await writableInitiative(tx, user, id, allowed(tx));
    if (values.ownerId) await checkOwner(tx, user.companyId, values.ownerId);
    await updateInitiative(tx, user.companyId, id, values);
    if (values.status && values.status !== before.status) {
      await refreshMilestoneKeyResult(tx, user.companyId, before.keyResultId);
    }
    const after = await view(tx, user.companyId, id);
    publish('initiative.updated', { companyId: user.companyId, actorId: user.id, before, after });
    return after;
  });
}

/** Title, owner, status and due date: whoever manages the key result. */
export function editInitiative(
  ctx: DomainContext,
  user: AuthUser,
  id: string,
  input: InitiativeInput,
): Promise<Initiative> {
  return change(ctx, user, id, (tx) => manages(tx, user), input);
}

/** The status alone: the key result's managers and the initiative's owner. */
export function changeInitiativeStatus(
  ctx: DomainContext,
  user: AuthUser,
  id: string,
  status: InitiativeStatus,
): Promise<Initiative> {
  const allowed = (tx: Database) => async (keyResult: KeyResultWithObjective, ownerId: string) =>
    canChangeInitiativeStatus(await loadActor(tx, user), keyResult, { ownerId });
  return change(ctx, user, id, allowed, { status });
}

export async function removeInitiative(
  ctx: DomainContext,
  user: AuthUser,
  id: string,
): Promise<void> {
  await inTransaction(ctx, async (tx, publish) => {
    const before = await writableInitiative(tx, user, id, manages(tx, user));
    await deleteInitiative(tx, user.companyId, id);
    await refreshMilestoneKeyResult(tx, user.companyId, before.keyResultId);
    publish('initiative.deleted', { companyId: user.companyId, actorId: user.id, before });
  });
}

/** A new order for all of a key result's initiatives (each listed once); no event. */
export async function reorderKeyResultInitiatives(
  ctx: DomainContext,
  user: AuthUser,
  keyResultId: string,
  ids: string[],
): Promise<Initiative[]> {
  return inTransaction(ctx, async (tx) => {
    await writableKeyResult(tx, user, keyResultId, manages(tx, user));
    const current = new Set(await initiativeIdsOf(tx, user.companyId, keyResultId));
    const asked = new Set(ids);
    if (
      asked.size !== ids.length ||
      asked.size !== current.size ||
      ids.some((id) => !current.has(id))
    ) {
      throw badRequest(errorCodes.validation, initiativeMessages.orderMismatch);
    }
    await reorderInitiatives(tx, user.companyId, ids);
    return listKeyResultInitiatives(tx, user.companyId, keyResultId);
  });
}
