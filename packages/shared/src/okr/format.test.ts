import { describe, expect, it } from 'vitest';
import { formatKeyResultValue, formatProgress } from './format';

describe('formatProgress', () => {
  it('writes one decimal with a comma', () => {
    expect(formatProgress(62.46)).toBe('62,5%');
    expect(formatProgress(100)).toBe('100%');
    expect(formatProgress(0)).toBe('0%');
  });
});

describe('formatKeyResultValue', () => {
  it('writes each unit the Brazilian way', () => {
    expect(formatKeyResultValue(45.5, { unit: 'percent', decimals: 1 })).toBe('45,5%');
    expect(formatKeyResultValue(1200, { unit: 'currency', decimals: 2 })).toBe('R$ 1.200,00');
    expect(formatKeyResultValue(-50, { unit: 'currency', decimals: 2 })).toBe('-R$ 50,00');
    expect(formatKeyResultValue(1200, { unit: 'number' })).toBe('1.200');
    expect(formatKeyResultValue(12, { unit: 'custom', customUnit: 'clientes' })).toBe(
      '12 clientes',
    );
    expect(formatKeyResultValue(12.345, { unit: 'custom', decimals: 2 })).toBe('12,35');
  });
});
