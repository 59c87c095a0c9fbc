import { errorCodes } from '@rumo/shared/common/errors';
import { cycleMessages } from '@rumo/shared/cycles/contracts';
import {
  type AlignedObjective,
  type ObjectiveDetail,
  type objectiveBodySchema,
  type objectiveListQuerySchema,
  objectiveMessages,
} from '@rumo/shared/objectives/contracts';
import {
  type Actor,
  canCreateObjective,
  canManageObjective,
} from '@rumo/shared/objectives/permissions';
import type { CycleStatus } from '@rumo/shared/okr/key-result-types';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { paginatedJson } from '../../lib/json-text';
import type { AuthUser } from '../../plugins/auth';
import { loadActor } from './actor';
import { assertMayActivate, leaveApprovalOnEdit } from './approval.policy';
import { listKeyResultViews } from './key-results.repository';
import { listObjectiveViews } from './objective-list.repository';
import {
  findObjectiveRow,
  findObjectiveView,
  listAlignedObjectives,
} from './objective-read.repository';
import {
  checkViewerReferences,
  findObjectiveViewers,
  replaceObjectiveViewers,
  type ViewerIds,
} from './objective-viewers.repository';
import {
  deleteObjective,
  type ObjectiveValues,
  updateObjective,
} from './objective-write.repository';
import { checkObjectiveReferences } from './objectives.references';
import type { ObjectiveRow } from './objectives.table';
import type { ObjectiveViewer } from './visibility.repository';

export type ObjectiveInput = z.output<typeof objectiveBodySchema>;
type ListQuery = z.output<typeof objectiveListQuerySchema>;

/** Who reads: their company scopes the query, the visibility rule filters it. */
export type ObjectiveReader = ObjectiveViewer & { id: string; companyId: string };

/** One page of the list as the JSON text of a `Paginated<Objective>` (objectiveListSchema). */
export async function listObjectives(
  db: Database,
  reader: ObjectiveReader,
  { page, limit, ...filters }: ListQuery,
): Promise<string> {
  // One statement resolves the cycle too: no result means the asked cycle is not the company's,
  // or, without one, that the company has no cycle yet.
  const list = await listObjectiveViews(db, reader, filters, { page, limit });
  if (!list) {
    if (filters.cycleId) throw notFound(cycleMessages.notFound);
    return paginatedJson([], page, limit, 0);
  }
  return paginatedJson(list.rows, page, limit, list.total);
}

/** One point of a key result's trend: the value of the day's latest check-in. */
export type TrendPoint = ObjectiveDetail['keyResults'][number]['trend'][number];

/**
 * The trends of the given key results (none: no check-in yet). Check-ins sit above objectives,
 * so app.ts hands their `keyResultTrends` to the objectives' routes, which pass it here.
 */
export type KeyResultTrends = (
  db: Database,
  companyId: string,
  keyResultIds: string[],
) => Promise<Map<string, TrendPoint[]>>;

/** 404 for an objective of another company and for one the reader may not see. */
export async function getObjectiveDetail(
  db: Database,
  trends: KeyResultTrends,
  reader: ObjectiveReader,
  id: string,
): Promise<ObjectiveDetail> {
  const { companyId } = reader;
  const objective = await findObjectiveView(db, reader, id);
  if (!objective) throw notFound(objectiveMessages.notFound);
  const keyResults = await listKeyResultViews(db, companyId, id);
  const byKeyResult = await trends(
    db,
    companyId,
    keyResults.map((kr) => kr.id),
  );
  const viewers = objective.private
    ? await findObjectiveViewers(db, companyId, id)
    : { viewerUserIds: [], viewerTeamIds: [] };
  return {
    ...objective,
    ...viewers,
    keyResults: keyResults.map((kr) => ({ ...kr, trend: byKeyResult.get(kr.id) ?? [] })),
  };
}

