import type {
  Pillar,
  pillarBodySchema,
  StrategicPlan,
  strategicPlanBodySchema,
} from '@rumo/shared/planning/contracts';
import { planningMessages } from '@rumo/shared/planning/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
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
import type { PillarFacts } from './public';

type PlanInput = z.output<typeof strategicPlanBodySchema>;
type PillarInput = z.output<typeof pillarBodySchema>;

export async function getPlan(db: Database, companyId: string): Promise<StrategicPlan> {
  const plan = await findPlan(db, companyId);
  const rows = await listPillars(db, companyId);
  return { ...plan, pillars: rows.map(toPillar) };
}

export async function savePlan(
  ctx: DomainContext,
  user: AuthUser,
  body: PlanInput,
): Promise<StrategicPlan> {
  await inTransaction(ctx, async (tx, publish) => {
    const before = await findPlan(tx, user.companyId);
    await upsertPlan(tx, user.companyId, body);
    publish('strategic-plan.updated', {
      companyId: user.companyId,
      actorId: user.id,
      before,
      after: { mission: body.mission, vision: body.vision, values: body.values },
    });
  });
  return getPlan(ctx.db, user.companyId);
}

const pillarFacts = (row: PillarValues): PillarFacts => ({
  name: row.name,
  description: row.description,
  color: row.color,
});

export async function createPillar(
  ctx: DomainContext,
  user: AuthUser,
  body: PillarInput,
): Promise<Pillar> {
  return inTransaction(ctx, async (tx, publish) => {
    const row = await insertPillar(tx, user.companyId, body);
    publish('pillar.created', {
      companyId: user.companyId,
      actorId: user.id,
      pillarId: row.id,
      pillar: pillarFacts(row),
    });
    return toPillar(row);
  });
}

export async function editPillar(
  ctx: DomainContext,
  user: AuthUser,
  id: string,
  body: PillarInput,
): Promise<Pillar> {
  return inTransaction(ctx, async (tx, publish) => {
    const existing = await findPillar(tx, user.companyId, id);
    if (!existing) throw notFound(planningMessages.pillarNotFound);
    await updatePillar(tx, user.companyId, id, body);
    const updated = { ...existing, ...pillarFacts(body) };
    publish('pillar.updated', {
      companyId: user.companyId,
      actorId: user.id,
      pillarId: id,
      before: pillarFacts(existing),
      after: pillarFacts(updated),
    });
    return toPillar(updated);
  });
}

export async function removePillar(ctx: DomainContext, user: AuthUser, id: string): Promise<void> {
  await inTransaction(ctx, async (tx, publish) => {
    const existing = await findPillar(tx, user.companyId, id);
    if (!existing) throw notFound(planningMessages.pillarNotFound);
    await deletePillar(tx, user.companyId, id);
    publish('pillar.deleted', {
      companyId: user.companyId,
      actorId: user.id,
      pillarId: id,
      before: pillarFacts(existing),
    });
  });
}

/**
 * Each pillar with the objectives of the cycle aligned to it, and the objectives aligned to
 * nothing (no pillar, no parent objective). The current cycle when none is asked.
 */
