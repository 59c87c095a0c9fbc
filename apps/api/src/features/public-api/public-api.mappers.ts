import type {
  V1CheckIn,
  V1Cycle,
  V1KeyResult,
  V1Kpi,
  V1Objective,
  V1Team,
  V1User,
} from '@rumo/shared/api-v1/contracts';
import type { KeyResult, ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import type {
  readCheckIns,
  readCycles,
  readKeyResults,
  readKpis,
  readObjectives,
  readTeams,
  readUsers,
} from './public-api.repository';

type RowOf<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

/** Rows to the v1 resources (snake_case, stable within v1). */
export const toV1Cycle = (row: RowOf<typeof readCycles>): V1Cycle => ({
  id: row.id,
  name: row.name,
  start_date: row.startDate,
  end_date: row.endDate,
  status: row.status,
});

export const toV1Objective = (row: RowOf<typeof readObjectives>): V1Objective => ({
  id: row.id,
  cycle_id: row.cycleId,
  title: row.title,
  description: row.description,
  level: row.level,
  team_id: row.teamId,
  owner_id: row.ownerId,
  parent_objective_id: row.parentObjectiveId,
  status: row.status,
  progress: row.progress,
  confidence: row.confidence,
  private: row.private,
  updated_at: row.updatedAt.toISOString(),
});

export const toV1KeyResult = (row: RowOf<typeof readKeyResults>): V1KeyResult => ({
  id: row.id,
  objective_id: row.objectiveId,
  title: row.title,
  type: row.type,
  start_value: row.startValue,
  target_value: row.targetValue,
  current_value: row.currentValue,
  unit: row.unit,
  owner_id: row.ownerId,
  due_date: row.dueDate,
  progress: row.progress,
  confidence: row.confidence,
  last_check_in_at: row.lastCheckInAt?.toISOString() ?? null,
  kpi_id: row.kpiId,
});

export const toV1CheckIn = (row: RowOf<typeof readCheckIns>): V1CheckIn => ({
  id: row.id,
  key_result_id: row.keyResultId,
  author_id: row.authorId,
  value: row.value,
  confidence: row.confidence,
  comment: row.comment,
  date: row.date,
  created_at: row.createdAt.toISOString(),
});

export const toV1Team = (row: RowOf<typeof readTeams>): V1Team => ({
  id: row.id,
  name: row.name,
  description: row.description,
  leader_id: row.leaderId,
});

export const toV1User = (row: RowOf<typeof readUsers>): V1User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
  team_id: row.idTeam,
});

export const toV1Kpi = (row: RowOf<typeof readKpis>): V1Kpi => ({
  id: row.id,
  name: row.name,
  description: row.description,
  unit: row.unit,
  direction: row.direction,
  period: row.period,
  team_id: row.teamId,
  owner_id: row.ownerId,
  archived: row.archived,
});

/** What the app's services answer (an objective's detail, a key result) as v1 resources. */
export const toV1ObjectiveOf = (objective: ObjectiveDetail): V1Objective => ({
  id: objective.id,
  cycle_id: objective.cycleId,
  title: objective.title,
  description: objective.description,
  level: objective.level,
  team_id: objective.team?.id ?? null,
  owner_id: objective.owner.id,
  parent_objective_id: objective.parentObjective?.id ?? null,
  status: objective.status,
  progress: objective.progress,
  confidence: objective.confidence,
  private: objective.private,
  updated_at: objective.updatedAt,
});

export const toV1KeyResultOf = (keyResult: KeyResult): V1KeyResult => ({
  id: keyResult.id,
  objective_id: keyResult.objectiveId,
  title: keyResult.title,
  type: keyResult.type,
  start_value: keyResult.start,
  target_value: keyResult.target,
  current_value: keyResult.current,
  unit: keyResult.unit,
  owner_id: keyResult.owner.id,
  due_date: keyResult.dueDate,
  progress: keyResult.progress,
  confidence: keyResult.confidence,
  last_check_in_at: keyResult.lastCheckInAt,
  kpi_id: keyResult.kpi?.id ?? null,
});
