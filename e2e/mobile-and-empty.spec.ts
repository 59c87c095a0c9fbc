import { type APIRequestContext, type Page, test } from '@playwright/test';
import { WEB_BUILD_PATH } from '@rumo/shared/common/web-build';
import { loginViaApi, type SessionUser } from './support/api';
import { emptyCompanyAdmin, inviteMember } from './support/company';
import { demo } from './support/data';
import { bearer, expect } from './support/okr';
import { field, useSession } from './support/session';
import { sidebar } from './support/shell';

const PHONE = { width: 390, height: 844 };

/** Nothing sticks out sideways: the page never scrolls horizontally on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('mobile card layouts', () => {
  test.use({ viewport: PHONE });

  test('OKR list, cycles (with Encerrar) and Evolução become cards at 390 px', async ({
    page,
    request,
  }) => {
    await useSession(page, await loginViaApi(request, demo.admin));

    await page.goto('/okrs?visao=lista');
    const objectives = page.getByRole('list', { name: 'Objetivos do ciclo' });
    // The first read after the server starts can be slow on a busy machine.
    await expect(objectives.getByTestId('objective-card').first()).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('table', { name: 'Objetivos do ciclo' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // The tree: a node opens to its children without pushing the page sideways.
    await page.goto('/okrs');
    const toggle = page.getByRole('button', { name: /^Expandir "/ }).first();
    // Opened, the button is named "Recolher …": follow it by the objective's title.
    const opened = ((await toggle.getAttribute('aria-label')) ?? '').replace(/^Expandir /, '');
    await toggle.click();
    await expect(
      page.getByRole('button', { name: `Recolher ${opened}`, exact: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    const children = page.getByRole('list', { name: `Alinhados a ${opened}`, exact: true });
    await expect(children.getByRole('link').first()).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/planejamento');
    await expect(page.getByText(/objetivos? no ciclo$/)).toBeVisible();
    const cycles = page.getByRole('list', { name: 'Ciclos' });
    const close = cycles.getByRole('button', { name: /^Encerrar / }).first();
    await close.scrollIntoViewIfNeeded();
    await expect(close).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('table', { name: 'Ciclos' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await page.goto('/okr-evolution');
    const keyResults = page.getByRole('list', { name: 'Resultados-chave' });
    const first = keyResults.getByRole('link').first();
    await expect(first).toBeVisible();
    await expectNoSidewaysScroll(page);
    // A key result opens its own evolution.
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/escopo=resultado-chave/);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  });

  test('the landing page offers Entrar on a phone', async ({ page }) => {
    await page.goto('/');
    const signIn = page.getByRole('link', { name: 'Entrar', exact: true });
    await expect(signIn).toBeInViewport();
    await signIn.click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('an empty company tells each role the truth', () => {
  test('admin and member: no cycle, one in planning, no key results, all closed; never "Tudo em dia!"', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await emptyCompanyAdmin(request);
    const { link } = await inviteMember(request, admin);
    const token = new URL(link).searchParams.get('token');
    const accepted = await request.post('/api/auth/accept-invitation', {
      data: { token, password: 'Senha-membro-1' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const member = (await accepted.json()) as SessionUser;

    await useSession(page, admin);
    await page.goto('/check-in');
    await expect(page.getByText('Ainda não há ciclo de OKRs')).toBeVisible();
    await expect(page.getByText('Tudo em dia!')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Criar o primeiro ciclo' })).toBeVisible();

    await page.goto('/okrs');
    await expect(page.getByText('Ainda não há ciclo de OKRs')).toBeVisible();
    await expect(page.getByText(/peça a um administrador/i)).toHaveCount(0);
    await page.getByRole('link', { name: 'Criar o primeiro ciclo' }).click();
    await expect(page).toHaveURL(/\/planejamento$/);
    await expect(page.getByTestId('coverage-no-cycle')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Novo ciclo' })).toBeVisible();

    const memberPage = await (await browser.newContext()).newPage();
    await useSession(memberPage, member);
    await memberPage.goto('/check-in');
    await expect(memberPage.getByText('Ainda não há ciclo de OKRs')).toBeVisible();
    await expect(memberPage.getByText(/Peça a um administrador da empresa/)).toBeVisible();
    await expect(memberPage.getByRole('link', { name: 'Criar o primeiro ciclo' })).toHaveCount(0);
    await memberPage.goto('/okrs');
    await expect(memberPage.getByText(/Peça a um administrador da empresa/)).toBeVisible();
    await expect(memberPage.getByRole('link', { name: 'Criar o primeiro ciclo' })).toHaveCount(0);

    // With an active cycle but no key result of theirs, there is nothing to check in.
    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const created = await request.post('/api/cycles', {
      headers: bearer(admin.token),
      data: { name: 'Primeiro ciclo', startDate: day(-7), endDate: day(80) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const cycle = (await created.json()) as { id: string };

    // Only a cycle in planning: nobody is told they own nothing; the admin gets to activate it.
    const inPlanning = 'O ciclo “Primeiro ciclo” ainda está em planejamento';
    await page.goto('/check-in');
    await expect(page.getByText(inPlanning)).toBeVisible();
    await expect(page.getByText(/Você não é responsável/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ativar o ciclo' })).toHaveAttribute(
      'href',
      '/planejamento',
    );
    await page.goto('/dashboard');
    await expect(page.getByText(inPlanning)).toBeVisible();
    await page.goto('/okrs');
    await expect(page.getByText(inPlanning)).toBeVisible();
    await memberPage.goto('/check-in');
    await expect(memberPage.getByText(inPlanning)).toBeVisible();
    await expect(memberPage.getByText(/para ativar o ciclo/)).toBeVisible();
    await expect(memberPage.getByText(/Você não é responsável/)).toHaveCount(0);
    await expect(memberPage.getByRole('link', { name: 'Ativar o ciclo' })).toHaveCount(0);

    const activated = await request.post(`/api/cycles/${cycle.id}/activate`, {
      headers: bearer(admin.token),
    });
    expect(activated.ok(), await activated.text()).toBe(true);
    await memberPage.goto('/check-in');
    await expect(memberPage.getByText('Nenhum resultado-chave para fazer check-in')).toBeVisible();
    await expect(memberPage.getByText('Tudo em dia!')).toHaveCount(0);
    await expect(memberPage.getByRole('link', { name: 'Ir para OKRs' })).toBeVisible();

    // Every cycle closed: the truth is a closed cycle, and the next one is an admin's to create.
    const closed = await request.post(`/api/cycles/${cycle.id}/close`, {
      headers: bearer(admin.token),
    });
    expect(closed.ok(), await closed.text()).toBe(true);
    const wasClosed = 'O ciclo “Primeiro ciclo” foi encerrado';
    await memberPage.goto('/check-in');
    await expect(memberPage.getByText(wasClosed)).toBeVisible();
    await expect(memberPage.getByText(/Você não é responsável/)).toHaveCount(0);
    await expect(memberPage.getByText(/criar e ativar o próximo ciclo/)).toBeVisible();
    await memberPage.goto('/okr-evolution');
    await expect(memberPage.getByText(wasClosed)).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText(wasClosed)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Criar objetivos' })).toHaveCount(0);
    await page.goto('/okrs');
    await expect(page.getByText(wasClosed)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Novo objetivo' })).toBeDisabled();
    await page.goto('/check-in');
    await expect(page.getByRole('link', { name: 'Criar o próximo ciclo' })).toBeVisible();
    // A team's page says so too, instead of asking for a team objective nobody can create.
    const team = await request.post('/api/teams', {
      headers: bearer(admin.token),
      data: { name: 'Time sem ciclo' },
    });
    expect(team.status(), await team.text()).toBe(201);
    await page.goto(`/times/${((await team.json()) as { id: string }).id}`);
    await expect(page.getByText(wasClosed)).toBeVisible();
    await expect(page.getByText(/Crie um objetivo de nível Time/)).toHaveCount(0);
  });
});

test('accepting an invitation names the company and who invited, and ends signed in', async ({
  page,
  request,
}) => {
  const admin = await emptyCompanyAdmin(request);
  const { link } = await inviteMember(request, admin);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
  await expect(
    page.getByText(`${admin.name} convidou você para a empresa ${admin.company} no Rumo.`, {
      exact: false,
    }),
  ).toBeVisible();
  await field(page, 'Senha').fill('Senha-convite-1');
  await field(page, 'Confirmar senha').fill('Senha-convite-1');
  await page.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
});

test('a signed-in member sees "Acesso negado" inside the app', async ({ page, request }) => {
  await useSession(page, await loginViaApi(request, demo.user));
  await page.goto('/usuarios');
  await expect(page).toHaveURL(/\/auth\/access$/);
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
});

/** The demo member signed in on the dashboard, the app shell on screen. */
async function openDashboardAsMember(page: Page, request: APIRequestContext) {
  await useSession(page, await loginViaApi(request, demo.user));
  await page.goto('/dashboard');
  await expect(sidebar(page)).toBeVisible();
}

