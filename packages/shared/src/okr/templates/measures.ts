import type { KeyResultType, KeyResultUnit } from '../enums';
import type { KeyResultTemplate } from './types';

// Short builders of key result templates by unit (money.increase(...), percent.above(...)).

type Options = { customUnit?: string; decimals?: number };
const measure = (unit: KeyResultUnit) => ({
  increase: (title: string, start: number, target: number, options: Options = {}) =>
    kr(title, 'increase', unit, start, target, options),
  decrease: (title: string, start: number, target: number, options: Options = {}) =>
    kr(title, 'decrease', unit, start, target, options),
  above: (title: string, target: number, options: Options = {}) =>
    kr(title, 'keep_above', unit, target, target, options),
  below: (title: string, target: number, options: Options = {}) =>
    kr(title, 'keep_below', unit, target, target, options),
});
function kr(
  title: string,
  type: KeyResultType,
  unit: KeyResultUnit,
  start: number,
  target: number,
  { customUnit, decimals = 0 }: Options,
): KeyResultTemplate {
  return { title, type, unit, customUnit: customUnit ?? null, decimals, start, target };
}
export const money = measure('currency');
export const percent = measure('percent');
export const count = measure('number');
export const custom = measure('custom');
