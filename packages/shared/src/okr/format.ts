import type { KeyResultUnit } from './key-result-types';
import { roundProgress } from './progress';

const MAX_DECIMALS = 6;

function numberFormat(decimals: number): Intl.NumberFormat {
  const digits = Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals)));
  return new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** "62,5%": progress rounded to one decimal, written the Brazilian way. */
export function formatProgress(progress: number): string {
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(roundProgress(progress))}%`;
}

export interface KeyResultValueFormat {
  unit: KeyResultUnit;
  /** Shown after the number when unit is 'custom' (e.g. "clientes"). */
  customUnit?: string | null;
  decimals?: number;
}

/** A key result value with its unit: "45,5%", "R$ 1.200,00", "1.200", "12 clientes". */
export function formatKeyResultValue(
  value: number,
  { unit, customUnit, decimals = 0 }: KeyResultValueFormat,
): string {
  const number = numberFormat(decimals).format(value);
  switch (unit) {
    case 'percent':
      return `${number}%`;
    case 'currency':
      return value < 0 ? `-R$ ${number.replace('-', '')}` : `R$ ${number}`;
    case 'number':
      return number;
    case 'custom':
      return customUnit ? `${number} ${customUnit}` : number;
  }
}
