import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { createKpi, kpiBody, kpiCall } from '../kpis/kpis.test-data';
import { REMINDERS_JOB } from './reminders.jobs';
import { createReminderCompany, emailsTo, MONDAY_9AM } from './reminders.test-data';

// The period boundaries of KPI reminders (decision 0035): the current period, holding the
// company's date in America/Sao_Paulo; monthly and quarterly KPIs only from
// KPI_REMINDER_GRACE_DAYS (3) days into it, that is from its 4th day.

let t: TestApp;
const clock = testClock(MONDAY_9AM);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

async function runAt(at: Date) {
  clock.set(at);
  await t.app.jobs.send(REMINDERS_JOB, {});
  await t.app.jobs.drain(REMINDERS_JOB);
}

/**
 * A company, started on `day` (within its trial after), whose only user owns these KPIs and no
 * key result: an e-mail means a KPI is due.
 */
async function ownerOf(day: string, kpis: { name: string; period: 'monthly' | 'quarterly' }[]) {
  const from = new Date(`${day}T12:00:00Z`);
  clock.set(from);
  const company = await createReminderCompany(t, { users: 1, trialFrom: from });
  const ids: string[] = [];
  for (const kpi of kpis) {
    ids.push(await createKpi(t, company.admin, kpiBody(company.user.id, kpi)));
  }
  return { owner: company.user, ids };
}

describe('KPI reminder periods', () => {
  it('leaves a month alone on its 3rd day and reminds it from its 4th', async () => {
    const early = await ownerOf('2030-06-01', [{ name: 'Churn mensal', period: 'monthly' }]);
    // Monday 3 June 2030, 09:00 in São Paulo: June's 3rd day, within the grace.
    await runAt(new Date('2030-06-03T12:00:00Z'));
    expect(await emailsTo(t, early.owner.email, 'check_in_reminder')).toEqual([]);

    const due = await ownerOf('2030-11-01', [{ name: 'Churn mensal', period: 'monthly' }]);
    // Monday 4 November 2030: November's 4th day, its value is due.
    await runAt(new Date('2030-11-04T12:00:00Z'));
    const [mail] = await emailsTo(t, due.owner.email, 'check_in_reminder');
    expect(mail?.text).toContain('Churn mensal');
  });

  it("counts the company's date, not UTC's, at the turn of a month and a quarter", async () => {
    const { owner, ids } = await ownerOf('2030-09-20', [
      { name: 'Churn de setembro', period: 'monthly' },
      { name: 'Receita do 3º tri', period: 'quarterly' },
      { name: 'NPS do 3º tri', period: 'quarterly' },
    ]);
    await kpiCall(t, 'PUT', `/api/kpis/${ids[2]}/values`, owner, {
      periodStart: '2030-07-01',
      value: 70,
    });
    // Monday 30 September 2030, 22:00 in São Paulo (1 October, 01:00 UTC): still September and
    // the third quarter there, past their grace; in UTC both would be in their 1st day.
    await runAt(new Date('2030-10-01T01:00:00Z'));
    const [mail] = await emailsTo(t, owner.email, 'check_in_reminder');
    expect(mail?.text).toContain('Churn de setembro');
    expect(mail?.text).toContain('Receita do 3º tri');
    expect(mail?.text).not.toContain('NPS do 3º tri');
  });
});
