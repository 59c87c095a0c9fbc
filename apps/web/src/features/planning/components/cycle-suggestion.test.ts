import { describe, expect, it } from 'vitest';
import { suggestNextCycle } from './cycle-suggestion';

describe('suggestNextCycle', () => {
  it('starts the day after the latest cycle ends and lasts the default length', () => {
    const cycles = [
      { endDate: '2025-03-31' },
      { endDate: '2025-06-30' },
      { endDate: '2024-12-31' },
    ];
    expect(suggestNextCycle(cycles, 3, '2025-05-10')).toEqual({
      name: 'T3 2025',
      startDate: '2025-07-01',
      endDate: '2025-09-30',
    });
  });

  it('starts today when there is no cycle, named by its months off the calendar quarters', () => {
    expect(suggestNextCycle([], 2, '2025-05-10')).toEqual({
      name: 'mai/2025 – jul/2025',
      startDate: '2025-05-10',
      endDate: '2025-07-09',
    });
  });

  it('names a calendar year', () => {
    expect(suggestNextCycle([{ endDate: '2025-12-31' }], 12, '2025-05-10')).toMatchObject({
      name: 'Ano 2026',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
  });
});
