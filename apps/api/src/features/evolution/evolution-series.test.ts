import { describe, expect, it } from 'vitest';
import { buildEvolution, type SeriesKeyResult, seriesDates } from './evolution-series';

const kr = (overrides: Partial<SeriesKeyResult>): SeriesKeyResult => ({
  id: 'kr',
  objectiveId: 'o1',
  title: 'KR',
  type: 'increase',
  start: 0,
  target: 100,
  weight: 1,
  progress: 0,
  points: [],
  ...overrides,
});

describe('seriesDates', () => {
  it('gives one date a week and closes on the last day', () => {
    expect(seriesDates('2025-01-01', '2025-01-20')).toEqual([
      '2025-01-01',
      '2025-01-08',
      '2025-01-15',
      '2025-01-20',
    ]);
    expect(seriesDates('2025-01-01', '2025-01-15')).toEqual([
      '2025-01-01',
      '2025-01-08',
      '2025-01-15',
    ]);
  });

  it('adds extra dates inside the range only, and nothing before the cycle starts', () => {
    expect(
      seriesDates('2025-01-01', '2025-01-08', ['2025-01-03', '2024-12-31', '2025-02-01']),
    ).toEqual(['2025-01-01', '2025-01-03', '2025-01-08']);
    expect(seriesDates('2025-01-01', '2024-12-31')).toEqual([]);
  });
});

describe('buildEvolution', () => {
  const cycle = { startDate: '2025-01-01', endDate: '2025-01-15' };

  it('counts objectives without key results as 0% and breaks confidence ties to the worse', () => {
    const result = buildEvolution({
      scope: 'company',
      cycle,
      lastDay: '2025-01-08',
      objectiveIds: ['o1', 'o2', 'o3'],
      keyResults: [
        kr({
          id: 'a',
          objectiveId: 'o1',
          points: [{ date: '2025-01-02', value: 60, confidence: 'on_track' }],
        }),
        kr({
          id: 'b',
          objectiveId: 'o2',
          points: [{ date: '2025-01-02', value: 30, confidence: 'off_track' }],
        }),
      ],
    });
    expect(result.series).toEqual([
      { date: '2025-01-01', progress: 0, expected: 0, confidence: null },
      { date: '2025-01-08', progress: 30, expected: 50, confidence: 'off_track' },
    ]);
    expect(result.forecast).toBeNull();
    expect(result.forecastSentence).toBe('faltam check-ins para prever o ritmo');
  });

  it('uses the later of two check-ins on the same day and clamps the forecast', () => {
    const result = buildEvolution(
      {
        scope: 'key_result',
        cycle,
        lastDay: '2025-01-15',
        objectiveIds: ['o1'],
        keyResults: [
          kr({
            progress: 80,
            points: [
              { date: '2025-01-02', value: 10, confidence: 'on_track' },
              { date: '2025-01-08', value: 50, confidence: 'at_risk' },
              { date: '2025-01-08', value: 80, confidence: 'on_track' },
            ],
          }),
        ],
      },
      ['2025-01-02', '2025-01-08'],
    );
    expect(result.series.map((point) => [point.date, point.progress, point.confidence])).toEqual([
      ['2025-01-01', 0, null],
      ['2025-01-02', 10, 'on_track'],
      ['2025-01-08', 80, 'on_track'],
      ['2025-01-15', 80, 'on_track'],
    ]);
    expect(result.forecast).toEqual({ date: '2025-01-15', progress: 100 });
    expect(result.keyResults[0]?.forecastSentence).toBe('neste ritmo: 100% ao fim do ciclo');
  });
});
