import { type APIRequestContext, type Page, test } from '@playwright/test';
import { activateViaApi, loginViaApi, type SessionUser } from './support/api';
import { checkPage, SCHEMES, seriousViolations, setTheme, WIDTHS, where } from './support/axe';
import { emptyCompanyAdmin, inviteMember } from './support/company';
import { bearer, expect, expectToast } from './support/okr';
import { useSession } from './support/session';

/** A member of the admin's company, signed in through the API. */
async function memberOf(request: APIRequestContext, admin: SessionUser): Promise<SessionUser> {
  const { email } = await inviteMember(request, admin);
  const password = 'Senha-membro-1';
  await activateViaApi(request, email, password);
  return loginViaApi(request, { email, password });
}

async function kpiViaApi(request: APIRequestContext, admin: SessionUser, ownerId: string) {
  const response = await request.post('/api/kpis', {
    headers: bearer(admin.token),
    data: {
      name: 'Tickets resolvidos',
      ownerId,
      unit: 'number',
      decimals: 0,
      direction: 'higher_better',
      green: 100,
      amber: 80,
      period: 'weekly',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as string;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Records through "Registrar valor", for the current period or (`past`) the one before it. */
async function recordValue(page: Page, value: string, past = false) {
  await page.getByRole('button', { name: 'Registrar valor' }).click();
  const form = dialog(page, 'Registrar valor');
  const period = form.getByRole('combobox', { name: 'Período' });
  await expect(period).toHaveValue(/\(atual\)$/);
  if (past) {
    await period.click();
    await page.getByRole('option').nth(1).click();
    await expect(period).not.toHaveValue(/\(atual\)$/);
  }
  await form.getByRole('textbox', { name: 'Valor' }).fill(value);
  await form.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expectToast(page, 'Valor registrado.');
  await expect(form).toBeHidden();
}

test('an admin creates a KPI, records and imports values, and sees it on the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await emptyCompanyAdmin(request);
  await useSession(page, admin);
  await page.goto('/indicadores');
  await expect(page.getByText('Nenhum indicador aqui ainda')).toBeVisible();

  await page.getByRole('button', { name: 'Novo indicador' }).first().click();
  const form = dialog(page, 'Novo indicador');
  await form.getByRole('button', { name: 'Criar indicador' }).click();
  await expect(form.getByText('Informe o nome do indicador.')).toBeVisible();
  await expect(form.getByText('Informe o limite verde.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nome' }).fill('Satisfação da equipe');
  await form.getByRole('textbox', { name: 'Limite verde' }).fill('6');
  await form.getByRole('textbox', { name: 'Limite amarelo' }).fill('8');
  await form.getByRole('button', { name: 'Criar indicador' }).click();
  await expect(form.getByText(/O limite amarelo deve ficar do lado pior/)).toBeVisible();
  await form.getByRole('textbox', { name: 'Limite verde' }).fill('8');
  await form.getByRole('textbox', { name: 'Limite amarelo' }).fill('6');
  await form.getByRole('button', { name: 'Criar indicador' }).click();
  await expectToast(page, 'Indicador criado.');

  await page.getByRole('link', { name: 'Satisfação da equipe' }).click();
  await expect(page.getByRole('heading', { name: 'Satisfação da equipe', level: 1 })).toBeVisible();
  await recordValue(page, '9', true);
  await recordValue(page, '7');
  const summary = page.getByText('Último período:').locator('..');
  await expect(summary.getByText('Atenção')).toBeVisible();
  await expect(page.getByTestId('kpi-value-row')).toHaveCount(2);

  // A file with an error writes nothing; its row says why.
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const importer = dialog(page, 'Importar valores (CSV)');
  const upload = (content: string) =>
    importer.locator('input[type="file"]').setInputFiles({
      name: 'valores.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(content),
    });
  await upload('periodo;valor\n01/2024;7,5\n02/2024;muito\n');
  await expect(importer.getByText('Valor inválido: "muito".')).toBeVisible();
  await expect(importer.getByRole('button', { name: 'Importar' })).toBeDisabled();
  // The dialog only: the earlier toast may start fading out while axe reads the page.
  expect(await seriousViolations(page, { include: '[role="dialog"]' }), 'prévia com erros').toEqual(
    [],
  );
  await upload('periodo;valor\n01/2024;7,5\n2024-02-10;8\n');
  await expect(importer.getByText('2 linhas prontas para importar.')).toBeVisible();
  await importer.getByRole('button', { name: 'Importar' }).click();
  await expectToast(page, '2 valores importados.');
  await expect(page.getByTestId('kpi-value-row')).toHaveCount(4);

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Indicadores' });
  await expect(card.getByRole('link', { name: 'Satisfação da equipe' })).toBeVisible();
  await expect(card.getByTestId('kpi-sparkline')).toBeVisible();
  await expect(card.getByText('Atenção')).toBeVisible();
});

test('a member reads every KPI and records only on the one they own', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await emptyCompanyAdmin(request);
  const member = await memberOf(request, admin);
  const owned = await kpiViaApi(request, admin, member.id);
  const other = await kpiViaApi(request, admin, admin.id);

  await useSession(page, member);
  await page.goto('/indicadores');
  await expect(page.getByRole('link', { name: 'Tickets resolvidos' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Novo indicador' })).toHaveCount(0);

  await page.goto(`/indicadores/${other}`);
  await expect(page.getByRole('heading', { name: 'Tickets resolvidos', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar valor' })).toHaveCount(0);

  await page.goto(`/indicadores/${owned}`);
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await recordValue(page, '120');
  await expect(page.getByText('Saudável').first()).toBeVisible();
  await expect(page.getByTestId('kpi-value-row')).toContainText(member.name);
});

test('Indicadores and a KPI page pass axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await emptyCompanyAdmin(request);
  const id = await kpiViaApi(request, admin, admin.id);
  for (const [index, value] of [90, 104, 75].entries()) {
    const day = new Date(Date.UTC(2026, 0, 5 + index * 7)).toISOString().slice(0, 10);
    await request.put(`/api/kpis/${id}/values`, {
      headers: bearer(admin.token),
      data: { periodStart: day, value, note: index === 2 ? 'Semana de feriado' : undefined },
    });
  }
  await useSession(page, admin);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await setTheme(page, dark);
      await checkPage(page, '/indicadores', where(width, dark));
      await checkPage(page, `/indicadores/${id}`, where(width, dark));
      await page.getByRole('button', { name: 'Registrar valor' }).click();
      await expect(dialog(page, 'Registrar valor')).toBeVisible();
      expect
        .soft(await seriousViolations(page), `Registrar valor (${where(width, dark)})`)
        .toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Editar' }).click();
      await expect(dialog(page, 'Editar indicador')).toBeVisible();
      expect
        .soft(await seriousViolations(page), `Editar indicador (${where(width, dark)})`)
        .toEqual([]);
      await page.keyboard.press('Escape');
    }
  }
});
