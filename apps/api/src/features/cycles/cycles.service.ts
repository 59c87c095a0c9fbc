import { errorCodes } from '@rumo/shared/common/errors';
import type { Paginated } from '@rumo/shared/common/pagination';
import { type Cycle, type CycleBody, cycleMessages } from '@rumo/shared/cycles/contracts';
import type { CycleStatus } from '@rumo/shared/okr/key-result-types';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordActivity } from '../activity/activity.service';
import {
  type CycleView,
  deleteCycle,
  findCycle,
  findCycleView,
  findCycleWithCount,
  findOtherActiveCycle,
  insertCycle,
  listCycles,
  updateCycle,
} from './cycles.repository';
import type { CycleRow } from './cycles.table';

function toCycle(row: CycleView): Cycle {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    isCurrent: row.isCurrent,
    objectiveCount: row.objectiveCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const snapshot = (row: Pick<CycleRow, 'name' | 'startDate' | 'endDate' | 'status'>) => ({
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  status: row.status,
});

/** A cycle of the caller's company as the API answers it, or 404. */
export async function getCycle(db: Database, companyId: string, id: string): Promise<Cycle> {
  const row = await findCycleView(db, companyId, id);
  if (!row) throw notFound(cycleMessages.notFound);
  return toCycle(row);
}

export async function listCompanyCycles(
  db: Database,
  companyId: string,
  query: { page: number; limit: number; status?: CycleStatus | undefined },
): Promise<Paginated<Cycle>> {
  const { rows, total } = await listCycles(db, companyId, query);
  return {
    data: rows.map(toCycle),
    page: query.page,
    limit: query.limit,
    total,
  };
}

export async function getCurrentCycle(db: Database, companyId: string): Promise<Cycle> {
  const current = await findCycleView(db, companyId);
  if (!current) throw notFound(cycleMessages.notFound);
  return toCycle(current);
}

export async function createCycle(db: Database, user: AuthUser, body: CycleBody): Promise<Cycle> {
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
  return getCycle(db, user.companyId, id);
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
  user: AuthUser,
  id: string,
  body: CycleBody,
): Promise<Cycle> {
  await db.transaction((tx) => changeCycle(tx, user, id, 'updated', async () => body));
  return getCycle(db, user.companyId, id);
}

export async function activateCycle(db: Database, user: AuthUser, id: string): Promise<Cycle> {
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
  return getCycle(db, user.companyId, id);
}

export async function closeCycle(db: Database, user: AuthUser, id: string): Promise<Cycle> {
  await db.transaction((tx) =>
    changeCycle(tx, user, id, 'closed', async () => ({ status: 'closed' })),
  );
  return getCycle(db, user.companyId, id);
}

export async function removeCycle(db: Database, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await findCycleWithCount(tx, user.companyId, id);
    if (!existing) throw notFound(cycleMessages.notFound);
    if (existing.objectiveCount > 0) {
      throw conflict(errorCodes.conflict, cycleMessages.hasObjectives);
    }
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
}
