import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompanyWithUsers, createCycle, createObjective } from '../test/okr-fixtures';
import { createTestApp } from '../test/test-app';

const HOT_READS = {
  dashboard: '/api/dashboard/',
  objectives_list_20_all_: '/api/objectives/?limit=20',
};

// docs/decisions/0020-generic-plans-for-hot-reads.md: PostgreSQL planned the list and the dashboard
// again on every call until their values were hidden from the planner. Named statements exist
// on PostgreSQL only (PGlite runs them unnamed). The list's name carries its variant: an admin's
// (`all_`) leaves the visibility rule out.
describe.runIf(process.env.TEST_DATABASE_URL)('hot reads on PostgreSQL', () => {
  it('keep one generic plan per connection instead of planning on every call', async () => {
    const t = await createTestApp({ config: { readCache: false } });
    try {
      const acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
      const cycle = await createCycle(t, acme.companyId);
      await createObjective(t, {
        companyId: acme.companyId,
        cycleId: cycle.id,
        ownerId: acme.admin.id,
        title: 'Crescer a receita',
        keyResults: [{ title: 'Receita', start: 0, target: 10 }],
      });
      // A much larger company beside it: with the values visible, PostgreSQL estimates the small
      // company's custom plans cheaper than a generic one and plans again on every call.
      const big = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Grande' });
      const bigCycle = await createCycle(t, big.companyId);
      await t.db.execute(sql`
        with o as (
          insert into objectives (company_id, cycle_id, title, level, owner_id)
          select ${big.companyId}, ${bigCycle.id}, 'Objetivo ' || n, 'company', ${big.admin.id}
          from generate_series(1, 3000) as n
          returning id
        )
        insert into key_results (company_id, objective_id, title, type, start_value,
          target_value, current_value, owner_id, confidence)
        select ${big.companyId}, o.id, 'Resultado', 'increase', 0, 10, 5, ${big.admin.id}, 'at_risk'
        from o, generate_series(1, 2)`);
      await t.db.execute(sql`analyze`);
      // One request at a time: the pool hands the same idle connection back (last in, first out),
      // and pg_prepared_statements shows that connection's statements.
      for (let call = 0; call < 12; call++) {
        for (const url of Object.values(HOT_READS)) {
          const response = await t.app.inject({ url, headers: acme.admin.headers });
          expect(response.statusCode).toBe(200);
        }
      }
      const result = await t.db.execute(
        sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements
          where name in (${sql.join(
            Object.keys(HOT_READS).map((name) => sql`${name}`),
            sql`, `,
          )}) order by name`,
      );
      const rows = (result as unknown as { rows: unknown[] }).rows;
      expect(rows).toEqual([
        { name: 'dashboard', generic_plans: 7, custom_plans: 5 },
        { name: 'objectives_list_20_all_', generic_plans: 7, custom_plans: 5 },
      ]);
    } finally {
      await t.close();
    }
  });
});
