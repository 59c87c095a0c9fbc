import { test } from '@playwright/test';
import { latestMailTo } from './support/api';
import { demo } from './support/data';
import {
  addKeyResult,
  bearer,
  checkInGuidedStep,
  chooseOption,
  chooseSegment,
  companyDay,
  expect,
  expectToast,
  keyResultOwnedByAnother,
  objectiveViaApi,
  okrScenario,
  openObjectiveEvolution,
  pickPastDate,
  storedSession,
  takeOverBody,
} from './support/okr';
import { field, loginViaUi } from './support/session';

test('an admin plans the cycle and invites a person who checks in on all their key results', async ({
  page: admin,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const { tag, cycleName, pillarName, teamName, member, objectiveTitle, keyResults } =
    okrScenario();

  await test.step('the admin signs in', async () => {
    await loginViaUi(admin, demo.admin);
  });

  await test.step('Planejamento: create a planning cycle and a pillar', async () => {
    await admin.goto('/planejamento');
    const cycles = admin.getByRole('region', { name: 'Ciclos' });
    await cycles.getByRole('button', { name: 'Novo ciclo' }).click();
    const cycleDialog = admin.getByRole('dialog', { name: 'Novo ciclo' });
    // The suggested dates follow the latest cycle; only the name is ours.
    await cycleDialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(cycleName);
    await cycleDialog.getByRole('button', { name: 'Criar ciclo' }).click();
    await expectToast(admin, 'Ciclo criado em planejamento.');
    await expect(cycleDialog).toBeHidden();
    const cycleRow = cycles.getByRole('row').filter({ hasText: cycleName });
    await expect(cycleRow).toContainText('Em planejamento');
    await expect(cycleRow.getByRole('button', { name: `Ativar ${cycleName}` })).toBeVisible();

    await admin.getByRole('button', { name: 'Novo pilar' }).click();
    const pillarDialog = admin.getByRole('dialog', { name: 'Novo pilar' });
    await pillarDialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(pillarName);
    await pillarDialog
      .getByRole('textbox', { name: 'Descrição', exact: true })
      .fill('Cada contato com o cliente resolve o problema dele.');
    await pillarDialog.getByRole('button', { name: 'Criar pilar' }).click();
    await expectToast(admin, 'Pilar criado.');
    await expect(admin.getByRole('article', { name: `Pilar ${pillarName}` })).toBeVisible();
  });

  await test.step('Times: create a team', async () => {
    await admin.goto('/times');
    await admin.getByRole('button', { name: 'Novo time' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Novo time' });
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(teamName);
    await dialog
      .getByRole('textbox', { name: 'Descrição', exact: true })
      .fill('Atendimento e sucesso do cliente.');
    await dialog.getByRole('button', { name: 'Criar time' }).click();
    await expectToast(admin, 'Time criado.');
    await expect(dialog).toBeHidden();
    await admin.getByRole('textbox', { name: 'Buscar time' }).fill(teamName);
    await expect(admin.getByRole('article', { name: teamName })).toBeVisible();
  });

  await test.step('Usuários: invite a person into the new team', async () => {
    await admin.goto('/usuarios');
    await admin.getByRole('button', { name: 'Convidar usuário' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Convidar usuário' });
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(member.name);
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(member.email);
    await expect(dialog.getByRole('combobox', { name: 'Papel', exact: true })).toHaveValue(
      'Usuário',
    );
    await chooseOption(admin, dialog, 'Time', teamName, teamName);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expectToast(admin, 'Convite enviado.');
    await expect(dialog).toBeHidden();

    await admin.getByRole('textbox', { name: 'Busca', exact: true }).fill(member.email);
    const row = admin
      .getByRole('table', { name: 'Usuários da empresa' })
      .getByRole('row')
      .filter({ hasText: member.email });
    await expect(row).toContainText('Pendente');
    await expect(row).toContainText(teamName);
  });

  const memberContext = await browser.newContext();
  const person = await memberContext.newPage();

  await test.step('the invited person opens the e-mail and sets a password', async () => {
    await latestMailTo(request, member.email);
    await person.goto('/dev/mailbox');
    const message = person.locator('article').filter({ hasText: member.email }).first();
    await expect(message).toContainText('Convite para a');
    await message.getByRole('link', { name: /\/activate-account\?token=.*convite=1/ }).click();
    await expect(person).toHaveURL(/\/activate-account\?token=.*convite=1/);
    await expect(person.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
    await field(person, 'Senha').fill(member.password);
    await field(person, 'Confirmar senha').fill(member.password);
    await person.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
    // Accepting signs the person in: no login form at the end.
    await expect(person).toHaveURL(/\/dashboard$/);
  });

  await test.step('OKRs: the admin creates a company objective aligned to the pillar', async () => {
    await admin.goto('/okrs');
    // The page opens on the company's current (active) cycle, not the new one in planning.
    const pageCycle = admin.getByRole('combobox', { name: 'Ciclo', exact: true });
    await expect(pageCycle).toHaveValue(/ · Ativo$/);
    const currentCycle = (await pageCycle.inputValue()).replace(/ · Ativo$/, '');
    expect(currentCycle).not.toBe(cycleName);

    await admin.getByRole('button', { name: 'Novo objetivo' }).first().click();
    const drawer = admin.getByRole('dialog', { name: 'Novo objetivo' });
    await drawer.getByRole('textbox', { name: 'Título', exact: true }).fill(objectiveTitle);
    await drawer
      .getByRole('textbox', { name: 'Por que importa', exact: true })
      .fill('Clientes bem atendidos renovam e nos indicam.');
    await expect(drawer.getByRole('combobox', { name: 'Ciclo', exact: true })).toHaveValue(
      currentCycle,
    );
    await drawer.getByRole('radio', { name: 'Empresa', exact: true }).check();
    await chooseSegment(drawer, 'Pilar');
    await chooseOption(admin, drawer, 'Pilar estratégico', pillarName);
    await drawer.getByRole('button', { name: 'Criar objetivo' }).click();
    await expectToast(admin, 'Objetivo criado.');
    await expect(admin).toHaveURL(/\/okrs\/[^/?]+$/);
    await expect(admin.getByRole('heading', { name: objectiveTitle })).toBeVisible();
    await expect(admin.getByText(pillarName).first()).toBeVisible();
  });

  await test.step('three key results of different types, all owned by the person', async () => {
    for (const [index, keyResult] of keyResults.entries()) {
      await addKeyResult(admin, keyResult, member.name);
      await expect(
        admin.getByRole('heading', { name: `Resultados-chave (${index + 1})` }),
      ).toBeVisible();
      const card = admin.getByRole('article', { name: keyResult.title, exact: true });
      await expect(card).toContainText(member.name);
      await expect(card).toContainText('Sem check-in');
    }
  });

  let memberToken = '';
  let memberId = '';

  await test.step('the person, signed in by the invitation, sees the three pendências', async () => {
    await person.goto('/dashboard');
    const session = await storedSession(person);
    memberToken = session.token;
    memberId = session.id;
    expect(session.role).toBe('user');
    expect(session.id_team).not.toBeNull();

    await person.goto('/check-in');
    const pending = person.getByRole('region', { name: 'Minhas pendências' });
    await expect(pending.getByLabel('3 pendências')).toBeVisible();
    for (const keyResult of keyResults) {
      await expect(
        pending.getByRole('button', { name: `Fazer check-in de ${keyResult.title}` }),
      ).toBeVisible();
    }
  });

  await test.step("'Fazer check-in de todas' walks through the three", async () => {
    const pending = person.getByRole('region', { name: 'Minhas pendências' });
    await pending.getByRole('button', { name: 'Fazer check-in de todas' }).click();
    const flow = person.getByRole('dialog', { name: 'Check-in da semana' });
    for (let step = 1; step <= keyResults.length; step++) {
      await checkInGuidedStep(flow, keyResults, step);
    }
    const summary = flow.getByTestId('guided-summary');
    await expect(summary.getByText('Check-in concluído!')).toBeVisible();
    for (const keyResult of keyResults) {
      await expect(
        summary.getByRole('listitem').filter({ hasText: keyResult.title }),
      ).toContainText(keyResult.shownValue);
    }
    await summary.getByRole('button', { name: 'Fechar' }).click();
    await expect(flow).toBeHidden();

    await expect(pending.getByText('Tudo em dia!')).toBeVisible();
    await expect(pending.getByLabel(/pendências$/)).toHaveCount(0);
  });

  await test.step('the dashboard shows the new values and the check-ins', async () => {
    await person.goto('/dashboard');
    const mine = person.getByRole('region', { name: 'Meus OKRs' });
    for (const keyResult of keyResults) {
      const line = `${objectiveTitle} · Atual: ${keyResult.shownValue}`;
      await expect(mine.getByText(line, { exact: true }).first()).toBeVisible();
      await expect(mine.getByLabel(`${keyResult.title}: ${keyResult.progress}`)).toBeVisible();
    }
    const activity = person.getByRole('region', { name: 'Atividade recente' });
    for (const { title, confidence } of keyResults) {
      const sentence = `${member.name} fez check-in em “${title}” (${confidence})`;
      await expect(activity.getByText(sentence)).toBeVisible();
    }
  });

  const expectEvolution = async (forecast: RegExp) => {
    await openObjectiveEvolution(person, objectiveTitle, tag);
    const chart = person.getByRole('img', { name: `Evolução de ${objectiveTitle}` });
    await expect(chart).toBeVisible();
    await expect(chart.locator('svg .recharts-line').first()).toBeVisible();
    await expect(person.getByTestId('forecast-sentence')).toHaveText(forecast);
    // 50%, 50% and 100% with equal weights.
    await expect(person.getByText('Progresso atual').locator('..')).toContainText('66,7%');
  };

  await test.step('Evolução OKRs: the chart, before there is a pace to forecast', async () => {
    await expectEvolution(/^Faltam check-ins para prever o ritmo$/);
  });

  await test.step("a one-click check-in from the dashboard records last week's value", async () => {
    const first = keyResults[0];
    if (!first) throw new Error('no key results planned');
    await person.goto('/dashboard');
    const mine = person.getByRole('region', { name: 'Meus OKRs' });
    await mine.getByRole('button', { name: `Fazer check-in de ${first.title}` }).click();
    const dialog = person.getByRole('dialog', { name: 'Check-in' });
    await dialog.getByRole('textbox', { name: 'Valor atual', exact: true }).fill('120');
    await chooseSegment(dialog, 'No caminho');
    await dialog
      .getByRole('textbox', { name: 'Comentário', exact: true })
      .fill('Registro atrasado da semana passada.');
    await pickPastDate(person, dialog, 'Data', companyDay(7));
    await dialog.getByRole('button', { name: 'Registrar check-in' }).click();
    await expectToast(person, 'Check-in registrado.');
    await expect(dialog).toBeHidden();
  });

  await test.step('Evolução OKRs: two check-ins give a forecast in words', async () => {
    await expectEvolution(/^Neste ritmo: \d{1,3}% ao fim do ciclo$/);
  });

  await test.step('the person cannot open /usuarios or /configuracoes', async () => {
    for (const path of ['/usuarios', '/configuracoes']) {
      await person.goto(path);
      await expect(person).toHaveURL(/\/auth\/access$/);
      await expect(person.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    }
  });

  await test.step("the API refuses changes to another person's key result", async () => {
    const other = await keyResultOwnedByAnother(request, memberToken, memberId);
    const { keyResult } = other;
    const headers = bearer(memberToken);

    const update = await request.put(`/api/key-results/${keyResult.id}`, {
      headers,
      data: takeOverBody(keyResult, memberId),
    });
    expect(update.status(), await update.text()).toBe(403);

    const checkIn = await request.post(`/api/key-results/${keyResult.id}/check-ins`, {
      headers,
      data: { value: keyResult.current + 1, confidence: 'on_track', comment: 'Não é meu.' },
    });
    expect(checkIn.status(), await checkIn.text()).toBe(403);

    const after = await objectiveViaApi(request, memberToken, other.objectiveId);
    expect(after.keyResults.find((item) => item.id === keyResult.id)).toMatchObject({
      title: keyResult.title,
      current: keyResult.current,
      owner: { id: keyResult.owner.id },
    });
  });

  await memberContext.close();
});
