import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers, createCycle, createObjective } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { coachPlanVersions } from './coach-plan.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TriggerColumns = { table: string; named: string[]; left_out: string[]; columns: string[] };

/** For each table, the columns its coach trigger's UPDATE OF names, its arguments, and all. */
async function coachTriggerColumns(): Promise<TriggerColumns[]> {
  const result = await t.db.execute(sql`
    select c.relname as table,
      (select array_agg(a.attname::text order by a.attname) from pg_attribute a
        where a.attrelid = tg.tgrelid and a.attnum = any(tg.tgattr::int2[])) as named,
      (select array_agg(arg order by arg) from unnest(string_to_array(
        rtrim(encode(tg.tgargs, 'escape'), '\\000'), '\\000')) as arg) as left_out,
      (select array_agg(a.attname::text order by a.attname) from pg_attribute a
        where a.attrelid = tg.tgrelid and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = '') as columns
    from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
    where tg.tgname = 'coach_plan_changed' and c.relname in ('objectives', 'key_results')
    order by c.relname`);
  return (result as unknown as { rows: TriggerColumns[] }).rows;
}

const versionOf = async (companyId: string) => {
  const [row] = await t.db
    .select({ version: coachPlanVersions.version })
    .from(coachPlanVersions)
    .where(eq(coachPlanVersions.companyId, companyId));
  return row?.version ?? 0;
};

describe('the coach plan trigger', () => {
  it('names every column of objectives and key results but those check-ins write', async () => {
    const tables = await coachTriggerColumns();
    expect(tables.map((row) => row.table)).toEqual(['key_results', 'objectives']);
    for (const { table, named, left_out, columns } of tables) {
      expect(
        left_out.filter((column) => named.includes(column)),
        table,
      ).toEqual([]);
      expect([...named, ...left_out].sort(), table).toEqual(columns);
    }
  });

  it('moves the plan version on a plan change, not on what a check-in writes', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const cycle = await createCycle(t, company.companyId, { name: 'Ciclo do coach' });
    const objective = await createObjective(t, {
      companyId: company.companyId,
      cycleId: cycle.id,
      ownerId: company.admin.id,
      keyResults: [{ start: 0, target: 100 }],
    });
    const [keyResultId] = objective.keyResultIds;
    const before = await versionOf(company.companyId);

    await t.db.execute(sql`update key_results set current_value = 40, progress = 40,
      confidence = 'at_risk', last_check_in_at = now(), updated_at = now() where id = ${keyResultId}`);
    await t.db.execute(sql`update objectives set progress = 40, confidence = 'at_risk',
      updated_at = now() where id = ${objective.id}`);
    expect(await versionOf(company.companyId)).toBe(before);

    // Named but unchanged: the function compares the rows and leaves the version.
    await t.db.execute(sql`update key_results set title = title where id = ${keyResultId}`);
    expect(await versionOf(company.companyId)).toBe(before);

    await t.db.execute(sql`update key_results set target_value = 200 where id = ${keyResultId}`);
    expect(await versionOf(company.companyId)).toBe(before + 1);
    await t.db.execute(
      sql`update objectives set title = 'Outro título' where id = ${objective.id}`,
    );
    expect(await versionOf(company.companyId)).toBe(before + 2);
  });
});
