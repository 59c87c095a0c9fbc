import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompanyWithUsers, createTeam } from '../test/okr-fixtures';
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
});
