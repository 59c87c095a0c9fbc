import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { COMPANY_DELETION_GRACE_DAYS } from '@rumo/shared/privacy/contracts';
import { privacyMessages } from '@rumo/shared/privacy/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastEmailTo } from '../../test/mailbox';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { purgeDueCompanies } from './company-deletion.service';
import { COMPANY_TABLES } from './company-tables';
import { createFullCompany } from './privacy-fixtures';
import { PURGE_CRON, PURGE_JOB } from './purge-schedule';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('company deletion (LGPD)', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const request = (
    method: 'GET' | 'POST' | 'DELETE',
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url: '/api/privacy/company-deletion', headers, payload });

  /** Rows of every company table (and the sign-in tables) that still belong to the company. */
  async function recordsLeft(companyId: string): Promise<Record<string, number>> {
    const left: Record<string, number> = {};
    for (const { name } of COMPANY_TABLES) {
      const result = await t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(name)} where company_id = ${companyId}`,
      );
      left[name] = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
    }
    return left;
  }

  it('asks for the typed company name, schedules 30 days ahead, tells the admins, and can be undone', async () => {
    const company = await createFullCompany(t, 'Acme Exclusão');
    const { admin, user } = company;
    const wrong = await request('POST', admin.headers, { companyName: 'Acme' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'COMPANY_NAME_MISMATCH',
      message: privacyMessages.nameMismatch,
    });
    expect((await request('POST', user.headers, { companyName: 'Acme Exclusão' })).statusCode).toBe(
      403,
    );

    // The grace period counts from the app clock (a day ahead here), not the system's.
    clock.advanceDays(1);
    const scheduled = await request('POST', admin.headers, { companyName: '  acme exclusão ' });
    expect(scheduled.statusCode).toBe(200);
    const { deletion } = scheduled.json();
    expect(Date.parse(deletion.scheduledFor)).toBe(
      clock.now().getTime() + COMPANY_DELETION_GRACE_DAYS * DAY_MS,
    );
    expect(deletion.requestedBy).toBe('Admin 1');
    for (const each of company.admins) {
      const email = await lastEmailTo(t, each.email);
      expect(email.template).toBe('company_deletion_scheduled');
      expect(email.text).toContain('Admin 1 pediu a exclusão da empresa Acme Exclusão');
    }
    expect(
      (await request('POST', admin.headers, { companyName: 'Acme Exclusão' })).statusCode,
    ).toBe(409);
    // Everyone sees the pending deletion (the app shows a banner); the app keeps working.
    expect((await request('GET', user.headers)).json().deletion.scheduledFor).toBe(
      deletion.scheduledFor,
    );

    expect((await request('DELETE', user.headers)).statusCode).toBe(403);
    const undone = await request('DELETE', company.admins[1]?.headers ?? {});
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ companyName: 'Acme Exclusão', deletion: null });
    expect((await lastEmailTo(t, admin.email)).template).toBe('company_deletion_canceled');
    expect((await request('DELETE', admin.headers)).statusCode).toBe(404);
    expect((await request('GET', user.headers)).json()).toEqual({
      companyName: 'Acme Exclusão',
      deletion: null,
    });
  });

  it('purges every record and upload of the company after the grace period, and nothing else', async () => {
    const doomed = await createFullCompany(t, 'Condenada');
    const kept = await createFullCompany(t, 'Mantida');
    const keptBefore = await recordsLeft(kept.companyId);
    const uploadsDir = t.app.config.uploadsDir;
    const files = async () =>
      (await readdir(uploadsDir, { recursive: true })).filter((f) => f.includes('.'));
    const filesBefore = await files();
    const logo = (
      await t.app.inject({ method: 'GET', url: '/api/settings', headers: doomed.admin.headers })
    ).json().logo;
    expect(existsSync(join(uploadsDir, logo))).toBe(true);

    const scheduled = await request('POST', doomed.admin.headers, { companyName: 'Condenada' });
    const scheduledFor = Date.parse(scheduled.json().deletion.scheduledFor);
    expect(
      await purgeDueCompanies(t.db, { now: new Date(scheduledFor - DAY_MS), uploadsDir }),
    ).toEqual([]);
    expect(Object.values(await recordsLeft(doomed.companyId)).every((n) => n > 0 || n === 0)).toBe(
      true,
    );

    // Two replicas purging at once remove the company once.
    const runs = await Promise.all([
      purgeDueCompanies(t.db, { now: new Date(scheduledFor + 1000), uploadsDir }),
      purgeDueCompanies(t.db, { now: new Date(scheduledFor + 1000), uploadsDir }),
    ]);
    expect(runs.flat()).toEqual([doomed.companyId]);

    expect(Object.values(await recordsLeft(doomed.companyId)).every((n) => n === 0)).toBe(true);
    const emails = doomed.admins.concat(doomed.users).map((person) => person.email);
    const leftovers = await t.db.execute(sql`
      select (select count(*) from companies where id = ${doomed.companyId})::int as companies,
        (select count(*) from email_outbox where to_address in (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )}))::int as emails,
        (select count(*) from users where email in (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )}))::int as users`);
    expect((leftovers as unknown as { rows: object[] }).rows[0]).toEqual({
      companies: 0,
      emails: 0,
      users: 0,
    });
    expect(existsSync(join(uploadsDir, logo))).toBe(false);
    expect((await files()).length).toBe(filesBefore.length - 2);
    // Signed-in people of the purged company are out.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: doomed.user.headers }))
        .statusCode,
    ).toBe(401);

    expect(await recordsLeft(kept.companyId)).toEqual(keptBefore);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/settings', headers: kept.user.headers }))
        .statusCode,
    ).toBe(200);
  });
  it('runs the purge hourly on the job queue', async () => {
    const doomed = await createFullCompany(t, 'Vencida');
    await request('POST', doomed.admin.headers, { companyName: 'Vencida' });
    // Nothing due yet: the job runs and leaves the company alone.
    await t.app.jobs.send(PURGE_JOB, {});
    expect(await t.app.jobs.drain(PURGE_JOB)).toBe(1);
    const companyRows = async () =>
      (
        (await t.db.execute(
          sql`select count(*)::int as n from companies where id = ${doomed.companyId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    expect(await companyRows()).toBe(1);
    // The queue started with the first job and wrote the feature's schedule.
    const schedule = await t.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${PURGE_JOB}`,
    );
    expect((schedule as unknown as { rows: object[] }).rows).toEqual([
      { cron: PURGE_CRON, timezone: 'UTC' },
    ]);

    // The grace period ends (moved back instead of waiting 30 days): the next run purges.
    await t.db.execute(sql`update company_deletions set scheduled_for = now() - interval '1 minute'
      where company_id = ${doomed.companyId}`);
    await t.app.jobs.send(PURGE_JOB, {});
    expect(await t.app.jobs.drain(PURGE_JOB)).toBe(1);
    expect(Object.values(await recordsLeft(doomed.companyId)).every((n) => n === 0)).toBe(true);
    expect(await companyRows()).toBe(0);
  });
});
