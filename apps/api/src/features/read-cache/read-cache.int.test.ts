import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createCompanyWithUsers, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readCompanyVersion } from './company-versions.repository';

type Headers = Record<string, string>;

const teamNames = async (app: App, headers: Headers) => {
  const response = await app.inject({ method: 'GET', url: '/api/teams/?limit=100', headers });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { name: string }[]).map((team) => team.name).sort();
};

const createTeam = async (app: App, headers: Headers, name: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/teams/',
    headers,
    payload: { name },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
};

/**
 * The company read cache (docs/decisions/0015-company-read-cache.md) on two app instances sharing one
 * database: an answer is never another company's, another user's, or older than the last
 * committed write, whichever replica wrote and whichever reads.
 */
describe('company read cache', () => {
  let t: TestApp;
  let replicaA: App;
  let replicaB: App;
  let one: FixtureCompany;
  let two: FixtureCompany;
  beforeAll(async () => {
    t = await createTestApp();
    replicaA = t.app;
    replicaB = await buildApp({ config: t.config, db: t.db });
    await replicaB.ready();
    one = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Empresa Um' });
    two = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Empresa Dois' });
  }, 180_000);
  afterAll(async () => {
    await replicaB.close();
    await t.close();
  });

  it('has the version trigger on every table holding company data', async () => {
    const result = await t.db.execute(sql`
      select c.table_name, exists (
        select 1 from pg_trigger g join pg_class r on r.oid = g.tgrelid
        where r.relname = c.table_name and g.tgname = 'bump_company_data_version'
      ) as triggered
      from information_schema.columns c
      join information_schema.tables tb
        on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and c.table_name <> 'company_data_versions'
        and (c.column_name = 'company_id' or (c.table_name = 'companies' and c.column_name = 'id'))`);
    const { rows } = result as unknown as { rows: { table_name: string; triggered: boolean }[] };
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.filter((row) => !row.triggered).map((row) => row.table_name)).toEqual([]);
  });

  it('moves the version once per transaction, at commit, only for the company written', async () => {
    const before = await readCompanyVersion(t.db, one.companyId);
    const otherBefore = await readCompanyVersion(t.db, two.companyId);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update companies set name = 'Empresa Um' where id = ${one.companyId}`);
      await tx.execute(sql`update users set name = name where company_id = ${one.companyId}`);
    });
    expect(await readCompanyVersion(t.db, one.companyId)).toBe(before + 1);
    expect(await readCompanyVersion(t.db, two.companyId)).toBe(otherBefore);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update users set name = name where company_id = ${one.companyId}`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await readCompanyVersion(t.db, one.companyId)).toBe(before + 1);
  });

  it('answers each company and each user with their own data', async () => {
    await createTeam(replicaA, one.admin.headers, 'Time só da Um');
    await createTeam(replicaA, two.admin.headers, 'Time só da Dois');
    for (let round = 0; round < 3; round++) {
      expect(await teamNames(replicaA, one.admin.headers)).not.toContain('Time só da Dois');
      expect(await teamNames(replicaA, two.admin.headers)).not.toContain('Time só da Um');
      expect(await teamNames(replicaA, one.user.headers)).toContain('Time só da Um');
    }
    // A plain user is refused the admin's list even once the admin's answer is cached.
    const usersOfAdmin = await replicaA.inject({
      method: 'GET',
      url: '/api/users/',
      headers: one.admin.headers,
    });
    expect(usersOfAdmin.statusCode).toBe(200);
    const asUser = await replicaA.inject({
      method: 'GET',
      url: '/api/users/',
      headers: one.user.headers,
    });
    expect(asUser.statusCode).toBe(403);
  });

  it('sees a write committed on the other replica at once, and a direct SQL write', async () => {
    expect(await teamNames(replicaA, one.admin.headers)).not.toContain('Time pelo B');
    await createTeam(replicaB, one.admin.headers, 'Time pelo B');
    expect(await teamNames(replicaA, one.admin.headers)).toContain('Time pelo B');
    await t.db.execute(
      sql`update teams set name = 'Renomeado no banco' where name = 'Time pelo B'`,
    );
    const names = await teamNames(replicaA, one.admin.headers);
    expect(names).toContain('Renomeado no banco');
    expect(names).not.toContain('Time pelo B');
  });

  it('answers from memory while the version stands (proved with the trigger switched off)', async () => {
    // READ_CACHE=off (what `bench:http --no-read-cache` measures): every read runs its route.
    const uncached = await buildApp({ config: { ...t.config, readCache: false }, db: t.db });
    await createTeam(replicaA, one.admin.headers, 'Time em memória');
    expect(await teamNames(replicaA, one.admin.headers)).toContain('Time em memória');
    expect(await teamNames(uncached, one.admin.headers)).toContain('Time em memória');
    // A rename moves the coach's plan version too, a versioned write of its own: both off.
    await t.db.execute(sql`alter table teams disable trigger bump_company_data_version`);
    await t.db.execute(sql`alter table teams disable trigger coach_plan_changed`);
    try {
      await t.db.execute(sql`update teams set name = 'Sem versão' where name = 'Time em memória'`);
      expect(await teamNames(replicaA, one.admin.headers)).toContain('Time em memória');
      expect(await teamNames(uncached, one.admin.headers)).toContain('Sem versão');
      // Any versioned write of the company makes the change visible.
      await t.db.execute(sql`update companies set name = name where id = ${one.companyId}`);
      expect(await teamNames(replicaA, one.admin.headers)).toContain('Sem versão');
    } finally {
      await t.db.execute(sql`alter table teams enable trigger bump_company_data_version`);
      await t.db.execute(sql`alter table teams enable trigger coach_plan_changed`);
      await uncached.close();
    }
  });

  it('answers requests arriving together alike (one computes, the others wait for it)', async () => {
    await createTeam(replicaA, two.admin.headers, 'Time da rajada');
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        replicaA.inject({ method: 'GET', url: '/api/teams/?limit=99', headers: two.admin.headers }),
      ),
    );
    const bodies = new Set(burst.map((response) => response.body));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toContain('Time da rajada');
  });

  it('never answers stale or foreign data under interleaved writes and reads', async () => {
    const replicas = [replicaA, replicaB];
    const companies = [one, two];
    const written: string[][] = [[], []];
    for (let step = 0; step < 12; step++) {
      const index = step % 2;
      const company = companies[index] as FixtureCompany;
      const name = `Time ${index === 0 ? 'Um' : 'Dois'} ${step}`;
      // Reads of both companies on both replicas race the write; what they see afterwards must
      // include every write committed before they started.
      const racing = companies.flatMap((reader, readerIndex) =>
        replicas.map(async (replica) => ({
          readerIndex,
          names: await teamNames(replica, reader.admin.headers),
        })),
      );
      await Promise.all([
        createTeam(replicas[step % 3 === 0 ? 1 : 0] as App, company.admin.headers, name),
        ...racing,
      ]);
      written[index]?.push(name);
      for (const [readerIndex, reader] of companies.entries()) {
        for (const replica of replicas) {
          const names = await teamNames(replica, reader.admin.headers);
          for (const own of written[readerIndex] ?? []) expect(names).toContain(own);
          for (const foreign of written[1 - readerIndex] ?? [])
            expect(names).not.toContain(foreign);
        }
      }
      for (const { readerIndex, names } of await Promise.all(racing)) {
        for (const foreign of written[1 - readerIndex] ?? []) expect(names).not.toContain(foreign);
      }
    }
  });
});
