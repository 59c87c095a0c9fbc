import type { Activity } from '@rumo/shared/activity/contracts';
import { initiativeStatusLabels } from '@rumo/shared/objectives/initiative-enums';
import {
  formatKeyResultValue,
  formatProgress,
  type KeyResultValueFormat,
} from '@rumo/shared/okr/format';
import {
  confidenceLabels,
  keyResultTypeLabels,
  keyResultUnitLabels,
  objectiveLevelLabels,
  objectiveResultLabels,
  objectiveStatusLabels,
} from '@rumo/shared/okr/key-result-types';
import { formatDay } from '../../../components/okr/format-day';
import { quoted } from '../../../lib/quoted';

type ActivityLike = Pick<
  Activity,
  'entityType' | 'action' | 'label' | 'actor' | 'before' | 'after' | 'comment'
>;

const VERBS: Partial<Record<Activity['entityType'], Partial<Record<Activity['action'], string>>>> =
  {
    objective: {
      created: 'criou o objetivo',
      updated: 'atualizou o objetivo',
      deleted: 'excluiu o objetivo',
      closed: 'encerrou o objetivo',
      reopened: 'reabriu o objetivo',
      duplicated: 'duplicou o objetivo',
      submitted: 'enviou para aprovação o objetivo',
      approved: 'aprovou o objetivo',
      returned: 'devolveu para ajustes o objetivo',
    },
    key_result: {
      created: 'adicionou o resultado-chave',
      updated: 'atualizou o resultado-chave',
      deleted: 'excluiu o resultado-chave',
      duplicated: 'copiou o resultado-chave',
    },
    initiative: {
      created: 'adicionou a iniciativa',
      updated: 'atualizou a iniciativa',
      deleted: 'excluiu a iniciativa',
      completed: 'concluiu a iniciativa',
    },
    check_in: {
      created: 'fez check-in em',
      updated: 'editou o check-in de',
      deleted: 'excluiu o check-in de',
    },
  };

const GENERIC_VERBS: Record<Activity['action'], string> = {
  created: 'criou',
  updated: 'atualizou',
  deleted: 'excluiu',
  closed: 'encerrou',
  reopened: 'reabriu',
  duplicated: 'duplicou',
  submitted: 'enviou para aprovação',
  approved: 'aprovou',
  returned: 'devolveu',
  completed: 'concluiu',
};

export const SYSTEM_ACTOR = 'Sistema';

/** "Ana atualizou o resultado-chave “Receita recorrente”", "Ana comentou". */
export function activitySentence(activity: ActivityLike): string {
  const actor = activity.actor?.name.trim() || SYSTEM_ACTOR;
  if (activity.entityType === 'comment') {
    // The objective's page is the objective: only a key result's comment says where.
    const keyResult = activity.comment?.keyResult;
    return keyResult
      ? `${actor} comentou no resultado-chave ${quoted(keyResult.title)}`
      : `${actor} comentou`;
  }
  const verb = VERBS[activity.entityType]?.[activity.action] ?? GENERIC_VERBS[activity.action];
  return `${actor} ${verb} ${quoted(activity.label)}`;
}

/** Label of each field a person cares about, in the order changes are listed. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Título',
  description: 'Descrição',
  status: 'Status',
  initiativeStatus: 'Status',
  result: 'Resultado',
  closingComment: 'Comentário de encerramento',
  level: 'Nível',
  owner: 'Responsável',
  ownerName: 'Responsável',
  ownerId: 'Responsável',
  team: 'Time',
  teamName: 'Time',
  teamId: 'Time',
  cycle: 'Ciclo',
  cycleId: 'Ciclo',
  parentObjective: 'Objetivo superior',
  parentObjectiveId: 'Objetivo superior',
  pillar: 'Pilar',
  pillarId: 'Pilar',
  type: 'Tipo',
  value: 'Valor',
  start: 'Valor inicial',
  target: 'Meta',
  current: 'Valor atual',
  unit: 'Unidade',
  customUnit: 'Unidade personalizada',
  decimals: 'Casas decimais',
  weight: 'Peso',
  dueDate: 'Prazo',
  confidence: 'Confiança',
  comment: 'Comentário',
  date: 'Data',
  progress: 'Progresso',
};
const FIELD_ORDER = Object.keys(FIELD_LABELS);

const ENUM_LABELS: Record<string, Record<string, string>> = {
  level: objectiveLevelLabels,
  status: objectiveStatusLabels,
  initiativeStatus: initiativeStatusLabels,
  result: objectiveResultLabels,
  confidence: confidenceLabels,
  type: keyResultTypeLabels,
  unit: keyResultUnitLabels,
};

const MEASURED_FIELDS = new Set(['start', 'target', 'current', 'value']);
const DATE_FIELDS = new Set(['dueDate', 'date']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TEXT = 120;
export const EMPTY_VALUE = '—';

export interface ActivityChange {
  field: string;
  label: string;
  /** Absent when the entry has no "before" (created, closed) or the value is an opaque id. */
  before?: string;
  after?: string;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

/** A value as a person reads it; null means "an id, not worth showing". */
function formatValue(field: string, value: unknown, unit?: KeyResultValueFormat): string | null {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'object') {
    const named = value as { name?: unknown; title?: unknown };
    const text = named.name ?? named.title;
    return typeof text === 'string' ? text : null;
  }
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  const enumLabel = ENUM_LABELS[field]?.[String(value)];
  if (enumLabel) return enumLabel;
  if (DATE_FIELDS.has(field)) return formatDay(String(value)) || String(value);
  const number = numberOf(value);
  if (number !== null && field === 'progress') return formatProgress(number);
  if (number !== null && MEASURED_FIELDS.has(field) && unit) {
    return formatKeyResultValue(number, unit);
  }
  if (number !== null)
    return new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 }).format(number);
  const text = String(value);
  if (UUID.test(text)) return null;
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an entry changed, with before → after in pt-BR. Fields without a known label
 * are internal and left out; an id and its name ("ownerId", "owner") show once.
 */
export function activityChanges(
  activity: ActivityLike,
  unit?: KeyResultValueFormat,
): ActivityChange[] {
  if (activity.action === 'deleted') return [];
  // A new objective or key result is described by the page itself; a check-in by its values.
  if (activity.action === 'created' && activity.entityType !== 'check_in') return [];
  const before = activity.before ?? {};
  const after = activity.after ?? {};
  const hasBefore = activity.before !== null;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const seenLabels = new Set<string>();
  const changes: ActivityChange[] = [];
  // Listed in a fixed order; a name ("owner") comes before its id ("ownerId") and wins.
  fields.sort((a, b) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b));
  for (const field of fields) {
    const label = FIELD_LABELS[field];
    if (!label || seenLabels.has(label)) continue;
    if (hasBefore && same(before[field], after[field])) continue;
    if (!hasBefore && !(field in after)) continue;
    seenLabels.add(label);
    const afterText = formatValue(field, after[field], unit);
    const beforeText = hasBefore ? formatValue(field, before[field], unit) : null;
    changes.push({
      field,
      label,
      ...(beforeText !== null && afterText !== null ? { before: beforeText } : {}),
      ...(afterText !== null ? { after: afterText } : {}),
    });
  }
  return changes;
}

/** "Meta: 100 → 120", "Confiança: Em risco", "Responsável: alterado". */
export function changeText(change: ActivityChange): string {
  if (change.after === undefined) return `${change.label}: alterado`;
  if (change.before === undefined) return `${change.label}: ${change.after}`;
  return `${change.label}: ${change.before} → ${change.after}`;
}
