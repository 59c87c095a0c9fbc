import { errorCodes } from '@rumo/shared/common/errors';
import type { Paginated } from '@rumo/shared/common/pagination';
import { type Cycle, type CycleBody, cycleMessages } from '@rumo/shared/cycles/contracts';
import type { CycleStatus } from '@rumo/shared/okr/key-result-types';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction, type Publish } from '../../events/domain-events';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
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
import type { CycleFacts } from './public';

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

const facts = (row: Pick<CycleRow, 'name' | 'startDate' | 'endDate' | 'status'>): CycleFacts => ({
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

export async function createCycle(
  ctx: DomainContext,
  user: AuthUser,
  body: CycleBody,
): Promise<Cycle> {
  const id = await inTransaction(ctx, async (tx, publish) => {
    const row = await insertCycle(tx, { companyId: user.companyId, ...body });
    publish('cycle.created', {
      companyId: user.companyId,
      actorId: user.id,
      cycleId: row.id,
      cycle: facts(row),
    });
    return row.id;
  });
  return getCycle(ctx.db, user.companyId, id);
}

/** Applies a change to an existing cycle and publishes it; 404 when it is not the company's. */
async function changeCycle(
  tx: Database,
  publish: Publish,
  user: AuthUser,
  id: string,
  event: 'cycle.updated' | 'cycle.closed',
  change: (existing: CycleRow) => Promise<Partial<CycleRow>>,
): Promise<void> {
  const existing = await findCycle(tx, user.companyId, id);
  if (!existing) throw notFound(cycleMessages.notFound);
  const changes = await change(existing);
  await updateCycle(tx, user.companyId, id, changes);
  publish(event, {
    companyId: user.companyId,
    actorId: user.id,
    cycleId: id,
    before: facts(existing),
    after: facts({ ...existing, ...changes }),
  });
}

export async function editCycle(
  ctx: DomainContext,
  user: AuthUser,
  id: string,
  body: CycleBody,
): Promise<Cycle> {
  await inTransaction(ctx, (tx, publish) =>
    changeCycle(tx, publish, user, id, 'cycle.updated', async () => body),
  );
  return getCycle(ctx.db, user.companyId, id);
}

export async function activateCycle(
  ctx: DomainContext,
  user: AuthUser,
  id: string,
): Promise<Cycle> {
  try {
    await inTransaction(ctx, (tx, publish) =>
      changeCycle(tx, publish, user, id, 'cycle.updated', async () => {
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
  return getCycle(ctx.db, user.companyId, id);
}

export async function closeCycle(ctx: DomainContext, user: AuthUser, id: string): Promise<Cycle> {
  await inTransaction(ctx, (tx, publish) =>
    changeCycle(tx, publish, user, id, 'cycle.closed', async () => ({ status: 'closed' })),
  );
  return getCycle(ctx.db, user.companyId, id);
}

export async function removeCycle(ctx: DomainContext, user: AuthUser, id: string): Promise<void> {
  await inTransaction(ctx, async (tx, publish) => {
    const existing = await findCycleWithCount(tx, user.companyId, id);
    if (!existing) throw notFound(cycleMessages.notFound);
    if (existing.objectiveCount > 0) {
      throw conflict(errorCodes.conflict, cycleMessages.hasObjectives);
    }
    await deleteCycle(tx, user.companyId, id);
    publish('cycle.deleted', {
      companyId: user.companyId,
      actorId: user.id,
      cycleId: id,
      before: facts(existing),
    });
  });
}
