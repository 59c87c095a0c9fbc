import { describe, expect, it } from 'vitest';
import { costFigures, ROWS_PER_COMPANY_YEAR, tableGrowth } from './report';

const read = (group: string, label: string, cpu: number, db: number) => ({
  group,
  kind: 'read',
  label,
  cpuMsPerRequest: cpu,
  databaseCpuMsPerRequest: db,
});

describe('costFigures', () => {
  it('averages the peak mix reads of the small company, API and PostgreSQL apart', () => {
    const costs = costFigures([
      read('small · warm', 'GET /api/dashboard/', 0.3, 0.1),
      read('small · warm', 'GET /api/objectives/:id', 0.5, 0.1),
      // Not in the peak mix, another company, another stage: left out.
      read('small · warm', 'GET /api/teams/', 9, 9),
      read('large · warm', 'GET /api/dashboard/', 9, 9),
      read('small · miss', 'GET /api/dashboard/', 2, 1.5),
      { ...read('small · warm', 'POST /api/key-results/{id}/check-ins', 4, 3), kind: 'write' },
    ]);
    expect(costs.readHit.apiMs).toBeCloseTo(0.3, 5);
    expect(costs.readHit.dbMs).toBeCloseTo(0.1, 5);
    expect(costs.readMiss).toEqual({ apiMs: 0.5, dbMs: 1.5 });
    expect(costs.write).toEqual({ apiMs: 1, dbMs: 3 });
  });
});

describe('tableGrowth', () => {
  it('takes bytes per row from the measured sizes of the modelled tables', () => {
    const growth = tableGrowth([
      { name: 'check_ins', tableBytes: 6_000_000, indexBytes: 4_000_000, liveRows: 50_000 },
      { name: 'key_results', tableBytes: 1, indexBytes: 1, liveRows: 50_000 },
      // A few pages for a few rows: their overhead, not a row's size.
      { name: 'activity_log', tableBytes: 16_384, indexBytes: 16_384, liveRows: 19 },
    ]);
    expect(growth).toEqual([
      { table: 'check_ins', rowsPerCompanyYear: ROWS_PER_COMPANY_YEAR.check_ins, bytesPerRow: 200 },
    ]);
  });
});
