import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObjective } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { createKpi, kpiBody, kpiCall } from '../kpis/kpis.test-data';
import { REMINDERS_JOB } from './reminders.jobs';
import { createReminderCompany, emailsTo, MONDAY_9AM } from './reminders.test-data';

let t: TestApp;
const clock = testClock(MONDAY_9AM);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

/** Runs the reminder job at `at` through the queue, with the app's clock there. */
async function runAt(at: Date) {
  clock.set(at);
  await t.app.jobs.send(REMINDERS_JOB, {});
  await t.app.jobs.drain(REMINDERS_JOB);
}

/** Monday 1 April 2030, 09:00 in São Paulo: a check-in day on the first day of a month and quarter. */
const APRIL_FIRST_9AM = new Date('2030-04-01T12:00:00Z');

describe('KPI reminders on the check-in day', () => {
  it('lists, in one e-mail per owner, the KPIs whose current period has no value yet', async () => {
    clock.set(MONDAY_9AM);
    const company = await createReminderCompany(t, { users: 2 });
    const [first, second] = company.users;
    if (!first || !second) throw new Error('two users expected');
    const kpi = (name: string, ownerId: string, period: 'weekly' | 'monthly' | 'quarterly') =>
      createKpi(t, company.admin, kpiBody(ownerId, { name, period }));
    // Pessoa 1: a weekly and a monthly KPI without values, one monthly with March's value, and
    // a key result without a check-in: all in one e-mail.
    await kpi('Propostas semanais', first.id, 'weekly');
    await kpi('Churn de março', first.id, 'monthly');
    const recorded = await kpi('NPS mensal', first.id, 'monthly');
    await kpiCall(t, 'PUT', `/api/kpis/${recorded}/values`, first, {
      periodStart: '2030-03-01',
      value: 60,
    });
    await createObjective(t, {
      companyId: company.companyId,
      cycleId: company.cycle.id,
      ownerId: first.id,
      keyResults: [{ title: 'Fechar 20 contratos' }],
    });
    // Pessoa 2: a quarterly KPI (value recorded) and an archived one: nothing to remind.
    const quarterly = await kpi('Receita trimestral', second.id, 'quarterly');
    await kpiCall(t, 'PUT', `/api/kpis/${quarterly}/values`, second, {
      periodStart: '2030-02-15',
      value: 70,
    });
    const archived = await kpi('Antigo', second.id, 'weekly');
    await kpiCall(t, 'PUT', `/api/kpis/${archived}/archived`, company.admin, { archived: true });

    await runAt(MONDAY_9AM);
    await runAt(new Date(MONDAY_9AM.getTime() + 3_600_000));
    const [mail, ...others] = await emailsTo(t, first.email, 'check_in_reminder');
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Hoje é dia de check-in: 1 resultado-chave aguarda você');
    expect(mail?.text).toContain('Fechar 20 contratos');
    expect(mail?.text).toContain('Seus indicadores sem valor');
    expect(mail?.text).toContain('Propostas semanais');
    expect(mail?.text).toContain('Churn de março');
    expect(mail?.text).not.toContain('NPS mensal');
    expect(mail?.html).toContain('href="http://rumo.test/indicadores/');
    expect(await emailsTo(t, second.email, 'check_in_reminder')).toEqual([]);

    // 1 April: the month and the quarter just began (a few days' grace), the week too: only
    // the weekly KPI is due; Pessoa 1 still owes the key result. Pessoa 2 still owes nothing.
    await runAt(APRIL_FIRST_9AM);
    const april = (await emailsTo(t, first.email, 'check_in_reminder')).at(-1);
    expect(april?.text).toContain('Propostas semanais');
    expect(april?.text).not.toContain('Churn de março');
    expect(april?.text).toContain('Seu indicador sem valor');
    expect(await emailsTo(t, second.email, 'check_in_reminder')).toEqual([]);
  });

  it('reminds a KPI owner with no key result, and a recorded week stops it', async () => {
    clock.set(MONDAY_9AM);
    const company = await createReminderCompany(t, { users: 1 });
    const owner = company.user;
    const id = await createKpi(t, company.admin, kpiBody(owner.id, { period: 'weekly' }));

    await runAt(MONDAY_9AM);
    const [mail] = await emailsTo(t, owner.email, 'check_in_reminder');
    expect(mail?.subject).toBe('Hoje é dia de check-in: 1 indicador aguarda o valor do período');
    expect(mail?.text).toContain('Abrir os indicadores');
    expect(mail?.text).toContain(`http://rumo.test/indicadores/${id}`);

    // The next week's value is in before its check-in day: no e-mail that week.
    await kpiCall(t, 'PUT', `/api/kpis/${id}/values`, owner, {
      periodStart: '2030-03-11',
      value: 5,
    });
    await runAt(new Date(MONDAY_9AM.getTime() + 7 * 86_400_000));
    expect(await emailsTo(t, owner.email, 'check_in_reminder')).toHaveLength(1);
  });
});
