import { EfiError, type EfiPlan } from '@rumo/efi';
import {
  planErrorCodes as codes,
  type EfiConnectionResult,
  planMessages as messages,
  type PlanSyncResult,
  type StaffPlan,
  type StaffPlanBody,
  type StaffPlanUpdateBody,
  type staffPlanBodySchema,
} from '@rumo/shared/backoffice/billing/plans';
import {
  type BillingInterval,
  MAX_TRIAL_DAYS,
  trialTooLongMessage,
} from '@rumo/shared/billing/plans';
import { errorCodes } from '@rumo/shared/common/errors';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { efiPlanName, ensureEfiPlan, type SubscriptionPlanRow } from '../../billing/public';
import { recordStaffAudit } from '../public';
import type { BackofficeBillingDeps, StaffActor } from './deps';
import { efiFailure, efiMessage } from './efi-views';
import {
  deletePlanRow,
  findPlanRow,
  findStaffPlan,
  insertPlan,
  lockPlanRow,
  planInUse,
  plansForEfiSync,
  updatePlanRow,
} from './plans.repository';

/** Efí: the record does not exist; the plan has transactions and cannot be removed. */
const EFI_NOT_FOUND = 3500010;
const EFI_PLAN_HAS_TRANSACTIONS = 3500032;

/** The fields an audit entry keeps of a plan. */
const snapshot = (plan: SubscriptionPlanRow) => ({
  name: plan.name,
  tier: plan.tier,
  description: plan.description,
  features: plan.features,
  priceCents: plan.priceCents,
  interval: plan.interval,
  userLimit: plan.userLimit,
  trialDays: plan.trialDays,
  active: plan.active,
  highlighted: plan.highlighted,
  displayOrder: plan.displayOrder,
  efiPlanId: plan.efiPlanId,
});

/** `Equipe Plus` -> `equipe-plus`: groups the monthly and yearly plans of one offer. */
export function tierOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug.length >= 2 ? slug : 'plano';
}

async function answer(deps: BackofficeBillingDeps, id: string): Promise<StaffPlan> {
  const plan = await findStaffPlan(deps.db, id);
  if (!plan) throw notFound(messages.planNotFound);
  return plan;
}

export async function createPlan(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
  body: z.infer<typeof staffPlanBodySchema>,
): Promise<StaffPlan> {
  const { tier, ...fields } = body;
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertPlan(tx, { ...fields, tier: tier ?? tierOf(fields.name) });
    await recordStaffAudit(tx, {
      actorId: actor.id,
      action: 'subscription_plan.created',
      targetType: 'subscription_plan',
      targetId: row.id,
      after: snapshot(row),
      ip: actor.ip,
      at: deps.now(),
    });
    return row.id;
  });
  return answer(deps, id);
}

/**
 * A trial no longer than the plan's period, checked on the plan as it will be: the contract
 * checks a body carrying both fields, a change of one of them is checked against the other here.
 */
function assertTrialFits(
  current: { interval: BillingInterval; trialDays: number },
  body: Exclude<StaffPlanUpdateBody, undefined>,
): void {
  if (body.trialDays === undefined && body.interval === undefined) return;
  const interval = body.interval ?? current.interval;
  if ((body.trialDays ?? current.trialDays) > MAX_TRIAL_DAYS[interval]) {
    const message = trialTooLongMessage(interval);
    throw badRequest(errorCodes.validation, message, [{ path: 'trialDays', message }]);
  }
}

/**
 * Changes a plan. Its price applies to new subscriptions (current ones keep what Efí charges
 * them); its interval cannot change once Efí has a twin or anyone uses it. A new name is sent
 * to Efí at once; if Efí fails the plan is marked `failed` and the sync tries again.
 */
export async function updatePlan(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
  id: string,
  body: Exclude<StaffPlanUpdateBody, undefined>,
): Promise<StaffPlan> {
  const { before, after } = await deps.db.transaction(async (tx) => {
    const current = await lockPlanRow(tx, id);
    if (!current) throw notFound(messages.planNotFound);
    assertTrialFits(current, body);
    if (
      body.interval !== undefined &&
      body.interval !== current.interval &&
      (current.efiPlanId !== null || (await planInUse(tx, id)))
    ) {
      throw conflict(codes.planIntervalLocked, messages.planIntervalLocked);
    }
    const updated = await updatePlanRow(tx, id, body);
    if (!updated) throw notFound(messages.planNotFound);
    await recordStaffAudit(tx, {
      actorId: actor.id,
      action: 'subscription_plan.updated',
      targetType: 'subscription_plan',
      targetId: id,
      before: snapshot(current),
      after: snapshot(updated),
      ip: actor.ip,
      at: deps.now(),
    });
    return { before: current, after: updated };
  });
  if (after.efiPlanId !== null && efiPlanName(after) !== efiPlanName(before)) {
    try {
      await deps.efi.updatePlan(after.efiPlanId, { name: efiPlanName(after) });
    } catch (error) {
      await updatePlanRow(deps.db, id, { efiSyncState: 'failed', efiSyncError: efiMessage(error) });
    }
  }
  return answer(deps, id);
}

