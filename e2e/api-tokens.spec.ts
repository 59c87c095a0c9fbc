import { expect, test } from '@playwright/test';
import { activateViaApi, loginViaApi, registerViaApi } from './support/api';
import { expectAccessibleSection, inEveryView } from './support/axe';
import { demo, newAccount } from './support/data';
import { useSession } from './support/session';

// API tokens and /api/v1 (issue 26 part 1): an admin creates a token in Configurações ›
// Integrações, a program (Playwright's request API) reads /api/v1 with it, the admin revokes it
// and the next call fails. A member never reaches the section.

const INTEGRATIONS = '/configuracoes?aba=integracoes';

test('admin creates an API token, /api/v1 answers to it, and stops once it is revoked', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('Iracema');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  const admin = await loginViaApi(request, account);
  await useSession(page, admin);

  await page.goto(INTEGRATIONS);
  const section = page.getByRole('region', { name: 'Tokens de API' });
  await expect(section).toBeVisible();
  await section.getByRole('checkbox', { name: /Ler ciclos/ }).uncheck();
  await section.getByRole('button', { name: 'Criar token' }).click();
  await expect(section.getByText('Informe um nome para o token.')).toBeVisible();
  await expect(section.getByText('Escolha ao menos uma permissão.')).toBeVisible();
  await section.getByRole('textbox', { name: /Nome do token/ }).fill('Power BI');
  await section.getByRole('checkbox', { name: /Ler ciclos/ }).check();
  await section.getByRole('checkbox', { name: /Ler as pessoas/ }).check();
  await section.getByRole('radio', { name: '30 dias' }).check();
  await section.getByRole('button', { name: 'Criar token' }).click();

  const dialog = page.getByRole('dialog', { name: 'Token "Power BI" criado' });
  const secret = (await dialog.getByTestId('api-token-secret').textContent()) ?? '';
  expect(secret).toMatch(/^rumo_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Já copiei' }).click();
  await expect(dialog).toHaveCount(0);
  const row = section.getByRole('row', { name: /Power BI/ });
  await expect(row).toContainText(secret.slice(0, 13));
  await expect(row).toContainText('Nunca usado');

  const headers = { authorization: `Bearer ${secret}` };
  const people = await request.get('/api/v1/users?limit=10', { headers });
  expect(people.status(), await people.text()).toBe(200);
  expect((await people.json()).data.map((u: { email: string }) => u.email)).toContain(
    account.email,
  );
  expect(people.headers()['ratelimit-limit']).toBe('120');

  await page.reload();
  await expect(row).not.toContainText('Nunca usado');
  await row.getByRole('button', { name: 'Revogar o token Power BI' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revogar' }).click();
  await expect(row).toHaveCount(0);
  const refused = await request.get('/api/v1/users', { headers });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toContain('Token de API');
});

test('a token made in the UI with okrs:write creates an objective that the app then shows', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('Jurema');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  const admin = await loginViaApi(request, account);
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const cycle = await request.post('/api/cycles', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name: 'Ciclo da API', startDate: day(-7), endDate: day(80) },
  });
  expect(cycle.status(), await cycle.text()).toBe(201);
  const { id: cycleId } = (await cycle.json()) as { id: string };
  await useSession(page, admin);

  await page.goto(INTEGRATIONS);
  const section = page.getByRole('region', { name: 'Tokens de API' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  await section.getByRole('textbox', { name: /Nome do token/ }).fill('ERP');
  await section.getByRole('checkbox', { name: /Criar e alterar objetivos/ }).check();
  await section.getByRole('button', { name: 'Criar token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Token "ERP" criado' });
  const secret = (await dialog.getByTestId('api-token-secret').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Já copiei' }).click();

  // A program of the company, with plain fetch.
  const created = await fetch(`${baseURL}/api/v1/objectives`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secret}`,
      'content-type': 'application/json',
      'idempotency-key': 'erp-objetivo-1',
    },
    body: JSON.stringify({
      cycle_id: cycleId,
      title: 'Objetivo criado pelo ERP',
      level: 'company',
      owner_id: admin.id,
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const objective = (await created.json()) as { id: string; title: string };
  const keyResult = await fetch(`${baseURL}/api/v1/objectives/${objective.id}/key-results`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Pedidos integrados',
      type: 'increase',
      start_value: 0,
      target_value: 500,
      unit: 'number',
      decimals: 0,
      weight: 1,
      owner_id: admin.id,
    }),
  });
  expect(keyResult.status).toBe(201);

  await page.goto(`/okrs/${objective.id}`);
  await expect(page.getByRole('heading', { name: 'Objetivo criado pelo ERP' })).toBeVisible();
  await expect(page.getByText('Pedidos integrados').first()).toBeVisible();
});

test('the Tokens de API section passes axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('Moacir');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  const admin = await loginViaApi(request, account);
  const token = await request.post('/api/api-tokens', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name: 'Planilha', scopes: ['okrs:read', 'checkins:write'], expiresInDays: 90 },
  });
  expect(token.status()).toBe(201);
  await inEveryView(page, admin, async (view) => {
    await page.goto(INTEGRATIONS);
    await expect(page.getByRole('region', { name: 'Tokens de API' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Planilha/ })).toBeVisible();
    await expectAccessibleSection(page, 'section[aria-labelledby="api-tokens-title"]', view.label);
    await page.screenshot({
      path: test.info().outputPath(`api-tokens-${view.name}.png`),
      fullPage: true,
    });
  });
});

test('a member reaches neither the API tokens nor the section', async ({ page, request }) => {
  const member = await loginViaApi(request, demo.user);
  const create = await request.post('/api/api-tokens', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { name: 'Meu', scopes: ['okrs:read'] },
  });
  expect(create.status()).toBe(403);
  const list = await request.get('/api/api-tokens', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(list.status()).toBe(403);
  const v1 = await request.get('/api/v1/objectives', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(v1.status()).toBe(401);
  await useSession(page, member);
  await page.goto(INTEGRATIONS);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tokens de API' })).toHaveCount(0);
});
