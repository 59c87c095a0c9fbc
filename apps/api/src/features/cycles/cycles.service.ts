import { errorCodes } from '@rumo/shared/common/errors';
import type { Paginated } from '@rumo/shared/common/pagination';
import { type Cycle, type CycleBody, cycleMessages } from '@rumo/shared/cycles/contracts';
import type { CycleStatus } from '@rumo/shared/okr/key-result-types';
import type { Database } from '../../db/database';
import { isStillReferenced, isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordActivity } from '../activity/activity.service';
import {
  type CycleView,
  deleteCycle,
  findCycle,
  findCycleView,
  findOtherActiveCycle,
  insertCycle,
  listCycles,
  updateCycle,
} from './cycles.repository';
import type { CycleRow } from './cycles.table';

/**
 * How many objectives each of the given cycles holds. Objectives sit above cycles, so cycles ask
 * through this function, which app.ts hands to the cycles' routes (objectives' public
 * `countObjectivesByCycle`).
 */
export type CountObjectivesByCycle = (
  db: Database,
  companyId: string,
  cycleIds: string[],
) => Promise<Map<string, number>>;

function toCycle(row: CycleView, objectiveCount: number): Cycle {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    isCurrent: row.isCurrent,
    objectiveCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const snapshot = (row: Pick<CycleRow, 'name' | 'startDate' | 'endDate' | 'status'>) => ({
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  status: row.status,
});

async function withCount(
  db: Database,
  countObjectives: CountObjectivesByCycle,
  row: CycleView,
): Promise<Cycle> {
  const counts = await countObjectives(db, row.companyId, [row.id]);
  return toCycle(row, counts.get(row.id) ?? 0);
}

/** A cycle of the caller's company as the API answers it, or 404. */
export async function getCycle(
  db: Database,
  countObjectives: CountObjectivesByCycle,
  companyId: string,
  id: string,
): Promise<Cycle> {
  const row = await findCycleView(db, companyId, id);
  if (!row) throw notFound(cycleMessages.notFound);
  return withCount(db, countObjectives, row);
}

export async function listCompanyCycles(
  db: Database,
  countObjectives: CountObjectivesByCycle,
  companyId: string,
  query: { page: number; limit: number; status?: CycleStatus | undefined },
): Promise<Paginated<Cycle>> {
  const { rows, total } = await listCycles(db, companyId, query);
  const counts = await countObjectives(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toCycle(row, counts.get(row.id) ?? 0)),
    page: query.page,
    limit: query.limit,
    total,
  };
}

export async function getCurrentCycle(
  db: Database,
  countObjectives: CountObjectivesByCycle,
  companyId: string,
): Promise<Cycle> {
  const current = await findCycleView(db, companyId);
  if (!current) throw notFound(cycleMessages.notFound);
  return withCount(db, countObjectives, current);
}

export async function createCycle(
  db: Database,
  countObjectives: CountObjectivesByCycle,
  user: AuthUser,
  body: CycleBody,
): Promise<Cycle> {
  const id = await db.transaction(async (tx) => {
    const row = await insertCycle(tx, { companyId: user.companyId, ...body });
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      entityType: 'cycle',
      entityId: row.id,
      action: 'created',
      label: row.name,
      after: snapshot(row),
    });
    return row.id;
  });
  return getCycle(db, countObjectives, user.companyId, id);
}

/** Applies a change to an existing cycle and logs it; 404 when it is not the company's. */
async function changeCycle(
  tx: Database,
  user: AuthUser,
  id: string,
  action: 'updated' | 'closed',
  change: (existing: CycleRow) => Promise<Partial<CycleRow>>,
): Promise<void> {
  const existing = await findCycle(tx, user.companyId, id);
  if (!existing) throw notFound(cycleMessages.notFound);
  const changes = await change(existing);
  await updateCycle(tx, user.companyId, id, changes);
  const after = { ...existing, ...changes };
  await recordActivity(tx, {
    companyId: user.companyId,
    actorId: user.id,
    entityType: 'cycle',
    entityId: id,
    action,
    label: after.name,
    before: snapshot(existing),
    after: snapshot(after),
  });
}

export async function editCycle(
  db: Database,
  countObjectives: CountObjectivesByCycle,
  user: AuthUser,
  id: string,
  body: CycleBody,
): Promise<Cycle> {
  await db.transaction((tx) => changeCycle(tx, user, id, 'updated', async () => body));
  return getCycle(db, countObjectives, user.companyId, id);
}

export async function activateCycle(
  db: Database,
  countObjectives: CountObjectivesByCycle,
  user: AuthUser,
  id: string,
): Promise<Cycle> {
  try {
    await db.transaction((tx) =>
      changeCycle(tx, user, id, 'updated', async () => {
        const other = await findOtherActiveCycle(tx, user.companyId, id);
        if (other) throw conflict(errorCodes.conflict, cycleMessages.anotherActive);
        return { status: 'active' };
      }),
    );
  } catch (error) {
    // Two activations racing: the partial unique index lets only one through.
    if (isUniqueViolation(error)) throw conflict(errorCodes.conflict, cycleMessages.anotherActive);
    throw error;
  }
  return getCycle(db, countObjectives, user.companyId, id);
}

export async function closeCycle(
  db: Database,
  countObjectives: CountObjectivesByCycle,
  user: AuthUser,
  id: string,
): Promise<Cycle> {
  await db.transaction((tx) =>
    changeCycle(tx, user, id, 'closed', async () => ({ status: 'closed' })),
  );
  return getCycle(db, countObjectives, user.companyId, id);
}

/**
 * Deletes a cycle without objectives. The objectives' foreign key (on delete restrict) refuses a
 * cycle that still has some, so cycles need not count them.
 */
export async function removeCycle(db: Database, user: AuthUser, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const existing = await findCycle(tx, user.companyId, id);
      if (!existing) throw notFound(cycleMessages.notFound);
      await deleteCycle(tx, user.companyId, id);
      await recordActivity(tx, {
        companyId: user.companyId,
        actorId: user.id,
        entityType: 'cycle',
        entityId: id,
        action: 'deleted',
        label: existing.name,
        before: snapshot(existing),
      });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw conflict(errorCodes.conflict, cycleMessages.hasObjectives);
    throw error;
  }
}
