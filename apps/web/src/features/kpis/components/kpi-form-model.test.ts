import { describe, expect, it } from 'vitest';
import { kpiFormValues, toKpiBody, validateKpi } from './kpi-form-model';
import { recentPeriodOptions } from './kpi-periods';

describe('KPI form model', () => {
  const filled = {
    ...kpiFormValues(undefined, '6f0b7f36-9c1e-4d7a-8f4e-2b1f3c5d7e90'),
    name: 'NPS',
    green: 50,
    amber: 30,
  };

  it('asks for blank thresholds instead of reading them as zero', () => {
    const errors = validateKpi({ ...filled, green: '', amber: '' });
    expect(errors.green).toBe('Informe o limite verde.');
    expect(errors.amber).toBe('Informe o limite amarelo.');
    expect(validateKpi(filled)).toEqual({});
  });

  it("shows the API's rule for thresholds on the wrong side, both directions", () => {
    expect(validateKpi({ ...filled, green: 20 }).amber).toMatch(/lado pior/);
    expect(validateKpi({ ...filled, direction: 'lower_better' }).amber).toMatch(/lado pior/);
    expect(validateKpi({ ...filled, direction: 'lower_better', green: 2, amber: 5 })).toEqual({});
  });

  it('sends the custom unit only with the custom unit', () => {
    expect(toKpiBody({ ...filled, customUnit: 'clientes' }).customUnit).toBeNull();
    expect(toKpiBody({ ...filled, unit: 'custom', customUnit: 'clientes' }).customUnit).toBe(
      'clientes',
    );
  });
});

describe('recentPeriodOptions', () => {
  it('offers the current period first, then the ones before it, in São Paulo time', () => {
    // 02:00 UTC on 1 April is still 31 March in São Paulo.
    const options = recentPeriodOptions('monthly', 3, new Date('2026-04-01T02:00:00Z'));
    expect(options).toEqual([
      { value: '2026-03-01', label: 'mar/26 (atual)' },
      { value: '2026-02-01', label: 'fev/26' },
      { value: '2026-01-01', label: 'jan/26' },
    ]);
    expect(recentPeriodOptions('weekly', 2, new Date('2026-03-04T12:00:00Z'))).toEqual([
      { value: '2026-03-02', label: 'sem. 02/03/26 (atual)' },
      { value: '2026-02-23', label: 'sem. 23/02/26' },
    ]);
  });
});