/** Deletes a plan nobody ever used (and its twin at Efí); one in use answers 409. */
export async function deletePlan(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
  id: string,
  reason: string,
): Promise<void> {
  const plan = await findPlanRow(deps.db, id);
  if (!plan) throw notFound(messages.planNotFound);
  if (await planInUse(deps.db, id)) throw conflict(codes.planInUse, messages.planInUse);
  if (plan.efiPlanId !== null) {
    try {
      await deps.efi.deletePlan(plan.efiPlanId);
    } catch (error) {
      if (error instanceof EfiError && error.code === EFI_PLAN_HAS_TRANSACTIONS) {
        throw conflict(codes.planInUse, messages.planInUse);
      }
      if (!(error instanceof EfiError && error.code === EFI_NOT_FOUND)) efiFailure(error);
    }
  }
  await deps.db.transaction(async (tx) => {
    const locked = await lockPlanRow(tx, id);
    if (!locked) return;
    // A checkout may have started on it while Efí answered.
    if (await planInUse(tx, id)) throw conflict(codes.planInUse, messages.planInUse);
    await deletePlanRow(tx, id);
    await recordStaffAudit(tx, {
      actorId: actor.id,
      action: 'subscription_plan.deleted',
      targetType: 'subscription_plan',
      targetId: id,
      before: snapshot(locked),
      reason,
      ip: actor.ip,
      at: deps.now(),
    });
  });
}

/** Creates the plan's twin at Efí (nothing happens if it exists already). */
export async function createEfiPlan(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
  id: string,
): Promise<StaffPlan> {
  const plan = await findPlanRow(deps.db, id);
  if (!plan) throw notFound(messages.planNotFound);
  if (plan.efiPlanId !== null) return answer(deps, id);
  try {
    const efiPlanId = await ensureEfiPlan(deps, plan);
    await recordStaffAudit(deps.db, {
      actorId: actor.id,
      action: 'subscription_plan.efi_created',
      targetType: 'subscription_plan',
      targetId: id,
      before: { efiPlanId: null },
      after: { efiPlanId },
      ip: actor.ip,
      at: deps.now(),
    });
  } catch (error) {
    await updatePlanRow(deps.db, id, { efiSyncState: 'failed', efiSyncError: efiMessage(error) });
    efiFailure(error);
  }
  return answer(deps, id);
}

/** Efí's plans, page by page (Efí answers at most `limit` per call). */
async function allEfiPlans(deps: BackofficeBillingDeps): Promise<Map<number, EfiPlan>> {
  const byId = new Map<number, EfiPlan>();
  const limit = 100;
  for (let offset = 0; offset < 10_000; offset += limit) {
    const page = await deps.efi.listPlans({ limit, offset });
    for (const plan of page) byId.set(plan.plan_id, plan);
    if (page.length < limit) break;
  }
  return byId;
}

/**
 * Makes Efí hold a twin of every active plan, named as Rumo names it: creates the missing
 * ones, renames those whose name differs, and reports each. Running it again changes nothing.
 */
export async function syncPlans(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
): Promise<PlanSyncResult> {
  const remote = await allEfiPlans(deps).catch(efiFailure);
  const plans: PlanSyncResult['plans'] = [];
  for (const plan of await plansForEfiSync(deps.db)) {
    const report = (
      outcome: PlanSyncResult['plans'][number]['outcome'],
      efiPlanId: number | null,
      error: string | null = null,
    ) => plans.push({ planId: plan.id, name: plan.name, outcome, efiPlanId, error });
    try {
      if (plan.efiPlanId === null) {
        report('created', await ensureEfiPlan(deps, plan));
        continue;
      }
      const twin = remote.get(plan.efiPlanId);
      if (!twin) {
        const error = `Plano ${plan.efiPlanId} não encontrado na Efí.`;
        await updatePlanRow(deps.db, plan.id, { efiSyncState: 'failed', efiSyncError: error });
        report('failed', plan.efiPlanId, error);
        continue;
      }
      if (twin.name !== efiPlanName(plan)) {
        await deps.efi.updatePlan(plan.efiPlanId, { name: efiPlanName(plan) });
        await updatePlanRow(deps.db, plan.id, { efiSyncState: 'synced', efiSyncError: null });
        report('renamed', plan.efiPlanId);
        continue;
      }
      if (plan.efiSyncState !== 'synced') {
        await updatePlanRow(deps.db, plan.id, { efiSyncState: 'synced', efiSyncError: null });
      }
      report('unchanged', plan.efiPlanId);
    } catch (error) {
      const message = efiMessage(error);
      await updatePlanRow(deps.db, plan.id, { efiSyncState: 'failed', efiSyncError: message });
      report('failed', plan.efiPlanId, message);
    }
  }
  const count = (outcome: string) => plans.filter((plan) => plan.outcome === outcome).length;
  const result = {
    created: count('created'),
    renamed: count('renamed'),
    unchanged: count('unchanged'),
    failed: count('failed'),
  };
  if (result.created + result.renamed + result.failed > 0) {
    await recordStaffAudit(deps.db, {
      actorId: actor.id,
      action: 'subscription_plans.efi_synced',
      targetType: 'subscription_plan',
      after: result,
      ip: actor.ip,
      at: deps.now(),
    });
  }
  return {
    message: result.failed > 0 ? messages.syncWithFailures(result.failed) : messages.syncDone,
    ...result,
    plans,
  };
}

/** Spec §8's connection test: Efí's token endpoint and one cheap read. */
export async function testEfiConnection(
  deps: BackofficeBillingDeps,
  environment: EfiConnectionResult['environment'],
): Promise<EfiConnectionResult> {
  // A duration, not a time of day: the monotonic clock.
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    await deps.efi.authorize();
    await deps.efi.listPlans({ limit: 1 });
    return { ok: true, message: messages.efiOk, environment, latencyMs: elapsed() };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof EfiError ? error.message : messages.efiFailedFallback,
      environment,
      latencyMs: elapsed(),
    };
  }
}

export type { StaffPlanBody };
