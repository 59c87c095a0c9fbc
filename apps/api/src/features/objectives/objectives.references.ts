import type { ErrorIssue } from '@rumo/shared/common/errors';
import { errorCodes } from '@rumo/shared/common/errors';
import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/errors';
import type { CycleRow } from '../cycles/public';
import { findCycle } from '../cycles/public';
import { companyKpiIds } from '../kpis/public';
import { pillars } from '../planning/public';
import { teams } from '../teams/public';
import { users } from '../users/public';
import {
  findObjectiveRow,
  hasChildObjectives,
  parentChainContains,
} from './objective-read.repository';
import type { ObjectiveValues } from './objective-write.repository';

/** Answers 400 with one issue per field; the message is the first issue's. */
export function invalidFields(issues: ErrorIssue[]): never {
  throw badRequest(
    errorCodes.validation,
    issues[0]?.message ?? objectiveMessages.unknownReference,
    issues,
  );
}

export async function userBelongsToCompany(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return !!row;
}

async function teamBelongsToCompany(db: Database, companyId: string, teamId: string) {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.companyId, companyId)));
  return !!row;
}

async function pillarBelongsToCompany(db: Database, companyId: string, pillarId: string) {
  const [row] = await db
    .select({ id: pillars.id })
    .from(pillars)
    .where(and(eq(pillars.id, pillarId), eq(pillars.companyId, companyId)));
  return !!row;
}

/** A cycle of the company that still takes objectives; issues point at `path`. */
export async function openCycleOrIssue(
  db: Database,
  companyId: string,
  cycleId: string,
  issues: ErrorIssue[],
  path = 'cycleId',
): Promise<CycleRow | undefined> {
  const cycle = await findCycle(db, companyId, cycleId);
  if (!cycle) issues.push({ path, message: objectiveMessages.unknownReference });
  else if (cycle.status === 'closed') issues.push({ path, message: cycleMessages.closed });
  return cycle;
}

/**
 * Checks that every id of an objective's values names a record of the company, that the parent
 * sits in the same cycle and that aligning to it makes no loop. `existing` is the objective
 * being edited (absent on create).
 */
export async function checkObjectiveReferences(
  db: Database,
  companyId: string,
  values: ObjectiveValues,
  existing?: { id: string; cycleId: string },
): Promise<void> {
  const issues: ErrorIssue[] = [];
  const unknown = (path: string) =>
    issues.push({ path, message: objectiveMessages.unknownReference });

  if (!existing || existing.cycleId !== values.cycleId) {
    await openCycleOrIssue(db, companyId, values.cycleId, issues);
    if (existing && (await hasChildObjectives(db, companyId, existing.id))) {
      issues.push({ path: 'cycleId', message: objectiveMessages.hasChildren });
    }
  }
  if (!(await userBelongsToCompany(db, companyId, values.ownerId))) unknown('ownerId');
  if (values.teamId && !(await teamBelongsToCompany(db, companyId, values.teamId))) {
    unknown('teamId');
  }
  if (values.pillarId && !(await pillarBelongsToCompany(db, companyId, values.pillarId))) {
    unknown('pillarId');
  }
  if (values.parentObjectiveId) {
    const parent = await findObjectiveRow(db, companyId, values.parentObjectiveId);
    if (!parent) unknown('parentObjectiveId');
    else if (
      existing &&
      (parent.id === existing.id ||
        (await parentChainContains(db, companyId, parent.id, existing.id)))
    ) {
      issues.push({ path: 'parentObjectiveId', message: objectiveMessages.parentIsSelf });
    } else if (parent.cycleId !== values.cycleId) {
      issues.push({ path: 'parentObjectiveId', message: objectiveMessages.parentInOtherCycle });
    }
  }
  if (issues.length > 0) invalidFields(issues);
}

/**
 * Checks, in one statement, that every key result's owner is a user of the company; the issues
 * point at `keyResults.<index>.ownerId` so the form marks the right key result.
 */
export async function checkKeyResultOwners(
  db: Database,
  companyId: string,
  ownerIds: readonly string[],
): Promise<void> {
  if (ownerIds.length === 0) return;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...new Set(ownerIds)])));
  const known = new Set(rows.map((row) => row.id));
  const issues = ownerIds.flatMap((ownerId, index) =>
    known.has(ownerId)
      ? []
      : [{ path: `keyResults.${index}.ownerId`, message: objectiveMessages.unknownReference }],
  );
  if (issues.length > 0) invalidFields(issues);
}

/**
 * Checks, in one statement, that each key result's KPI (when it has one) is the company's; an
 * issue points at `kpiId`, or at `keyResults.<index>.kpiId` for the key results of a new objective.
 */
export async function checkKeyResultKpis(
  db: Database,
  companyId: string,
  kpiIds: readonly (string | null)[],
  pathOf: (index: number) => string = () => 'kpiId',
): Promise<void> {
  const known = await companyKpiIds(
    db,
    companyId,
    kpiIds.filter((id): id is string => id !== null),
  );
  const issues = kpiIds.flatMap((kpiId, index) =>
    kpiId === null || known.has(kpiId)
      ? []
      : [{ path: pathOf(index), message: objectiveMessages.unknownReference }],
  );
  if (issues.length > 0) invalidFields(issues);
}
