import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCheckInRow, setKeyResultState } from '../../test/checkin-fixtures';
import { createObjective, createTeam } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runReminders } from './reminders.service';
import { createReminderCompany, emailsTo, MONDAY_9AM } from './reminders.test-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Team Vendas (leader Pessoa 1, members Pessoa 1 and 2) and Pessoa 3 outside it. During the
 * reported week (25/02–03/03) only Pessoa 2 checked in; Pessoa 3's key result is off track.
 */
async function companyWithTeam() {
  const company = await createReminderCompany(t, { users: 3 });
  const [leader, member, outsider] = company.users;
  if (!leader || !member || !outsider) throw new Error('three users expected');
  const team = await createTeam(t, company.companyId, {
    name: 'Vendas',
    leaderId: leader.id,
    memberIds: [leader.id, member.id],
  });
  const base = { companyId: company.companyId, cycleId: company.cycle.id };
  const sales = await createObjective(t, {
    ...base,
    ownerId: leader.id,
    teamId: team.id,
    title: 'Vender mais',
    keyResults: [
      { title: 'Receita nova', current: 50 },
      { title: 'Contratos fechados', ownerId: member.id },
    ],
  });
  const ops = await createObjective(t, {
    ...base,
    ownerId: outsider.id,
    title: 'Operar melhor',
    keyResults: [{ title: 'Tempo de entrega' }],
  });
  const [, contracts] = sales.keyResultIds;
  const [delivery] = ops.keyResultIds;
  await insertCheckInRow(t, {
    companyId: company.companyId,
    keyResultId: contracts as string,
    authorId: member.id,
    value: 10,
    date: '2030-02-27',
  });
  await setKeyResultState(t, delivery as string, { confidence: 'off_track', progress: 5 });
  return { company, leader, member, outsider };
}

describe('weekly digest', () => {
  it('gives admins the whole company: progress, at-risk key results, who did not check in', async () => {
    const { company, outsider } = await companyWithTeam();
    await runReminders({ db: t.db, mailer: t.app.mailer, config: t.config }, MONDAY_9AM);

    const [mail, ...others] = await emailsTo(t, company.admin.email, 'weekly_digest');
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Resumo semanal do Rumo — Empresa Teste, semana de 25/02 a 03/03');
    const text = mail?.text ?? '';
    expect(text).toContain('Empresa Teste: 13% (2 objetivos)');
    expect(text).toContain('Vendas: 25%');
    expect(text).toContain('Tempo de entrega — Fora do caminho, 5%');
    expect(text).toContain('Pessoa 1 (1 resultado-chave sem check-in)');
    expect(text).toContain(`${outsider.name} (1 resultado-chave sem check-in)`);
    expect(text).not.toContain('Pessoa 2 (');
    expect(text).toContain('Abrir o painel: http://rumo.test/dashboard');
    expect(text).toContain('http://rumo.test/notificacoes/cancelar?token=');
  });

  it('gives team leaders their team only, and nothing to people who lead no team', async () => {
    const { leader, member, outsider } = await companyWithTeam();
    await runReminders({ db: t.db, mailer: t.app.mailer, config: t.config }, MONDAY_9AM);

    const [mail] = await emailsTo(t, leader.email, 'weekly_digest');
    expect(mail?.subject).toContain('— Time Vendas,');
    const text = mail?.text ?? '';
    expect(text).toContain('Vendas: 25%');
    expect(text).toContain('Pessoa 1 (1 resultado-chave sem check-in)');
    expect(text).toContain('Nenhum resultado-chave em risco');
    expect(text).not.toContain('Tempo de entrega');
    expect(text).not.toContain(outsider.name);
    expect(await emailsTo(t, member.email, 'weekly_digest')).toEqual([]);
    expect(await emailsTo(t, outsider.email, 'weekly_digest')).toEqual([]);
  });

  it('is not sent to a leader who turned it off', async () => {
    const { leader } = await companyWithTeam();
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/notifications',
      headers: leader.headers,
      payload: { checkInReminder: true, weeklyDigest: false },
    });
    await runReminders({ db: t.db, mailer: t.app.mailer, config: t.config }, MONDAY_9AM);
    expect(await emailsTo(t, leader.email, 'weekly_digest')).toEqual([]);
    expect(await emailsTo(t, leader.email, 'check_in_reminder')).toHaveLength(1);
  });
});
