import { describe, expect, it } from 'vitest';
import { forecastKeyResult, forecastSentence, forecastValueAt, seriesAt } from './forecast';

const cycle = { start: '2025-01-01', end: '2025-01-11' };
const increase = { type: 'increase', start: 0, target: 10 } as const;

describe('forecastKeyResult', () => {
  it('follows a perfect line to the cycle end', () => {
    const checkIns = [
      { date: '2025-01-02', value: 1 },
      { date: '2025-01-04', value: 3 },
      { date: '2025-01-05', value: 4 },
    ];
    const forecast = forecastKeyResult(checkIns, { ...increase, target: 20 }, cycle);
    expect(forecast).not.toBeNull();
    expect(forecast?.slopePerDay).toBeCloseTo(1, 10);
    expect(forecast?.valueAtCycleStart).toBeCloseTo(0, 10);
    expect(forecast?.projectedValue).toBeCloseTo(10, 10);
    expect(forecast?.projectedProgress).toBeCloseTo(50, 10);
    expect(forecast?.pointCount).toBe(3);
  });

  it('fits noisy check-ins by least squares, in any order', () => {
    const checkIns = [
      { date: '2025-01-04', value: 3 },
      { date: '2025-01-01', value: 0 },
      { date: '2025-01-03', value: 1 },
      { date: '2025-01-02', value: 2 },
    ];
    const forecast = forecastKeyResult(checkIns, increase, cycle);
    expect(forecast?.slopePerDay).toBeCloseTo(0.8, 10);
    expect(forecast?.valueAtCycleStart).toBeCloseTo(0.3, 10);
    expect(forecast?.projectedValue).toBeCloseTo(8.3, 10);
    expect(forecast?.projectedProgress).toBeCloseTo(83, 10);
  });

  it('keeps a flat pace flat', () => {
    const checkIns = [
      { date: '2025-01-02', value: 5 },
      { date: '2025-01-05T15:00:00Z', value: 5 },
      { date: new Date('2025-01-08T00:00:00Z'), value: 5 },
    ];
    const forecast = forecastKeyResult(checkIns, increase, cycle);
    expect(forecast?.slopePerDay).toBe(0);
    expect(forecast?.projectedValue).toBe(5);
    expect(forecast?.projectedProgress).toBe(50);
  });

  it('scores the projection with the key result type and clamps it', () => {
    const falling = [
      { date: '2025-01-01', value: 100 },
      { date: '2025-01-06', value: 50 },
    ];
    const decrease = forecastKeyResult(
      falling,
      { type: 'decrease', start: 100, target: 20 },
      cycle,
    );
    expect(decrease?.projectedValue).toBeCloseTo(0, 10);
    expect(decrease?.projectedProgress).toBe(100);
    const wrongWay = forecastKeyResult(
      falling,
      { type: 'increase', start: 100, target: 200 },
      cycle,
    );
    expect(wrongWay?.projectedProgress).toBe(0);
    const keepBelow = forecastKeyResult(
      [
        { date: '2025-01-01', value: 8 },
        { date: '2025-01-06', value: 9 },
      ],
      { type: 'keep_below', start: 0, target: 8 },
      cycle,
    );
    expect(keepBelow?.projectedValue).toBeCloseTo(10, 10);
    expect(keepBelow?.projectedProgress).toBeCloseTo(75, 10);
  });

  it('needs at least two check-ins on different instants', () => {
    expect(forecastKeyResult([], increase, cycle)).toBeNull();
    expect(forecastKeyResult([{ date: '2025-01-02', value: 3 }], increase, cycle)).toBeNull();
    expect(
      forecastKeyResult(
        [
          { date: '2025-01-02', value: 3 },
          { date: '2025-01-02', value: 4 },
        ],
        increase,
        cycle,
      ),
    ).toBeNull();
    expect(
      forecastKeyResult(
        [
          { date: '2025-01-02', value: 3 },
          { date: '2025-01-03', value: Number.NaN },
        ],
        increase,
        cycle,
      ),
    ).toBeNull();
  });
});

describe('forecastValueAt', () => {
  it('reads the fitted line at any date', () => {
    const forecast = forecastKeyResult(
      [
        { date: '2025-01-02', value: 2 },
        { date: '2025-01-03', value: 4 },
      ],
      increase,
      cycle,
    );
    if (!forecast) throw new Error('expected a forecast');
    expect(forecastValueAt(forecast, cycle.start, '2025-01-01')).toBeCloseTo(0, 10);
    expect(forecastValueAt(forecast, cycle.start, '2025-01-06')).toBeCloseTo(10, 10);
  });
});

describe('forecastSentence', () => {
  it('states the projected progress as a whole percent', () => {
    expect(forecastSentence(62)).toBe('neste ritmo: 62% ao fim do ciclo');
    expect(forecastSentence(62.4)).toBe('neste ritmo: 62% ao fim do ciclo');
    expect(forecastSentence(99.5)).toBe('neste ritmo: 100% ao fim do ciclo');
    expect(forecastSentence(0)).toBe('neste ritmo: 0% ao fim do ciclo');
  });
  it('says when there is no forecast', () => {
    expect(forecastSentence(null)).toBe('faltam check-ins para prever o ritmo');
  });
});

describe('seriesAt', () => {
  const checkIns = [
    { date: '2025-01-05T10:00:00Z', value: 7 },
    { date: '2025-01-02T10:00:00Z', value: 3 },
    { date: '2025-01-05T10:00:00Z', value: 8 },
  ];
  it('is the initial value before the first check-in', () => {
    expect(seriesAt(checkIns, '2025-01-01', 1)).toBe(1);
    expect(seriesAt([], '2025-01-09', 1)).toBe(1);
  });
  it('is the latest check-in on or before the date', () => {
    expect(seriesAt(checkIns, '2025-01-02T10:00:00Z', 1)).toBe(3);
    expect(seriesAt(checkIns, '2025-01-04', 1)).toBe(3);
    expect(seriesAt(checkIns, '2025-01-09', 1)).toBe(8);
  });
});
