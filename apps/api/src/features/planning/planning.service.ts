import type {
  Pillar,
  pillarBodySchema,
  StrategicPlan,
  strategicPlanBodySchema,
} from '@rumo/shared/planning/contracts';
import { planningMessages } from '@rumo/shared/planning/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordActivity } from '../activity/activity.service';
import {
  deletePillar,
  findPillar,
  findPlan,
  insertPillar,
  listPillars,
  type PillarValues,
  toPillar,
  updatePillar,
  upsertPlan,
} from './planning.repository';
import type { PillarRow } from './planning.table';

type PlanInput = z.output<typeof strategicPlanBodySchema>;
type PillarInput = z.output<typeof pillarBodySchema>;

export async function getPlan(db: Database, companyId: string): Promise<StrategicPlan> {
  const plan = await findPlan(db, companyId);
  const rows = await listPillars(db, companyId);
  return { ...plan, pillars: rows.map(toPillar) };
}

export async function savePlan(
  db: Database,
  user: AuthUser,
  body: PlanInput,
): Promise<StrategicPlan> {
  await db.transaction(async (tx) => {
    const before = await findPlan(tx, user.companyId);
    await upsertPlan(tx, user.companyId, body);
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      entityType: 'planning',
      // The plan has no id of its own: one per company.
      entityId: user.companyId,
      action: 'updated',
      label: 'Missão, visão e valores',
      before,
      after: { mission: body.mission, vision: body.vision, values: body.values },
    });
  });
  return getPlan(db, user.companyId);
}

function logPillar(
  db: Database,
  user: AuthUser,
  pillar: PillarRow,
  action: 'created' | 'updated' | 'deleted',
  snapshots: { before?: PillarValues; after?: PillarValues },
) {
  return recordActivity(db, {
    companyId: user.companyId,
    actorId: user.id,
    entityType: 'planning',
    entityId: pillar.id,
    action,
    label: `Pilar ${pillar.name}`,
    ...snapshots,
  });
}

const pillarSnapshot = (row: PillarValues): PillarValues => ({
  name: row.name,
  description: row.description,
  color: row.color,
});

export async function createPillar(
  db: Database,
  user: AuthUser,
  body: PillarInput,
): Promise<Pillar> {
  return db.transaction(async (tx) => {
    const row = await insertPillar(tx, user.companyId, body);
    await logPillar(tx, user, row, 'created', { after: pillarSnapshot(row) });
    return toPillar(row);
  });
}

export async function editPillar(
  db: Database,
  user: AuthUser,
  id: string,
  body: PillarInput,
): Promise<Pillar> {
  return db.transaction(async (tx) => {
    const existing = await findPillar(tx, user.companyId, id);
    if (!existing) throw notFound(planningMessages.pillarNotFound);
    await updatePillar(tx, user.companyId, id, body);
    const updated = { ...existing, ...pillarSnapshot(body) };
    await logPillar(tx, user, updated, 'updated', {
      before: pillarSnapshot(existing),
      after: pillarSnapshot(updated),
    });
    return toPillar(updated);
  });
}

export async function removePillar(db: Database, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await findPillar(tx, user.companyId, id);
    if (!existing) throw notFound(planningMessages.pillarNotFound);
    await deletePillar(tx, user.companyId, id);
    await logPillar(tx, user, existing, 'deleted', { before: pillarSnapshot(existing) });
  });
}

/**
 * Each pillar with the objectives of the cycle aligned to it, and the objectives aligned to
 * nothing (no pillar, no parent objective). The current cycle when none is asked.
 */
