import { formatKeyResultValue } from '@rumo/shared/okr/format';
import type { CheckInKeyResult } from './check-in-model';

// Apart from check-in-model (and its zod contract) so the pages that only show a key result's
// goal and value, like the dashboard, do not load zod.

/** "3 iniciativas concluídas": a milestone key result's value. */
export function milestoneDone(value: number): string {
  return value === 1 ? '1 iniciativa concluída' : `${value} iniciativas concluídas`;
}

/** "Concluir 4 iniciativas" (those not canceled). */
export function milestoneGoal(target: number): string {
  if (target <= 0) return 'Concluir as iniciativas';
  return target === 1 ? 'Concluir 1 iniciativa' : `Concluir ${target} iniciativas`;
}

export function formatValue(
  keyResult: Pick<CheckInKeyResult, 'type' | 'unit' | 'customUnit' | 'decimals'>,
  value: number,
): string {
  if (keyResult.type === 'binary') return value >= 1 ? 'Entregue' : 'Não entregue';
  if (keyResult.type === 'milestone') return milestoneDone(value);
  return formatKeyResultValue(value, keyResult);
}

/** "Aumentar de 10 para 50 clientes", "Manter abaixo de 5%", "Entregue ou não". */
export function describeGoal(
  keyResult: Pick<
    CheckInKeyResult,
    'type' | 'start' | 'target' | 'unit' | 'customUnit' | 'decimals'
  >,
): string {
  const value = (n: number) => formatKeyResultValue(n, keyResult);
  switch (keyResult.type) {
    case 'increase':
      return `Aumentar de ${value(keyResult.start)} para ${value(keyResult.target)}`;
    case 'decrease':
      return `Reduzir de ${value(keyResult.start)} para ${value(keyResult.target)}`;
    case 'keep_above':
      return `Manter acima de ${value(keyResult.target)}`;
    case 'keep_below':
      return `Manter abaixo de ${value(keyResult.target)}`;
    case 'binary':
      return 'Entregue ou não';
    case 'milestone':
      return milestoneGoal(keyResult.target);
  }
}
