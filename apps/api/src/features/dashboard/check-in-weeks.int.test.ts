import { checkInDue } from '@rumo/shared/okr/check-in-due';
import { currentCheckInWeek, todayInTimeZone } from '@rumo/shared/okr/week';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import { insertCheckInRow, setKeyResultState } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { issueSession } from '../auth/auth.service';
import { DEFAULT_COMPANY_SETTINGS } from '../settings/public';

// The dashboard's "sem check-in na semana" reads key_result_check_in_weeks, counts kept on write
// by triggers (migration check_in_weeks). Here those counts are checked against the TypeScript
// rules (currentCheckInWeek, checkInDue) applied to every key result, after each kind of write.

const ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Noronha',
  'America/New_York',
  'Europe/Lisbon',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'UTC',
];

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? result : ((result as { rows: Row[] }).rows ?? []);
const instant = (value: unknown) => new Date(value as string | Date);

describe('check-in weeks kept on write', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let u1: TestUser;
  let u2: TestUser;
  const clock = testClock();
  const ids: Record<string, string> = {};
  let keyResultIds: string[] = [];

  /** Sessions expire as the clock moves days ahead: everyone signs in again. */
  async function signInAgain() {
    for (const user of [acme.admin, u1, u2]) {
      const { token } = await issueSession(t.db, t.app, user.id);
      user.headers = { authorization: `Bearer ${token}` };
    }
  }

  const post = (user: TestUser, keyResultId: string, value: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/key-results/${keyResultId}/check-ins`,
      headers: user.headers,
      payload: { value, confidence: 'on_track' },
    });

  /** Per owner, the key results owing this week's check-in: by the kept counts. */
  async function kept(cycleId: string): Promise<Record<string, number>> {
    const [row] = rowsOf(
      await t.db.execute(sql`
        select rumo_company_week_start(${acme.companyId}::uuid, ${clock.now().toISOString()}::timestamptz) as ws`),
    );
    const rows = rowsOf(
      await t.db.execute(sql`
        select owner_id, sum(n)::int as n from key_result_check_in_weeks
        where cycle_id = ${cycleId} and week_start < ${instant(row?.ws).toISOString()}::timestamptz
        group by owner_id having sum(n) <> 0`),
    );
    return Object.fromEntries(rows.map((r) => [r.owner_id as string, Number(r.n)]));
  }

  /** The same, from every key result with the TypeScript rule. */
  async function expected(cycleId: string): Promise<Record<string, number>> {
    const [settings] = rowsOf(
      await t.db.execute(sql`
        select check_in_week_day, time_zone from company_settings where company_id = ${acme.companyId}`),
    );
    const weekDay = Number(settings?.check_in_week_day ?? DEFAULT_COMPANY_SETTINGS.checkInWeekDay);
    const timeZone = String(settings?.time_zone ?? DEFAULT_COMPANY_SETTINGS.timeZone);
    const week = currentCheckInWeek(clock.now(), weekDay, timeZone);
    const rows = rowsOf(
      await t.db.execute(sql`
        select kr.owner_id, kr.last_check_in_at, kr.created_at, c.start_date
        from key_results kr join objectives o on o.id = kr.objective_id
        join cycles c on c.id = o.cycle_id
        where o.cycle_id = ${cycleId} and o.status = 'active'`),
    );
    const counts: Record<string, number> = {};
    for (const row of rows) {
      const last = row.last_check_in_at === null ? null : instant(row.last_check_in_at);
      const due = checkInDue(
        { lastCheckInAt: last, createdAt: instant(row.created_at), cycleStart: '2000-01-01' },
        clock.now(),
        { checkInWeekDay: weekDay, timeZone },
      );
      // Owed this week = not done (the dashboard's rule: no check-in since the week began).
      expect(due.state === 'done').toBe(last !== null && last >= week.start);
      if (due.state === 'done') continue;
      const owner = row.owner_id as string;
      counts[owner] = (counts[owner] ?? 0) + 1;
    }
    return counts;
  }

  async function agree() {
    for (const cycleId of [ids.cycle ?? '', ids.next ?? '']) {
      expect(await kept(cycleId)).toEqual(await expected(cycleId));
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
    [u1, u2] = acme.users as [TestUser, TestUser];
    const cycle = await createCycle(t, acme.companyId, {
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      status: 'active',
    });
    const next = await createCycle(t, acme.companyId, {
      startDate: '2027-01-01',
      endDate: '2027-03-31',
      status: 'planning',
    });
    ids.cycle = cycle.id;
    ids.next = next.id;
    const base = { companyId: acme.companyId, cycleId: cycle.id, ownerId: acme.admin.id };
    const o1 = await createObjective(t, {
      ...base,
      keyResults: [{ ownerId: u1.id }, { ownerId: u1.id }, { ownerId: u2.id }],
    });
    const o2 = await createObjective(t, {
      ...base,
      keyResults: [{ ownerId: u2.id }, { ownerId: acme.admin.id }],
    });
    ids.o1 = o1.id;
    ids.o2 = o2.id;
    keyResultIds = [...o1.keyResultIds, ...o2.keyResultIds];
  });

  afterAll(async () => {
    await t?.close();
  });

  it('dates weeks in SQL exactly as currentCheckInWeek does, in every zone and week day', async () => {
    const cases: { at: string; weekDay: number; zone: string }[] = [];
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const from = Date.parse('2016-01-01T00:00:00Z');
    const to = Date.parse('2031-01-01T00:00:00Z');
    for (const zone of ZONES) {
      for (let i = 0; i < 300; i++) {
        const at = new Date(from + Math.floor(random() * (to - from))).toISOString();
        cases.push({ at, weekDay: i % 7, zone });
      }
      // Around local midnights: the minutes either side of a week's start.
      for (let weekDay = 0; weekDay < 7; weekDay++) {
        const start = currentCheckInWeek(new Date('2026-03-10T12:00:00Z'), weekDay, zone).start;
        for (const offset of [-60_000, -1, 0, 1, 60_000]) {
          cases.push({ at: new Date(start.getTime() + offset).toISOString(), weekDay, zone });
        }
      }
    }
    const rows = rowsOf(
      await t.db.execute(sql`
        select ord, rumo_week_start_of(at, week_day, zone) as ws
        from unnest(${`{${cases.map((c) => c.at).join(',')}}`}::timestamptz[],
          ${`{${cases.map((c) => c.weekDay).join(',')}}`}::int[],
          ${`{${cases.map((c) => c.zone).join(',')}}`}::text[]) with ordinality as x(at, week_day, zone, ord)
        order by ord`),
    );
    expect(rows).toHaveLength(cases.length);
    const mismatches = cases.flatMap((c, index) => {
      const want = currentCheckInWeek(new Date(c.at), c.weekDay, c.zone).start.toISOString();
      const got = instant(rows[index]?.ws).toISOString();
      return want === got ? [] : [{ ...c, want, got }];
    });
    expect(mismatches).toEqual([]);
  });

  it('uses the default check-in day and time zone of a company without settings', async () => {
    await t.db.execute(sql`delete from company_settings where company_id = ${acme.companyId}`);
    const at = '2026-11-18T02:30:00.000Z';
    const [row] = rowsOf(
      await t.db.execute(
        sql`select rumo_company_week_start(${acme.companyId}::uuid, ${at}::timestamptz) as ws`,
      ),
    );
    const { checkInWeekDay, timeZone } = DEFAULT_COMPANY_SETTINGS;
    expect(instant(row?.ws).toISOString()).toBe(
      currentCheckInWeek(new Date(at), checkInWeekDay, timeZone).start.toISOString(),
    );
    await agree();
  });

  it('stays right through check-ins written, changed and removed', async () => {
    const [k1, k2, k3] = keyResultIds as [string, string, string];
    expect((await post(u1, k1, 10)).statusCode).toBe(201);
    expect((await post(u2, k3, 10)).statusCode).toBe(201);
    await agree();
    const second = await post(u1, k2, 5);
    expect(second.statusCode).toBe(201);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/check-ins/${second.json().id}`,
      headers: u1.headers,
      payload: { value: 7, confidence: 'at_risk' },
    });
    expect(changed.statusCode).toBe(200);
    await agree();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/check-ins/${second.json().id}`,
      headers: u1.headers,
    });
    expect(removed.statusCode).toBe(204);
    await agree();
  });

  it('follows the week turning without any write, and a new week day or time zone', async () => {
    const settle = (weekDay: number, timeZone: string) =>
      t.db.execute(sql`
        insert into company_settings (company_id, check_in_week_day, time_zone)
        values (${acme.companyId}, ${weekDay}, ${timeZone})
        on conflict (company_id) do update set check_in_week_day = ${weekDay}, time_zone = ${timeZone}`);
    const today = new Date(
      `${todayInTimeZone(clock.now(), 'America/Sao_Paulo')}T12:00:00Z`,
    ).getUTCDay();
    // The week began 6 days ago, then today: this week's check-ins move to a later week.
    await settle((today + 1) % 7, 'America/Sao_Paulo');
    const [k1, k2] = keyResultIds as [string, string];
    expect((await post(u1, k2, 30)).statusCode).toBe(201);
    await agree();
    await settle(today, 'America/Sao_Paulo');
    await agree();
    clock.advanceDays(7);
    await agree();
    await signInAgain();
    expect((await post(u1, k1, 20)).statusCode).toBe(201);
    await agree();
    await t.db.execute(sql`
      insert into company_settings (company_id, check_in_week_day, time_zone)
      values (${acme.companyId}, 4, 'Asia/Kolkata')
      on conflict (company_id) do update set check_in_week_day = 4, time_zone = 'Asia/Kolkata'`);
    await agree();
    for (const hours of [20, 30, 50, 100]) {
      clock.advanceMs(hours * 3_600_000);
      await agree();
    }
    await t.db.execute(
      sql`update company_settings set check_in_week_day = 1, time_zone = 'America/Sao_Paulo' where company_id = ${acme.companyId}`,
    );
    await agree();
  });

  it('follows key results deleted, moved and given away, and objectives archived or moved', async () => {
    await signInAgain();
    const [k1, , k3, k4] = keyResultIds as [string, string, string, string];
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/key-results/${k4}`,
      headers: acme.admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    await agree();
    await t.db.execute(sql`update key_results set owner_id = ${u2.id} where id = ${k1}`);
    await agree();
    await t.db.execute(sql`update key_results set objective_id = ${ids.o2 ?? ''} where id = ${k3}`);
    await agree();
    await t.db.execute(sql`update objectives set status = 'closed' where id = ${ids.o2 ?? ''}`);
    await agree();
    await t.db.execute(sql`update objectives set status = 'active' where id = ${ids.o2 ?? ''}`);
    await t.db.execute(
      sql`update objectives set cycle_id = ${ids.next ?? ''} where id = ${ids.o1 ?? ''}`,
    );
    await agree();
    await t.db.execute(sql`update users set status = 'disabled' where id = ${u2.id}`);
    await agree();
  });

  it('shows a member no count of key results they may not see', async () => {
    const privateObjective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: ids.cycle ?? '',
      ownerId: acme.admin.id,
      private: true,
      keyResults: [{ ownerId: acme.admin.id }, { ownerId: acme.admin.id }],
    });
    const [hiddenKr] = privateObjective.keyResultIds as [string];
    // A confidence drop on it: the admin sees it on the dashboard, the member does not.
    await insertCheckInRow(t, {
      companyId: acme.companyId,
      keyResultId: hiddenKr,
      authorId: acme.admin.id,
      value: 1,
      confidence: 'at_risk',
      previousConfidence: 'on_track',
      date: todayInTimeZone(new Date(), 'America/Sao_Paulo'),
      createdAt: new Date(Date.now() - 60_000),
    });
    await setKeyResultState(t, hiddenKr, { confidence: 'at_risk' });
    const dashboardOf = async (user: TestUser) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/dashboard',
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as {
        missingCheckIns: { id: string; pendingCount: number }[];
        confidenceDrops: { id: string }[];
      };
    };
    const drops = async (user: TestUser) =>
      (await dashboardOf(user)).confidenceDrops.map((drop) => drop.id);
    expect(await drops(acme.admin)).toContain(hiddenKr);
    expect(await drops(u1)).not.toContain(hiddenKr);
    const missing = async (user: TestUser) =>
      Object.fromEntries(
        (await dashboardOf(user)).missingCheckIns.map((m) => [m.id, m.pendingCount]),
      );
    const all = await expected(ids.cycle ?? '');
    expect(await missing(acme.admin)).toEqual(all);
    const adminOwes = all[acme.admin.id] ?? 0;
    expect(adminOwes).toBeGreaterThanOrEqual(2);
    const seenByMember = { ...all, [acme.admin.id]: adminOwes - 2 };
    if (seenByMember[acme.admin.id] === 0) delete seenByMember[acme.admin.id];
    expect(await missing(u1)).toEqual(seenByMember);
  });

  it('holds at most one row per active key result, however many weeks of check-ins pass', async () => {
    // The capacity model counts this table as state, not history (decision 0048).
    const cycleId = ids.cycle ?? '';
    const active = rowsOf(
      await t.db.execute(sql`
        select kr.id from key_results kr join objectives o on o.id = kr.objective_id
        where o.cycle_id = ${cycleId} and o.status = 'active' order by kr.id`),
    ).map((row) => row.id as string);
    expect(active.length).toBeGreaterThanOrEqual(4);
    const rowsKept = async () =>
      rowsOf(
        await t.db.execute(sql`
          select count(*)::int as rows, count(*) filter (where n = 0)::int as empty
          from key_result_check_in_weeks where cycle_id = ${cycleId}`),
      )[0];
    for (let week = 20; week >= 1; week--) {
      // Every other week half the key results are checked in, so they spread over weeks.
      const checkedIn = active.filter((_, index) => (index + week) % 2 === 0 || week % 5 === 0);
      const at = new Date(clock.now().getTime() - week * 7 * 86_400_000);
      await t.db.execute(sql`
        update key_results set last_check_in_at = ${at.toISOString()}::timestamptz
        where id in (${sql.join(
          checkedIn.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
      const kept = await rowsKept();
      expect(Number(kept?.rows)).toBeLessThanOrEqual(active.length);
      expect(Number(kept?.empty)).toBe(0);
    }
    await agree();
  });
});
