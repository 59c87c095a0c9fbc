import { suggestScore } from '@rumo/shared/cycle-close/score';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { suggestedScoreSql } from './cycle-report.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the report sums in SQL with the shared suggestion rule', () => {
  it('suggests in SQL exactly what suggestScore does', async () => {
    const progresses = [
      ...Array.from({ length: 301 }, (_, n) => n / 2 - 10),
      4.999999999999999,
      5,
      44.99999999999999,
      45,
      64.95,
      65,
      94.99,
      99.5,
      130,
      -5,
    ];
    const result = await t.db.execute(sql`
      select p::float8 as progress, ${suggestedScoreSql(sql`p::float8`)}::float8 as score
      from unnest(${`{${progresses.join(',')}}`}::float8[]) as p`);
    const rows = (result as unknown as { rows: { progress: number; score: number }[] }).rows;
    expect(rows).toHaveLength(progresses.length);
    for (const { progress, score } of rows) {
      expect(score, `progress ${progress}`).toBe(suggestScore(progress));
    }
  });
});
