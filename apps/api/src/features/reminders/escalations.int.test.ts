import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObjective, createTeam } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { keyResults, objectives } from '../objectives/public';
import { companySettings } from '../settings/public';
import { runEscalations } from './escalations.service';
import { createReminderCompany, emailsTo, MONDAY_9AM } from './reminders.test-data';

// Monday 4 March 2030 is the check-in day; with 2 days, a miss escalates from Thursday on.
const LAST_THURSDAY = new Date('2030-02-28T15:00:00Z');
const WEDNESDAY = new Date('2030-03-06T12:15:00Z');
const THURSDAY = new Date('2030-03-07T12:15:00Z');

let t: TestApp;
const clock = testClock(THURSDAY);
const deps = () => ({ db: t.db, mailer: t.app.mailer, config: t.config });

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

/** A lead whose member owes three key results (and checked a fourth in), a member with no team. */
async function companyWithMisses(escalateAfter: number | null) {
  const company = await createReminderCompany(t, { users: 3, admins: 2 });
  const [lead, member, loner] = company.users as [
    (typeof company.users)[number],
    (typeof company.users)[number],
    (typeof company.users)[number],
  ];
  await t.db
    .update(companySettings)
    .set({ escalateCheckInsAfterDays: escalateAfter })
    .where(eq(companySettings.companyId, company.companyId));
  await createTeam(t, company.companyId, {
    name: 'Vendas',
    memberIds: [member.id, lead.id],
    leaderId: lead.id,
  });
  const base = { companyId: company.companyId, cycleId: company.cycle.id };
  const objective = await createObjective(t, {
    ...base,
    ownerId: member.id,
    title: 'Vender mais',
    keyResults: [
      { title: 'Receita nova' },
      { title: 'Contas abertas' },
      { title: 'Reuniões feitas' },
      { title: 'Atualizado na segunda' },
      { title: 'Da líder', ownerId: lead.id },
    ],
  });
  const alone = await createObjective(t, {
    ...base,
    ownerId: loner.id,
    title: 'Sem time',
    keyResults: [{ title: 'KR sem líder' }],
  });
  const all = [...objective.keyResultIds, ...alone.keyResultIds];
  await t.db
    .update(keyResults)
    .set({ lastCheckInAt: LAST_THURSDAY })
    .where(inArray(keyResults.id, all));
  await t.db
    .update(keyResults)
    .set({ lastCheckInAt: MONDAY_9AM })
    .where(eq(keyResults.id, objective.keyResultIds[3] ?? ''));
  return { company, lead, member, loner };
}

const escalations = (to: string) => emailsTo(t, to, 'check_in_escalation');

describe('check-in escalations', () => {
  it('gives a team lead one e-mail with a line per missed key result, and never twice', async () => {
    const { company, lead, member } = await companyWithMisses(2);
    const other = await companyWithMisses(2);

    await runEscalations(deps(), WEDNESDAY);
    expect(await escalations(lead.email)).toEqual([]);

    await runEscalations(deps(), THURSDAY);
    const [mail, ...more] = await escalations(lead.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Check-ins atrasados: 3 resultados-chave sem atualização');
    const lines = (mail?.text ?? '').split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toEqual([
      `- Contas abertas (${member.name}, 3 dias de atraso)`,
      `- Receita nova (${member.name}, 3 dias de atraso)`,
      `- Reuniões feitas (${member.name}, 3 dias de atraso)`,
    ]);
    expect(mail?.text).not.toContain('Atualizado na segunda');
    // Plain app addresses only: no token, no check-in link.
    expect(mail?.text).not.toMatch(/token=|\?kr=/);
    // Another company's misses stay in its own e-mails.
    expect(mail?.text).toContain('Receita nova');
    const [otherMail] = await escalations(other.lead.email);
    expect(otherMail?.text).toContain(`${other.member.name}, 3 dias`);
    expect(company.companyId).not.toBe(other.company.companyId);

    await runEscalations(deps(), THURSDAY);
    await runEscalations(deps(), new Date(THURSDAY.getTime() + 86_400_000));
    expect(await escalations(lead.email)).toHaveLength(1);
  });

  it('tells the admins when the owner has no team lead or is the lead', async () => {
    const { company, lead, loner } = await companyWithMisses(2);
    await runEscalations(deps(), THURSDAY);
    for (const admin of company.admins) {
      const [mail, ...more] = await escalations(admin.email);
      expect(more).toEqual([]);
      expect(mail?.text).toContain(`- KR sem líder (${loner.name}, 3 dias de atraso)`);
      expect(mail?.text).toContain(`- Da líder (${lead.name}, 3 dias de atraso)`);
      expect(mail?.text).not.toContain('Receita nova');
    }
  });

  it('tells the admins, not the lead, of a private objective the lead may not see', async () => {
    const { company, lead, member } = await companyWithMisses(2);
    await t.db
      .update(objectives)
      .set({ private: true })
      .where(and(eq(objectives.companyId, company.companyId), eq(objectives.title, 'Vender mais')));
    await runEscalations(deps(), THURSDAY);
    expect(await escalations(lead.email)).toEqual([]);
    const [mail] = await escalations(company.admin.email);
    expect(mail?.text).toContain(`- Receita nova (${member.name}, 3 dias de atraso)`);
  });

  it('sends nothing when the company has escalation off', async () => {
    const { company, lead } = await companyWithMisses(null);
    await runEscalations(deps(), THURSDAY);
    expect(await escalations(lead.email)).toEqual([]);
    expect(await escalations(company.admin.email)).toEqual([]);
  });
});
