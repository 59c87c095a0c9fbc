import { test } from '@playwright/test';
import { loginViaApi, type SessionUser } from './support/api';
import { checkPage, SCHEMES, signIn, WIDTHS, where } from './support/axe';
import { demo } from './support/data';
import { bearer, expect, expectToast } from './support/okr';
import { useSession } from './support/session';

/** A new objective of the demo's current cycle, owned by `owner`, with one key result of theirs. */
async function keyResultOf(
  request: Parameters<typeof loginViaApi>[0],
  admin: SessionUser,
  owner: SessionUser,
  title: string,
) {
  const headers = bearer(admin.token);
  const cycles = await request.get('/api/cycles?limit=100', { headers });
  const { data } = (await cycles.json()) as { data: { id: string; isCurrent: boolean }[] };
  const cycleId = data.find((cycle) => cycle.isCurrent)?.id;
  const objective = await request.post('/api/objectives', {
    headers,
    data: { cycleId, title: `Objetivo de ${title}`, level: 'company', ownerId: owner.id },
  });
  expect(objective.status(), await objective.text()).toBe(201);
  const { id: objectiveId } = (await objective.json()) as { id: string };
  const keyResult = await request.post(`/api/objectives/${objectiveId}/key-results`, {
    headers,
    data: {
      title,
      type: 'increase',
      start: 0,
      target: 100,
      unit: 'number',
      decimals: 0,
      weight: 1,
      ownerId: owner.id,
    },
  });
  expect(keyResult.status(), await keyResult.text()).toBe(201);
  return { objectiveId };
}

test('a member opens Minha semana from the menu, checks in from the row and sees a mention', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await loginViaApi(request, demo.admin);
  const ana = await loginViaApi(request, demo.user);
  const title = `Visitas a clientes ${Date.now()}`;
  const { objectiveId } = await keyResultOf(request, admin, ana, title);
  const note = `Como foi a semana? ${Date.now()}`;
  const comment = await request.post(`/api/objectives/${objectiveId}/comments`, {
    headers: bearer(admin.token),
    data: { body: `<@${ana.id}> ${note}` },
  });
  expect(comment.status(), await comment.text()).toBe(201);

  await useSession(page, ana);
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation').first();
  await page.setViewportSize({ width: 1280, height: 900 });
  await menu.getByRole('link', { name: 'Minha semana' }).click();
  await expect(page).toHaveURL(/\/minha-semana$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha semana' })).toBeVisible();

  const row = page.getByTestId('my-week-key-result').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-state', 'pending');
  await expect(row.getByText('Pendente', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Fazer check-in de ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Check-in' });
  await dialog.getByRole('textbox', { name: 'Valor atual', exact: true }).fill('40');
  await dialog.getByRole('button', { name: 'Registrar check-in' }).click();
  await expectToast(page, 'Check-in registrado.');
  await expect(dialog).toBeHidden();
  // The row turns "Feito" without a reload.
  await expect(row).toHaveAttribute('data-state', 'done');
  await expect(row.getByText('Feito', { exact: true })).toBeVisible();
  await expect(row).toContainText('Último check-in: 40');

  const mentions = page.getByRole('region', { name: 'Menções' });
  await expect(mentions).toContainText(note);
  await expect(mentions).toContainText(`@${ana.name}`);
  await mentions.getByRole('link', { name: `Objetivo de ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/okrs/${objectiveId}`));
});

test('Minha semana passes axe-core for an admin and a member, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  for (const who of [demo.admin, demo.user]) {
    const session = await loginViaApi(request, who);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const dark of SCHEMES) {
        await signIn(page, session, { darkTheme: dark });
        await checkPage(page, '/minha-semana', `${who.email}, ${where(width, dark)}`);
        await expect(page.getByRole('region', { name: 'Meus resultados-chave' })).toBeVisible();
      }
    }
  }
});

test('an admin sets when late check-ins escalate; a member cannot', async ({ page, request }) => {
  const admin = await loginViaApi(request, demo.admin);
  type Settings = {
    companyName: string;
    checkInWeekDay: number;
    timeZone: string;
    defaultCycleLengthMonths: number;
    escalateCheckInsAfterDays: number | null;
  };
  const settings = async () =>
    (await (
      await request.get('/api/settings', { headers: bearer(admin.token) })
    ).json()) as Settings;
  const before = await settings();
  const body = (escalateCheckInsAfterDays: number | null) => ({
    companyName: before.companyName,
    checkInWeekDay: before.checkInWeekDay,
    timeZone: before.timeZone,
    defaultCycleLengthMonths: before.defaultCycleLengthMonths,
    escalateCheckInsAfterDays,
  });
  try {
    await useSession(page, admin);
    await page.goto('/configuracoes');
    const select = page.getByRole('combobox', { name: 'Escalar check-ins atrasados após' });
    await select.click();
    await page.getByRole('option', { name: 'Após 3 dias' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Configurações salvas.');
    await page.reload();
    await expect(select).toHaveValue('Após 3 dias');
    expect((await settings()).escalateCheckInsAfterDays).toBe(3);

    const ana = await loginViaApi(request, demo.user);
    const refused = await request.put('/api/settings', {
      headers: bearer(ana.token),
      data: body(1),
    });
    expect(refused.status()).toBe(403);
  } finally {
    await request.put('/api/settings', {
      headers: bearer(admin.token),
      data: body(before.escalateCheckInsAfterDays),
    });
  }
});