/** The objectives aligned beneath one objective that the reader sees; 404 when they do not see it. */
export async function alignedObjectives(
  db: Database,
  reader: ObjectiveReader,
  id: string,
): Promise<{ data: AlignedObjective[] }> {
  const data = await listAlignedObjectives(db, reader, id);
  if (!data) throw notFound(objectiveMessages.notFound);
  return { data };
}

/** The objective, if the caller may manage it: 404 outside the company, 403 without rights. */
export async function managedObjective(
  db: Database,
  user: AuthUser,
  id: string,
): Promise<{ objective: ObjectiveRow; actor: Actor }> {
  const objective = await findObjectiveRow(db, user.companyId, id);
  if (!objective) throw notFound(objectiveMessages.notFound);
  const actor = await loadActor(db, user);
  if (!canManageObjective(actor, objective)) {
    // Who may not see it learns nothing of it, not even that it exists.
    if (!(await findObjectiveView(db, user, id))) throw notFound(objectiveMessages.notFound);
    throw forbidden();
  }
  return { objective, actor };
}

export function assertOpen(objective: Pick<ObjectiveRow, 'status'>): void {
  if (objective.status === 'closed') throw conflict(errorCodes.conflict, objectiveMessages.closed);
}

/** A closed cycle keeps its key results as they were, like its check-ins. */
export function assertCycleOpen(cycleStatus: CycleStatus | undefined): void {
  if (cycleStatus === 'closed') throw conflict('CYCLE_CLOSED', cycleMessages.closed);
}

/** The row values of an objective body (create or edit). */
export function toObjectiveValues(body: ObjectiveInput): ObjectiveValues {
  return {
    cycleId: body.cycleId,
    title: body.title,
    description: body.description,
    level: body.level,
    // A company objective belongs to no team.
    teamId: body.level === 'company' ? null : body.teamId,
    ownerId: body.ownerId,
    parentObjectiveId: body.parentObjectiveId,
    pillarId: body.pillarId,
    status: body.status,
    private: body.private,
  };
}

/** The people and teams who see a private objective; none are kept on a public one. */
export function toViewerIds(body: ObjectiveInput): ViewerIds {
  return body.private
    ? { viewerUserIds: body.viewerUserIds, viewerTeamIds: body.viewerTeamIds }
    : { viewerUserIds: [], viewerTeamIds: [] };
}

export async function editObjective(
  ctx: DomainContext,
  trends: KeyResultTrends,
  user: AuthUser,
  id: string,
  body: ObjectiveInput,
): Promise<ObjectiveDetail> {
  const values = toObjectiveValues(body);
  return inTransaction(ctx, async (tx, publish) => {
    const { objective: existing, actor } = await managedObjective(tx, user, id);
    // Editing may not turn an objective into one the caller could not have created.
    if (!canCreateObjective(actor, values)) throw forbidden();
    assertOpen(existing);
    await assertMayActivate(tx, actor, user.companyId, values, existing);
    await checkObjectiveReferences(tx, user.companyId, values, existing);
    const viewers = toViewerIds(body);
    await checkViewerReferences(tx, user.companyId, viewers);
    const before = await getObjectiveDetail(tx, trends, user, id);
    await updateObjective(tx, user.companyId, id, values);
    await replaceObjectiveViewers(tx, user.companyId, id, viewers);
    await leaveApprovalOnEdit(tx, user.companyId, existing, values);
    const after = await getObjectiveDetail(tx, trends, user, id);
    publish('objective.updated', { companyId: user.companyId, actorId: user.id, before, after });
    return after;
  });
}

export async function removeObjective(
  ctx: DomainContext,
  trends: KeyResultTrends,
  user: AuthUser,
  id: string,
): Promise<void> {
  await inTransaction(ctx, async (tx, publish) => {
    await managedObjective(tx, user, id);
    const before = await getObjectiveDetail(tx, trends, user, id);
    await deleteObjective(tx, user.companyId, id);
    publish('objective.deleted', { companyId: user.companyId, actorId: user.id, before });
  });
}
