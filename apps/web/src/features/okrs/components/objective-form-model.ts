import type { FormErrors } from '@mantine/form';
import {
  type ObjectiveBody,
  type ObjectiveCreateBody,
  type ObjectiveDetail,
  objectiveBodySchema,
} from '@rumo/shared/objectives/contracts';
import {
  type Actor,
  canAddKeyResult,
  canCreateObjective,
} from '@rumo/shared/objectives/permissions';
import { OBJECTIVE_LEVELS, type ObjectiveLevel } from '@rumo/shared/okr/key-result-types';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  emptyKeyResultValues,
  type KeyResultFormValues,
  toKeyResultBody,
  validateKeyResult,
} from './key-result-form-model';

export type Alignment = 'none' | 'objective' | 'pillar';

export interface ObjectiveFormValues {
  cycleId: string | null;
  title: string;
  description: string;
  level: ObjectiveLevel;
  teamId: string | null;
  ownerId: string | null;
  /** UI only: which of parentObjectiveId / pillarId is in use. */
  alignment: Alignment;
  parentObjectiveId: string | null;
  pillarId: string | null;
  status: 'draft' | 'active';
  /** Seen only by admins, the owner and these people and teams. */
  private: boolean;
  viewerUserIds: string[];
  viewerTeamIds: string[];
  /** New objectives only: key results created with it, in this order. */
  keyResults: KeyResultDraft[];
}

/** A key result typed in the new-objective form; `key` keeps React's identity across moves. */
export interface KeyResultDraft extends KeyResultFormValues {
  key: string;
}

let draftCount = 0;
export function newKeyResultDraft(ownerId: string | null): KeyResultDraft {
  draftCount += 1;
  return { ...emptyKeyResultValues(ownerId), key: `kr-${draftCount}` };
}

export const OBJECTIVE_FIELDS = [
  'cycleId',
  'title',
  'description',
  'level',
  'teamId',
  'ownerId',
  'parentObjectiveId',
  'pillarId',
  'status',
  'private',
  'viewerUserIds',
  'viewerTeamIds',
] as const;

/** Levels the actor may create: admins all; users individual (for themselves) and their team's. */
export function allowedLevels(actor: Actor): ObjectiveLevel[] {
  return OBJECTIVE_LEVELS.filter((level) =>
    canCreateObjective(actor, { level, teamId: actor.teamId, ownerId: actor.id }),
  );
}

export function newObjectiveValues(actor: Actor, cycleId: string | null): ObjectiveFormValues {
  const level = allowedLevels(actor)[0] ?? 'individual';
  return {
    cycleId,
    title: '',
    description: '',
    level,
    teamId: level === 'team' ? actor.teamId : null,
    ownerId: actor.id,
    alignment: 'none',
    parentObjectiveId: null,
    pillarId: null,
    status: 'active',
    private: false,
    viewerUserIds: [],
    viewerTeamIds: [],
    keyResults: [],
  };
}

export function objectiveValuesFrom(objective: ObjectiveDetail): ObjectiveFormValues {
  return {
    cycleId: objective.cycleId,
    title: objective.title,
    description: objective.description ?? '',
    level: objective.level,
    teamId: objective.team?.id ?? null,
    ownerId: objective.owner.id,
    alignment: objective.parentObjective ? 'objective' : objective.pillar ? 'pillar' : 'none',
    parentObjectiveId: objective.parentObjective?.id ?? null,
    pillarId: objective.pillar?.id ?? null,
    status: objective.status === 'draft' ? 'draft' : 'active',
    private: objective.private,
    viewerUserIds: objective.viewerUserIds,
    viewerTeamIds: objective.viewerTeamIds,
    keyResults: [],
  };
}

/** The wire body: only the chosen alignment is sent; company objectives carry no team. */
export function toObjectiveBody(values: ObjectiveFormValues): ObjectiveBody {
  return {
    cycleId: values.cycleId ?? '',
    title: values.title,
    description: values.description,
    level: values.level,
    teamId: values.level === 'company' ? null : values.teamId,
    ownerId: values.ownerId ?? '',
    parentObjectiveId: values.alignment === 'objective' ? values.parentObjectiveId : null,
    pillarId: values.alignment === 'pillar' ? values.pillarId : null,
    status: values.status,
    private: values.private,
    viewerUserIds: values.private ? values.viewerUserIds : [],
    viewerTeamIds: values.private ? values.viewerTeamIds : [],
  };
}

/** The create body: the objective and its key results, sent together. */
export function toObjectiveCreateBody(values: ObjectiveFormValues): ObjectiveCreateBody {
  return {
    ...toObjectiveBody(values),
    keyResults: values.keyResults.map(toKeyResultBody),
  };
}

export const keyResultsNotAllowed =
  'Só o responsável pelo objetivo ou um administrador adiciona resultados-chave: escolha você como responsável ou adicione-os depois.';

const schemaErrors = zod4Resolver(objectiveBodySchema, { errorPriority: 'first' });

/** Shared schema messages, missing choices, and the create rule for users. */
export function validateObjective(values: ObjectiveFormValues, actor: Actor): FormErrors {
  const errors: FormErrors = schemaErrors(toObjectiveBody(values));
  if (!values.cycleId) errors.cycleId = 'Escolha o ciclo.';
  if (!values.ownerId) errors.ownerId = 'Escolha o responsável.';
  if (values.alignment === 'objective' && !values.parentObjectiveId) {
    errors.parentObjectiveId = 'Escolha o objetivo superior.';
  }
  if (values.alignment === 'pillar' && !values.pillarId) errors.pillarId = 'Escolha o pilar.';
  const draft = {
    level: values.level,
    teamId: values.level === 'company' ? null : values.teamId,
    ownerId: values.ownerId ?? '',
  };
  if (!errors.level && !errors.teamId && !errors.ownerId && !canCreateObjective(actor, draft)) {
    if (values.level === 'individual')
      errors.ownerId = 'Objetivos individuais são seus: escolha você como responsável.';
    else if (values.level === 'team')
      errors.teamId = 'Você só pode criar objetivos para o seu time.';
    else errors.level = 'Somente administradores criam objetivos da empresa.';
  }
  values.keyResults.forEach((keyResult, index) => {
    for (const [field, message] of Object.entries(validateKeyResult(keyResult))) {
      errors[`keyResults.${index}.${field}`] = message;
    }
  });
  if (values.keyResults.length > 0 && !canAddKeyResult(actor, { ownerId: values.ownerId ?? '' })) {
    errors.keyResults = keyResultsNotAllowed;
  }
  return errors;
}
