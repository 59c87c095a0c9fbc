import { z } from 'zod';

/** How a key result measures success; progress.ts turns each one into a percentage. */
export const KEY_RESULT_TYPES = [
  'increase',
  'decrease',
  'keep_above',
  'keep_below',
  'binary',
] as const;
export const keyResultTypeSchema = z.enum(KEY_RESULT_TYPES);
export type KeyResultType = z.infer<typeof keyResultTypeSchema>;
export const keyResultTypeLabels: Record<KeyResultType, string> = {
  increase: 'Aumentar',
  decrease: 'Reduzir',
  keep_above: 'Manter acima de',
  keep_below: 'Manter abaixo de',
  binary: 'Entregue ou não',
};

export const KEY_RESULT_UNITS = ['percent', 'currency', 'number', 'custom'] as const;
export const keyResultUnitSchema = z.enum(KEY_RESULT_UNITS);
export type KeyResultUnit = z.infer<typeof keyResultUnitSchema>;
export const keyResultUnitLabels: Record<KeyResultUnit, string> = {
  percent: 'Percentual (%)',
  currency: 'Moeda (R$)',
  number: 'Número',
  custom: 'Unidade personalizada',
};

/** Ordered from best to worst, so a higher rank means less confidence. */
export const CONFIDENCES = ['on_track', 'at_risk', 'off_track'] as const;
export const confidenceSchema = z.enum(CONFIDENCES);
export type Confidence = z.infer<typeof confidenceSchema>;
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
export const objectiveLevelSchema = z.enum(OBJECTIVE_LEVELS);
export type ObjectiveLevel = z.infer<typeof objectiveLevelSchema>;
export const objectiveLevelLabels: Record<ObjectiveLevel, string> = {
  company: 'Empresa',
  team: 'Time',
  individual: 'Individual',
};

export const OBJECTIVE_STATUSES = ['draft', 'active', 'closed'] as const;
export const objectiveStatusSchema = z.enum(OBJECTIVE_STATUSES);
export type ObjectiveStatus = z.infer<typeof objectiveStatusSchema>;
export const objectiveStatusLabels: Record<ObjectiveStatus, string> = {
  draft: 'Rascunho',
  active: 'Ativo',
  closed: 'Encerrado',
};

export const OBJECTIVE_RESULTS = ['achieved', 'partial', 'not_achieved'] as const;
export const objectiveResultSchema = z.enum(OBJECTIVE_RESULTS);
export type ObjectiveResult = z.infer<typeof objectiveResultSchema>;
export const objectiveResultLabels: Record<ObjectiveResult, string> = {
  achieved: 'Atingido',
  partial: 'Parcialmente atingido',
  not_achieved: 'Não atingido',
};

export const CYCLE_STATUSES = ['planning', 'active', 'closed'] as const;
export const cycleStatusSchema = z.enum(CYCLE_STATUSES);
export type CycleStatus = z.infer<typeof cycleStatusSchema>;
export const cycleStatusLabels: Record<CycleStatus, string> = {
  planning: 'Em planejamento',
  active: 'Ativo',
  closed: 'Encerrado',
};
