import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createObjective } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import type { Mailer } from '../mail/mailer';
import { keyResults } from '../objectives/objectives.table';
import { users } from '../users/users.table';
import { REMINDERS_JOB } from './reminders.jobs';
import { runReminders } from './reminders.service';
import { reminderSends } from './reminders.table';
import { createReminderCompany, emailsTo, MONDAY_9AM, WEEK_MS } from './reminders.test-data';

let t: TestApp;
const clock = testClock(MONDAY_9AM);
const deps = () => ({ db: t.db, mailer: t.app.mailer, config: t.config });

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

/** A company where Pessoa 1 owes two key results, has checked one in, and owns a draft's. */
async function companyWithPendingWork(options: Parameters<typeof createReminderCompany>[1] = {}) {
  const company = await createReminderCompany(t, { users: 3, ...options });
  const [first, second, third] = company.users;
  if (!first || !second || !third) throw new Error('three users expected');
  const objective = await createObjective(t, {
    companyId: company.companyId,
    cycleId: company.cycle.id,
    ownerId: first.id,
    title: 'Crescer com clientes felizes',
    keyResults: [
      { title: 'NPS acima de 70' },
      { title: 'Churn abaixo de 2%' },
      { title: 'Já atualizado' },
      { title: 'De quem saiu', ownerId: third.id },
    ],
  });
  await createObjective(t, {
    companyId: company.companyId,
    cycleId: company.cycle.id,
    ownerId: second.id,
    status: 'draft',
    keyResults: [{ title: 'Rascunho' }],
  });
  const [nps, churn, done] = objective.keyResultIds;
  // Checked in this week (the week began at local midnight, 03:00 UTC).
  await t.db
    .update(keyResults)
    .set({ lastCheckInAt: new Date(MONDAY_9AM.getTime() - 3_600_000) })
    .where(eq(keyResults.id, done as string));
  await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, third.id));
  return { company, first, second, third, nps, churn, done };
}

