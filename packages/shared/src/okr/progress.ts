import type { KeyResultType } from './key-result-types';

/**
 * The one place where key result progress is defined. Every number is a percentage in 0..100,
 * kept unrounded so averages stay exact; round only for display with roundProgress.
 */
export interface KeyResultProgressInput {
  type: KeyResultType;
  /** Value when the key result was set; only increase/decrease use it. */
  start: number;
  /** Goal for increase/decrease/binary, threshold for keep_above/keep_below. */
  target: number;
  current: number;
}

const clampPercent = (value: number): number => Math.min(100, Math.max(0, value));

export function keyResultProgress({
  type,
  start,
  target,
  current,
}: KeyResultProgressInput): number {
  if (!Number.isFinite(start) || !Number.isFinite(target) || !Number.isFinite(current)) return 0;
  switch (type) {
    case 'increase':
    case 'decrease':
      return linearProgress(type, start, target, current);
    case 'keep_above':
      return thresholdProgress(target - current, target);
    case 'keep_below':
      return thresholdProgress(current - target, target);
    case 'binary':
      // Delivered at 1 (the usual 0/1 value) or once a smaller positive target is reached.
      return current >= (target > 0 ? Math.min(target, 1) : 1) ? 100 : 0;
    case 'milestone':
      // current = initiatives done, target = initiatives not canceled (milestoneCounts below).
      return target <= 0 ? 0 : clampPercent((current / target) * 100);
  }
}

function linearProgress(
  type: 'increase' | 'decrease',
  start: number,
  target: number,
  current: number,
): number {
  if (start === target) {
    // No distance to travel: the type says which side of the target counts as reached.
    const reached = type === 'increase' ? current >= target : current <= target;
    return reached ? 100 : 0;
  }
  return clampPercent(((current - start) / (target - start)) * 100);
}

/** shortfall > 0 means the threshold is broken by that much. */
function thresholdProgress(shortfall: number, target: number): number {
  if (shortfall <= 0) return 100;
  // A zero threshold gives no scale to measure the distance against, so any breach is 0%.
  if (target === 0) return 0;
  return clampPercent(100 - (shortfall / Math.abs(target)) * 100);
}

/**
 * The value and target a milestone key result is scored on: initiatives done out of those not
 * canceled (its start is always 0). Stored on the key result like any other type's readings.
 */
export function milestoneCounts(statuses: readonly string[]): { current: number; target: number } {
  let current = 0;
  let target = 0;
  for (const status of statuses) {
    if (status === 'canceled') continue;
    target += 1;
    if (status === 'done') current += 1;
  }
  return { current, target };
}

/** One decimal, for display ("62,5%"). */
export function roundProgress(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.round(progress * 10) / 10;
}

export interface WeightedProgress {
  progress: number;
  weight: number;
}

/** Weighted average of the key results' progress; weights <= 0 are ignored, none gives 0. */
export function objectiveProgress(keyResults: readonly WeightedProgress[]): number {
  let weightSum = 0;
  let weighted = 0;
  for (const { progress, weight } of keyResults) {
    if (!Number.isFinite(weight) || weight <= 0 || !Number.isFinite(progress)) continue;
    weightSum += weight;
    weighted += clampPercent(progress) * weight;
  }
  return weightSum === 0 ? 0 : weighted / weightSum;
}

const formulaDescriptions: Record<KeyResultType, string> = {
  increase:
    'Progresso linear do valor inicial até a meta: (atual − inicial) ÷ (meta − inicial), ' +
    'limitado entre 0% e 100%. Se o valor inicial for igual à meta, vale 100% quando o atual ' +
    'chega à meta ou a supera, e 0% antes disso.',
  decrease:
    'Progresso linear da redução do valor inicial até a meta: (inicial − atual) ÷ ' +
    '(inicial − meta), limitado entre 0% e 100%. Se o valor inicial for igual à meta, vale ' +
    '100% quando o atual fica na meta ou abaixo dela, e 0% acima.',
  keep_above:
    'Vale 100% enquanto o valor atual estiver na meta ou acima dela. Abaixo, perde ' +
    'proporcionalmente à distância: 100% − (meta − atual) ÷ |meta|, até 0%. Com meta 0, ' +
    'qualquer valor abaixo dela vale 0%.',
  keep_below:
    'Vale 100% enquanto o valor atual estiver na meta ou abaixo dela. Acima, perde ' +
    'proporcionalmente à distância: 100% − (atual − meta) ÷ |meta|, até 0%. Com meta 0, ' +
    'qualquer valor acima dela vale 0%.',
  binary: 'Vale 100% quando entregue (valor atual 1) e 0% enquanto não for entregue.',
  milestone:
    'Iniciativas concluídas ÷ iniciativas não canceladas: vale 100% com todas concluídas. ' +
    'Sem iniciativas (ou com todas canceladas), vale 0%. O check-in registra a confiança e o ' +
    'comentário; o valor vem das iniciativas.',
};

/** pt-BR sentence for the tooltip that explains how a key result of this type is scored. */
export function progressFormulaDescription(type: KeyResultType): string {
  return formulaDescriptions[type];
}

export const OBJECTIVE_PROGRESS_DESCRIPTION =
  'Média ponderada do progresso dos resultados-chave, usando o peso de cada um. ' +
  'Resultados-chave com peso 0 não entram na conta.';