test('a page whose code fails to download keeps the shell and can be retried', async ({
  page,
  request,
}) => {
  await openDashboardAsMember(page, request);

  // The Times page's chunk cannot be fetched (offline, for instance).
  const chunk = /\/assets\/teams-page-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await sidebar(page).getByRole('link', { name: 'Times' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Não foi possível abrir esta página' });
  await expect(error).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Algo deu errado')).toHaveCount(0);

  await page.unroute(chunk);
  await error.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Times', level: 1 })).toBeVisible();
});

test('after a deploy removed the page code, the app reloads once by itself', async ({
  page,
  request,
}) => {
  await openDashboardAsMember(page, request);

  // The server names the build this very page runs (the landing at `/` names none).
  const entry = await page.locator('script[type="module"][src]').getAttribute('src');
  expect(entry).toMatch(/^\/assets\//);
  expect(await (await page.request.get(WEB_BUILD_PATH)).json()).toEqual({ entry });

  // A new deploy: the server names another build and this build's Times chunk is gone. After
  // the reload the page runs the new build, whose chunks exist.
  let reloads = 0;
  page.on('load', () => {
    reloads += 1;
  });
  const nextEntry = '/assets/index-next-deploy.js';
  await page.route(WEB_BUILD_PATH, (route) => route.fulfill({ json: { entry: nextEntry } }));
  await page.route(/\/assets\/teams-page-[\w-]+\.js$/, (route) =>
    reloads === 0 ? route.fulfill({ status: 404 }) : route.fallback(),
  );
  await sidebar(page).getByRole('link', { name: 'Times' }).click();

  // The page loads again on the address that was clicked, now from the new build.
  await expect.poll(() => reloads).toBe(1);
  await expect(page).toHaveURL(/\/times$/);
  await expect(page.getByRole('heading', { name: 'Times', level: 1 })).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('rumo:chunk-reload'))).toBe(nextEntry);
  expect(reloads).toBe(1);
});

test('the OKR list shows every confidence badge whole at 1440 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useSession(page, await loginViaApi(request, demo.admin));
  await page.goto('/okrs?visao=lista');
  const badges = page
    .getByRole('table', { name: 'Objetivos do ciclo' })
    .locator('[data-confidence]');
  await expect(badges.first()).toBeVisible({ timeout: 45_000 });
  // A truncated badge ends in an ellipsis: its label is wider than the room it is given.
  const cut = await badges.evaluateAll((elements) =>
    elements
      .map((badge) => badge.querySelector('.mantine-Badge-label') ?? badge)
      .filter((label) => label.scrollWidth > label.clientWidth)
      .map((label) => label.textContent),
  );
  expect(cut).toEqual([]);
});
