import type { Evolution } from '@rumo/shared/evolution/contracts';
import { describe, expect, it } from 'vitest';
import { axisTicks, buildEvolutionRows, capitalize } from './evolution-chart-data';
import { readEvolutionParams, writeEvolutionParams } from './evolution-params';

const day = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

function evolution(overrides: Partial<Evolution> = {}): Evolution {
  return {
    cycle: { id: 'c1', name: 'T1 2025', startDate: '2025-01-01', endDate: '2025-03-31' },
    scope: 'company',
    label: 'Empresa',
    series: [
      { date: '2025-01-06', progress: 5, expected: 5.6, confidence: null },
      { date: '2025-01-13', progress: 12.345, expected: 13.48, confidence: 'on_track' },
      { date: '2025-01-20', progress: 15, expected: 21.35, confidence: 'at_risk' },
    ],
    forecast: { date: '2025-03-31', progress: 62.4 },
    forecastSentence: 'neste ritmo: 62% ao fim do ciclo',
    keyResults: [],
    ...overrides,
  };
}

describe('buildEvolutionRows', () => {
  it('maps each point to a time-proportional row with rounded progress and its confidence', () => {
    const rows = buildEvolutionRows(evolution());
    expect(rows.map((row) => row.date)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-01-13',
      '2025-01-20',
      '2025-03-31',
    ]);
    expect(rows[2]).toEqual({
      t: day('2025-01-13'),
      date: '2025-01-13',
      progress: 12.3,
      expected: 13.5,
      confidence: 'on_track',
    });
  });

  it('draws the expected line across the whole cycle, from 0% to 100%', () => {
    const rows = buildEvolutionRows(evolution());
    expect(rows[0]).toEqual({ t: day('2025-01-01'), date: '2025-01-01', expected: 0 });
    expect(rows.at(-1)).toMatchObject({ date: '2025-03-31', expected: 100 });
    expect(rows[0]?.progress).toBeUndefined();
  });

  it('runs the forecast from the last measured point to the projection at the cycle end', () => {
    const rows = buildEvolutionRows(evolution());
    const withForecast = rows.filter((row) => row.forecast !== undefined);
    expect(withForecast.map((row) => [row.date, row.forecast])).toEqual([
      ['2025-01-20', 15],
      ['2025-03-31', 62.4],
    ]);
  });

  it('clamps a forecast past 100% and leaves it out when there is none', () => {
    const high = buildEvolutionRows(evolution({ forecast: { date: '2025-03-31', progress: 180 } }));
    expect(high.at(-1)?.forecast).toBe(100);
    const none = buildEvolutionRows(evolution({ forecast: null }));
    expect(none.some((row) => row.forecast !== undefined)).toBe(false);
  });

  it('merges a check-in on the same day as a cycle edge and keeps the API expected value', () => {
    const rows = buildEvolutionRows(
      evolution({
        series: [{ date: '2025-01-01', progress: 0, expected: 0, confidence: 'off_track' }],
        forecast: null,
      }),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ progress: 0, expected: 0, confidence: 'off_track' });
  });

  it('has nothing to draw without a cycle', () => {
    expect(buildEvolutionRows(evolution({ cycle: null }))).toEqual([]);
  });
});

describe('chart helpers', () => {
  it('spreads ticks across the cycle including both ends', () => {
    const ticks = axisTicks('2025-01-01', '2025-03-31', 4);
    expect(ticks).toHaveLength(4);
    expect(ticks[0]).toBe(day('2025-01-01'));
    expect(ticks.at(-1)).toBe(day('2025-03-31'));
  });

  it('capitalizes the forecast sentence for a heading', () => {
    expect(capitalize('neste ritmo: 62% ao fim do ciclo')).toBe('Neste ritmo: 62% ao fim do ciclo');
  });
});

describe('evolution URL parameters', () => {
  it('reads the scope words and the item, ignoring items the scope does not use', () => {
    expect(readEvolutionParams(new URLSearchParams('escopo=time&item=t1&objetivo=o1'))).toEqual({
      scope: 'team',
      itemId: 't1',
      objectiveId: null,
    });
    expect(readEvolutionParams(new URLSearchParams('escopo=nada&item=x'))).toEqual({
      scope: 'company',
      itemId: null,
      objectiveId: null,
    });
    expect(
      readEvolutionParams(new URLSearchParams('escopo=resultado-chave&objetivo=o1&item=k1')),
    ).toEqual({ scope: 'key_result', itemId: 'k1', objectiveId: 'o1' });
  });

  it('writes the choice and keeps the cycle', () => {
    const next = writeEvolutionParams(new URLSearchParams('ciclo=c1&item=old'), {
      scope: 'objective',
      itemId: 'o9',
      objectiveId: 'ignored',
    });
    expect(next.toString()).toBe('ciclo=c1&item=o9&escopo=objetivo');
    const company = writeEvolutionParams(next, {
      scope: 'company',
      itemId: null,
      objectiveId: null,
    });
    expect(company.toString()).toBe('ciclo=c1');
  });
});
