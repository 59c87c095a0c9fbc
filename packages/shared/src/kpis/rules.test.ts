import { describe, expect, it } from 'vitest';
import { parsePeriodCell, parseValueCell } from './import-cells';
import {
  formatKpiPeriod,
  kpiPeriodStart,
  kpiStatus,
  nextKpiPeriodStart,
  thresholdsInOrder,
} from './rules';

describe('kpiStatus', () => {
  const higher = { direction: 'higher_better', green: 90, amber: 80 } as const;
  const lower = { direction: 'lower_better', green: 2, amber: 5 } as const;

  it('reads higher-is-better values, each limit counting as the better side', () => {
    expect(kpiStatus(95, higher)).toBe('healthy');
    expect(kpiStatus(90, higher)).toBe('healthy');
    expect(kpiStatus(89.99, higher)).toBe('attention');
    expect(kpiStatus(80, higher)).toBe('attention');
    expect(kpiStatus(79.99, higher)).toBe('critical');
    expect(kpiStatus(-10, higher)).toBe('critical');
  });

  it('reads lower-is-better values the other way round', () => {
    expect(kpiStatus(0, lower)).toBe('healthy');
    expect(kpiStatus(2, lower)).toBe('healthy');
    expect(kpiStatus(2.01, lower)).toBe('attention');
    expect(kpiStatus(5, lower)).toBe('attention');
    expect(kpiStatus(5.01, lower)).toBe('critical');
  });

  it('has no status without a value, and no attention band when the limits are equal', () => {
    expect(kpiStatus(null, higher)).toBeNull();
    const equal = { direction: 'higher_better', green: 10, amber: 10 } as const;
    expect(kpiStatus(10, equal)).toBe('healthy');
    expect(kpiStatus(9, equal)).toBe('critical');
  });

  it('accepts green on the good side of amber only', () => {
    expect(thresholdsInOrder(higher)).toBe(true);
    expect(thresholdsInOrder({ ...higher, green: 70 })).toBe(false);
    expect(thresholdsInOrder(lower)).toBe(true);
    expect(thresholdsInOrder({ ...lower, green: 6 })).toBe(false);
  });
});

describe('KPI periods', () => {
  it('starts weeks on Monday, months on the 1st and quarters on their first month', () => {
    expect(kpiPeriodStart('weekly', '2026-03-04')).toBe('2026-03-02');
    expect(kpiPeriodStart('weekly', '2026-03-01')).toBe('2026-02-23');
    expect(kpiPeriodStart('weekly', '2026-03-02')).toBe('2026-03-02');
    expect(kpiPeriodStart('monthly', '2026-03-31')).toBe('2026-03-01');
    expect(kpiPeriodStart('quarterly', '2026-06-30')).toBe('2026-04-01');
    expect(kpiPeriodStart('quarterly', '2026-01-01')).toBe('2026-01-01');
  });

  it('steps to the next period across month and year ends', () => {
    expect(nextKpiPeriodStart('weekly', '2026-12-28')).toBe('2027-01-04');
    expect(nextKpiPeriodStart('monthly', '2026-12-01')).toBe('2027-01-01');
    expect(nextKpiPeriodStart('quarterly', '2026-10-01')).toBe('2027-01-01');
  });

  it('names periods in pt-BR', () => {
    expect(formatKpiPeriod('weekly', '2026-03-02')).toBe('sem. 02/03/26');
    expect(formatKpiPeriod('monthly', '2026-03-01')).toBe('mar/26');
    expect(formatKpiPeriod('quarterly', '2026-10-01')).toBe('4º tri/26');
  });
});

describe('import cells', () => {
  it('reads AAAA-MM-DD and MM/AAAA periods as the period start', () => {
    expect(parsePeriodCell('2026-03-18', 'monthly')).toEqual({ ok: true, value: '2026-03-01' });
    expect(parsePeriodCell(' 03/2026 ', 'monthly')).toEqual({ ok: true, value: '2026-03-01' });
    expect(parsePeriodCell('5/2026', 'quarterly')).toEqual({ ok: true, value: '2026-04-01' });
    expect(parsePeriodCell('2026-03-18', 'weekly')).toEqual({ ok: true, value: '2026-03-16' });
  });

  it('refuses unknown, impossible and weekly month periods with a pt-BR reason', () => {
    expect(parsePeriodCell('', 'monthly')).toEqual({ ok: false, error: 'Informe o período.' });
    expect(parsePeriodCell('2026-02-30', 'monthly').ok).toBe(false);
    expect(parsePeriodCell('13/2026', 'monthly').ok).toBe(false);
    expect(parsePeriodCell('março', 'monthly')).toEqual({
      ok: false,
      error: 'Período inválido: "março". Use AAAA-MM-DD ou MM/AAAA.',
    });
    expect(parsePeriodCell('03/2026', 'weekly').ok).toBe(false);
  });

  it('reads decimal commas, thousands dots, units and negatives', () => {
    expect(parseValueCell('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(parseValueCell('1.234,56')).toEqual({ ok: true, value: 1234.56 });
    expect(parseValueCell('1.234')).toEqual({ ok: true, value: 1234 });
    expect(parseValueCell('3.5')).toEqual({ ok: true, value: 3.5 });
    expect(parseValueCell('R$ 1.000,00')).toEqual({ ok: true, value: 1000 });
    expect(parseValueCell('92%')).toEqual({ ok: true, value: 92 });
    expect(parseValueCell('-3')).toEqual({ ok: true, value: -3 });
  });

  it('refuses empty, text and huge values', () => {
    expect(parseValueCell(' ')).toEqual({ ok: false, error: 'Informe o valor.' });
    expect(parseValueCell('abc')).toEqual({ ok: false, error: 'Valor inválido: "abc".' });
    expect(parseValueCell('1,2,3').ok).toBe(false);
    expect(parseValueCell('9999999999999').ok).toBe(false);
  });
});
