import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompanyWithUsers, createCycle, createTeam } from '../test/okr-fixtures';
import { createTestApp } from '../test/test-app';

// Decision 0043: every parameterized read is a named statement on PostgreSQL, parsed once per
// connection, so a cache miss no longer pays for parsing and planning it again. PGlite runs
// statements unnamed.
describe.runIf(process.env.TEST_DATABASE_URL)('reads on PostgreSQL', () => {
  it('run as named statements that each connection prepares once', async () => {
    const t = await createTestApp({ config: { readCache: false } });
    try {
      const acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
      await createTeam(t, acme.companyId, { name: 'Vendas', memberIds: [acme.user.id] });
      // One request at a time: the pool hands the same idle connection back (last in, first out).
      for (let call = 0; call < 8; call++) {
        const response = await t.app.inject({ url: '/api/teams/', headers: acme.admin.headers });
        expect(response.statusCode).toBe(200);
      }
      const result = await t.db.execute(sql`
        select (generic_plans + custom_plans)::int as calls from pg_prepared_statements
         where name like 'r\\_%' and statement ilike '%from "teams"%'
         order by calls desc limit 1`);
      const [row] = (result as unknown as { rows: { calls: number }[] }).rows;
      expect(row?.calls).toBeGreaterThanOrEqual(8);
    } finally {
      await t.close();
    }
  });

  it('plans the reads of a company of 1,000 objectives or more on every call (decision 0052)', async () => {
    const t = await createTestApp({ config: { readCache: false } });
    try {
      const large = await createCompanyWithUsers(t, { admins: 1, users: 0 });
      const cycle = await createCycle(t, large.companyId);
      await t.db.execute(sql`
        insert into objectives (company_id, cycle_id, title, level, owner_id)
        select ${large.companyId}, ${cycle.id}, 'Objetivo ' || n, 'company', ${large.admin.id}
        from generate_series(1, 1000) n`);
      for (let call = 0; call < 3; call++) {
        const response = await t.app.inject({ url: '/api/teams/', headers: large.admin.headers });
        expect(response.statusCode).toBe(200);
      }
      const named = async () => {
        const result = await t.db.execute(sql`
          select count(*)::int as named from pg_prepared_statements
           where statement ilike '%from "teams"%'`);
        return (result as unknown as { rows: { named: number }[] }).rows[0]?.named;
      };
      expect(await named()).toBe(0);
      // The same read of a small company, on the same idle connection, is named.
      const small = await createCompanyWithUsers(t, { admins: 1, users: 0 });
      await t.app.inject({ url: '/api/teams/', headers: small.admin.headers });
      expect(await named()).toBe(1);
    } finally {
      await t.close();
    }
  });
});