describe('check-in reminders', () => {
  it('sends one e-mail to each person owing check-ins, listing those key results with their links', async () => {
    const { first, second, third, nps, churn } = await companyWithPendingWork();
    clock.set(MONDAY_9AM);
    await runReminders(deps(), MONDAY_9AM);

    const [mail, ...others] = await emailsTo(t, first.email, 'check_in_reminder');
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Hoje é dia de check-in: 2 resultados-chave aguardam você');
    expect(mail?.text).toContain('NPS acima de 70');
    expect(mail?.text).toContain('Churn abaixo de 2%');
    expect(mail?.text).not.toContain('Já atualizado');
    expect(mail?.text).toContain(`http://rumo.test/check-in?kr=${nps}`);
    expect(mail?.html).toContain(`href="http://rumo.test/check-in?kr=${churn}"`);
    expect(mail?.text).toContain('http://rumo.test/notificacoes/cancelar?token=');
    // A draft objective's key result and a disabled person get nothing.
    expect(await emailsTo(t, second.email, 'check_in_reminder')).toEqual([]);
    expect(await emailsTo(t, third.email, 'check_in_reminder')).toEqual([]);
  });

  it('sends once per person and week: run twice, by two app instances at once, and by the queue', async () => {
    const { first } = await companyWithPendingWork();
    const other = await buildApp({ config: t.config, db: t.db, now: clock.now });
    try {
      await other.ready();
      const otherDeps = { db: other.db, mailer: other.mailer, config: other.config };
      await Promise.all([runReminders(deps(), MONDAY_9AM), runReminders(otherDeps, MONDAY_9AM)]);
      await runReminders(deps(), new Date(MONDAY_9AM.getTime() + 3_600_000));
      clock.set(new Date(MONDAY_9AM.getTime() + 7_200_000));
      await t.app.jobs.send(REMINDERS_JOB, {});
      expect(await t.app.jobs.drain(REMINDERS_JOB)).toBe(1);
    } finally {
      await other.close();
    }
    expect(await emailsTo(t, first.email, 'check_in_reminder')).toHaveLength(1);

    // The next check-in day brings the next one, through the job queue and the app's clock.
    clock.set(new Date(MONDAY_9AM.getTime() + WEEK_MS));
    await t.app.jobs.send(REMINDERS_JOB, {});
    expect(await t.app.jobs.drain(REMINDERS_JOB)).toBe(1);
    expect(await emailsTo(t, first.email, 'check_in_reminder')).toHaveLength(2);
  });

  it('never records a send without its e-mail: after a crash the next run sends it', async () => {
    const { first } = await companyWithPendingWork();
    // The process dies once the e-mail is queued, before the transaction commits.
    const crashing: Mailer = {
      async send(db, message) {
        await t.app.mailer.send(db, message);
        throw new Error('crash after queueing the e-mail');
      },
    };
    await expect(runReminders({ ...deps(), mailer: crashing }, MONDAY_9AM)).rejects.toThrow(
      'crash after queueing',
    );
    expect(await emailsTo(t, first.email, 'check_in_reminder')).toEqual([]);
    const sends = await t.db.select().from(reminderSends).where(eq(reminderSends.userId, first.id));
    expect(sends).toEqual([]);

    await runReminders(deps(), new Date(MONDAY_9AM.getTime() + 3_600_000));
    expect(await emailsTo(t, first.email, 'check_in_reminder')).toHaveLength(1);
  });

  it('waits for the check-in day and 08:00 in the company time zone', async () => {
    const tokyo = await companyWithPendingWork({ timeZone: 'Asia/Tokyo' });
    const saoPaulo = await companyWithPendingWork();
    // Sunday 22:30 UTC is Monday 07:30 in Tokyo: not yet.
    await runReminders(deps(), new Date('2030-03-03T22:30:00Z'));
    expect(await emailsTo(t, tokyo.first.email, 'check_in_reminder')).toHaveLength(0);
    // Sunday 23:30 UTC is Monday 08:30 in Tokyo, still Sunday in São Paulo.
    await runReminders(deps(), new Date('2030-03-03T23:30:00Z'));
    expect(await emailsTo(t, tokyo.first.email, 'check_in_reminder')).toHaveLength(1);
    expect(await emailsTo(t, saoPaulo.first.email, 'check_in_reminder')).toHaveLength(0);
    // Tuesday is not a check-in day for either.
    await runReminders(deps(), new Date('2030-03-05T12:00:00Z'));
    expect(await emailsTo(t, saoPaulo.first.email, 'check_in_reminder')).toHaveLength(0);
  });

  it('skips companies without access: no subscription, or an ended trial', async () => {
    const none = await companyWithPendingWork({ trial: false });
    const ended = await companyWithPendingWork({
      trialFrom: new Date(MONDAY_9AM.getTime() - 90 * 86_400_000),
    });
    await runReminders(deps(), MONDAY_9AM);
    expect(await emailsTo(t, none.first.email, 'check_in_reminder')).toEqual([]);
    expect(await emailsTo(t, ended.first.email, 'check_in_reminder')).toEqual([]);
  });
});

describe('notification preferences', () => {
  it('are on by default, saved from Meu Perfil, and an opted-out person gets nothing', async () => {
    const { first } = await companyWithPendingWork();
    const url = '/api/profile/notifications';
    const read = await t.app.inject({ method: 'GET', url, headers: first.headers });
    expect(read.json()).toEqual({ checkInReminder: true, weeklyDigest: true });
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: first.headers,
      payload: { checkInReminder: false, weeklyDigest: true },
    });
    expect(saved.json()).toEqual({ checkInReminder: false, weeklyDigest: true });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    await runReminders(deps(), MONDAY_9AM);
    expect(await emailsTo(t, first.email, 'check_in_reminder')).toEqual([]);
  });

  it('turn off through the e-mail link, signed out; a forged token is refused', async () => {
    const { first } = await companyWithPendingWork();
    await runReminders(deps(), MONDAY_9AM);
    const [mail] = await emailsTo(t, first.email, 'check_in_reminder');
    const token = /cancelar\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const url = '/api/notifications/unsubscribe';

    const forged = token.replace('check_in', 'digest');
    const refused = await t.app.inject({ method: 'POST', url, payload: { token: forged } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('link de cancelamento é inválido');

    const done = await t.app.inject({ method: 'POST', url, payload: { token } });
    expect(done.json()).toEqual({ kind: 'check_in' });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/profile/notifications',
      headers: first.headers,
    });
    expect(read.json()).toEqual({ checkInReminder: false, weeklyDigest: true });

    await runReminders(deps(), new Date(MONDAY_9AM.getTime() + WEEK_MS));
    expect(await emailsTo(t, first.email, 'check_in_reminder')).toHaveLength(1);
  });
});
