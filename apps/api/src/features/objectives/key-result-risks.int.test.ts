import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setKeyResultState } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keyResults } from './objectives.table';

// key_result_risks is kept by the trigger key_results_keep_risks (migration key_result_risks):
// after any series of writes it holds exactly the risky key results of active objectives, with
// the key result's own values, as computed from key_results.

const DIFF = sql`
  with kept as (
    select key_result_id as id, company_id, cycle_id, objective_id, confidence::text, progress,
      title, last_check_in_at from key_result_risks
  ),
  computed as (
    select id, company_id, cycle_id, objective_id, confidence::text, progress, title,
      last_check_in_at from key_results
    where objective_status = 'active' and cycle_id is not null
      and confidence in ('at_risk', 'off_track')
  )
  select count(*)::int as n from ((table kept except table computed)
    union all (table computed except table kept)) as diff`;

describe('key_result_risks', () => {
  let t: TestApp;
  let acme: FixtureCompany;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  });
  afterAll(() => t.close());

  const diff = async () =>
    ((await t.db.execute(DIFF)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
  const riskCount = async () =>
    (
      (await t.db.execute(sql`select count(*)::int as n from key_result_risks`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n;

  it('holds exactly the risky key results of active objectives through any write', async () => {
    const cycle = await createCycle(t, acme.companyId);
    const make = (status: 'active' | 'draft') =>
      createObjective(t, {
        companyId: acme.companyId,
        cycleId: cycle.id,
        ownerId: acme.admin.id,
        status,
        keyResults: [
          { start: 0, target: 100 },
          { start: 0, target: 100 },
        ],
      });
    const active = await make('active');
    const draft = await make('draft');
    const post = (keyResultId: string, value: number, confidence: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/key-results/${keyResultId}/check-ins`,
        headers: acme.admin.headers,
        payload: { value, confidence, comment: null },
      });
    const [first = '', second = ''] = active.keyResultIds;
    expect((await post(first, 10, 'at_risk')).statusCode).toBe(201);
    expect((await post(second, 20, 'off_track')).statusCode).toBe(201);
    expect((await post(first, 30, 'off_track')).statusCode).toBe(201);
    await setKeyResultState(t, draft.keyResultIds[0] ?? '', { confidence: 'at_risk' });
    expect(await riskCount()).toBe(2);
    expect(await diff()).toBe(0);

    // Back on track, renamed, closed and reopened, moved to another cycle, deleted.
    expect((await post(second, 40, 'on_track')).statusCode).toBe(201);
    expect(await riskCount()).toBe(1);
    await t.db.update(keyResults).set({ title: 'Novo nome' }).where(eq(keyResults.id, first));
    expect(await diff()).toBe(0);
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/objectives/${active.id}/close`,
      headers: acme.admin.headers,
      payload: { result: 'partial', comment: null },
    });
    expect(close.statusCode).toBe(200);
    expect(await riskCount()).toBe(0);
    const reopen = await t.app.inject({
      method: 'POST',
      url: `/api/objectives/${active.id}/reopen`,
      headers: acme.admin.headers,
    });
    expect(reopen.statusCode).toBe(200);
    expect(await riskCount()).toBe(1);
    const next = await createCycle(t, acme.companyId, { name: 'Próximo', status: 'planning' });
    const move = await t.app.inject({
      method: 'PUT',
      url: `/api/objectives/${active.id}`,
      headers: acme.admin.headers,
      payload: { cycleId: next.id, title: 'Movido', level: 'company', ownerId: acme.admin.id },
    });
    expect(move.statusCode).toBe(200);
    expect(await diff()).toBe(0);
    await t.db.delete(keyResults).where(eq(keyResults.id, first));
    expect(await riskCount()).toBe(0);
    expect(await diff()).toBe(0);
  });
});
