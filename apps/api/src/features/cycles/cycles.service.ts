import { errorCodes } from '@rumo/shared/common/errors';
import type { Paginated } from '@rumo/shared/common/pagination';
import { type Cycle, type CycleBody, cycleMessages } from '@rumo/shared/cycles/contracts';
import type { CycleStatus } from '@rumo/shared/okr/key-result-types';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction, type Publish } from '../../events/domain-events';
import { isStillReferenced, isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
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
import type { CycleFacts } from './public';

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

const facts = (row: Pick<CycleRow, 'name' | 'startDate' | 'endDate' | 'status'>): CycleFacts => ({
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
  ctx: DomainContext,
  countObjectives: CountObjectivesByCycle,
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
  return getCycle(ctx.db, countObjectives, user.companyId, id);
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
  countObjectives: CountObjectivesByCycle,
  user: AuthUser,
  id: string,
  body: CycleBody,
): Promise<Cycle> {
  await inTransaction(ctx, (tx, publish) =>
    changeCycle(tx, publish, user, id, 'cycle.updated', async () => body),
  );
  return getCycle(ctx.db, countObjectives, user.companyId, id);
}

export async function activateCycle(
  ctx: DomainContext,
  countObjectives: CountObjectivesByCycle,
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
  return getCycle(ctx.db, countObjectives, user.companyId, id);
}

export async function closeCycle(
  ctx: DomainContext,
  countObjectives: CountObjectivesByCycle,
  user: AuthUser,
  id: string,
): Promise<Cycle> {
  await inTransaction(ctx, (tx, publish) => closeCycleIn(tx, publish, user, id));
  return getCycle(ctx.db, countObjectives, user.companyId, id);
}

/** Closes the cycle inside the caller's transaction (the close flow scores it there first). */
export function closeCycleIn(tx: Database, publish: Publish, user: AuthUser, id: string) {
  return changeCycle(tx, publish, user, id, 'cycle.closed', async () => ({ status: 'closed' }));
}

/**
 * Deletes a cycle without objectives. The objectives' foreign key (on delete restrict) refuses a
 * cycle that still has some, so cycles need not count them.
 */
export async function removeCycle(ctx: DomainContext, user: AuthUser, id: string): Promise<void> {
  try {
    await inTransaction(ctx, async (tx, publish) => {
      const existing = await findCycle(tx, user.companyId, id);
      if (!existing) throw notFound(cycleMessages.notFound);
      await deleteCycle(tx, user.companyId, id);
      publish('cycle.deleted', {
        companyId: user.companyId,
        actorId: user.id,
        cycleId: id,
        before: facts(existing),
      });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw conflict(errorCodes.conflict, cycleMessages.hasObjectives);
    throw error;
  }
}
