// The OKR enumerations (values, types, pt-BR labels) without zod, so a web page that only shows
// them does not load zod; key-result-types.ts adds their schemas.

/** How a key result measures success; progress.ts turns each one into a percentage. */
export const KEY_RESULT_TYPES = [
  'increase',
  'decrease',
  'keep_above',
  'keep_below',
  'binary',
  'milestone',
] as const;
export type KeyResultType = (typeof KEY_RESULT_TYPES)[number];
export const keyResultTypeLabels: Record<KeyResultType, string> = {
  increase: 'Aumentar',
  decrease: 'Reduzir',
  keep_above: 'Manter acima de',
  keep_below: 'Manter abaixo de',
  binary: 'Entregue ou não',
  milestone: 'Marcos (iniciativas)',
};

export const KEY_RESULT_UNITS = ['percent', 'currency', 'number', 'custom'] as const;
export type KeyResultUnit = (typeof KEY_RESULT_UNITS)[number];
export const keyResultUnitLabels: Record<KeyResultUnit, string> = {
  percent: 'Percentual (%)',
  currency: 'Moeda (R$)',
  number: 'Número',
  custom: 'Unidade personalizada',
};

/** Ordered from best to worst, so a higher rank means less confidence. */
export const CONFIDENCES = ['on_track', 'at_risk', 'off_track'] as const;
export type Confidence = (typeof CONFIDENCES)[number];
export const confidenceLabels: Record<Confidence, string> = {
  on_track: 'No caminho',
  at_risk: 'Em risco',
  off_track: 'Fora do caminho',
};

/** True when a check-in lowered the confidence (e.g. "No caminho" to "Em risco"). */
export function confidenceDropped(previous: Confidence | null, next: Confidence): boolean {
  if (previous === null) return false;
  return CONFIDENCES.indexOf(next) > CONFIDENCES.indexOf(previous);
}

export const OBJECTIVE_LEVELS = ['company', 'team', 'individual'] as const;
export type ObjectiveLevel = (typeof OBJECTIVE_LEVELS)[number];
export const objectiveLevelLabels: Record<ObjectiveLevel, string> = {
  company: 'Empresa',
  team: 'Time',
  individual: 'Individual',
};

export const OBJECTIVE_STATUSES = ['draft', 'active', 'closed'] as const;
export type ObjectiveStatus = (typeof OBJECTIVE_STATUSES)[number];
export const objectiveStatusLabels: Record<ObjectiveStatus, string> = {
  draft: 'Rascunho',
  active: 'Ativo',
  closed: 'Encerrado',
};

export const OBJECTIVE_RESULTS = ['achieved', 'partial', 'not_achieved'] as const;
export type ObjectiveResult = (typeof OBJECTIVE_RESULTS)[number];
export const objectiveResultLabels: Record<ObjectiveResult, string> = {
  achieved: 'Atingido',
  partial: 'Parcialmente atingido',
  not_achieved: 'Não atingido',
};

export const CYCLE_STATUSES = ['planning', 'active', 'closed'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];
export const cycleStatusLabels: Record<CycleStatus, string> = {
  planning: 'Em planejamento',
  active: 'Ativo',
  closed: 'Encerrado',
};

/** Where a draft stands in the company's approval flow (null: not sent, or approved). */
export const OBJECTIVE_APPROVALS = ['submitted', 'returned'] as const;
export type ObjectiveApproval = (typeof OBJECTIVE_APPROVALS)[number];
export const objectiveApprovalLabels: Record<ObjectiveApproval, string> = {
  submitted: 'Em aprovação',
  returned: 'Devolvido',
};
