import type { Activity } from '@rumo/shared/activity/contracts';
import { CONFIDENCES, type Confidence, confidenceLabels } from '@rumo/shared/okr/enums';
import { quoted } from '../../lib/quoted';

type Entity = Activity['entityType'];
type Action = Activity['action'];

/** The noun with its article, as in "criou o objetivo". */
const entityNouns: Record<Entity, string> = {
  objective: 'o objetivo',
  key_result: 'o resultado-chave',
  check_in: 'o check-in de',
  team: 'o time',
  user: 'o usuário',
  cycle: 'o ciclo',
  planning: '',
  comment: 'o comentário em',
  initiative: 'a iniciativa',
};

const actionVerbs: Record<Action, string> = {
  created: 'criou',
  updated: 'editou',
  deleted: 'excluiu',
  closed: 'encerrou',
  reopened: 'reabriu',
  duplicated: 'duplicou',
  submitted: 'enviou para aprovação',
  approved: 'aprovou',
  returned: 'devolveu',
  completed: 'concluiu',
};

// A check-in's snapshot is free-form JSON: show the confidence only when it is a known one.
function isConfidence(value: unknown): value is Confidence {
  return (CONFIDENCES as readonly unknown[]).includes(value);
}

function checkInConfidence(activity: Activity): string {
  const confidence = activity.after?.confidence;
  return isConfidence(confidence) ? ` (${confidenceLabels[confidence]})` : '';
}

/** What happened, after the actor's name: "fez check-in em “Reduzir churn” (Em risco)". */
export function activityPhrase(activity: Activity): string {
  const { entityType, action, label } = activity;
  if (entityType === 'check_in' && action === 'created') {
    return `fez check-in em ${quoted(label)}${checkInConfidence(activity)}`;
  }
  if (entityType === 'user' && action === 'created') return `convidou ${label}`;
  if (entityType === 'comment' && action === 'created') return `comentou em ${quoted(label)}`;
  if (entityType === 'planning') {
    return `${action === 'updated' ? 'atualizou' : actionVerbs[action]} ${label}`;
  }
  if (entityType === 'cycle' && action === 'reopened') return `ativou o ciclo ${quoted(label)}`;
  return `${actionVerbs[action]} ${entityNouns[entityType]} ${quoted(label)}`;
}

/** "Ana Souza fez check-in em “Reduzir churn” (Em risco)". */
export function activitySentence(activity: Activity): string {
  return `${activity.actor?.name ?? 'Alguém'} ${activityPhrase(activity)}`;
}
