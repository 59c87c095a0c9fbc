import { type APIRequestContext, type Page, test } from '@playwright/test';
import { latestMailTo, linkIn, type SessionUser } from './support/api';
import { SCHEMES, seriousViolations, setTheme, WIDTHS, where } from './support/axe';
import { emptyCompanyAdmin } from './support/company';
import { bearer, expect, expectToast } from './support/okr';
import { useSession } from './support/session';

// Drafts and approval (issue 23, item 2) in a company of its own, so the demo company keeps
// approval off: the admin turns it on, a member submits, the team leader returns the draft with
// a comment, the member resubmits and the admin approves.

async function invite(request: APIRequestContext, admin: SessionUser, name: string) {
  const email = `e2e-aprovacao-${name.toLowerCase()}-${Date.now()}@example.com`;
  const invited = await request.post('/api/users/invite', {
    headers: bearer(admin.token),
    data: { name, email, role: 'user' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(
    linkIn(await latestMailTo(request, email), '/activate-account'),
  ).searchParams.get('token');
  const accepted = await request.post('/api/auth/accept-invitation', {
    data: { token, password: `Senha-${name}-123` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return (await accepted.json()) as SessionUser;
}

/** A company with an open cycle and a team "Produto" led by Lucas, with Marina in it. */
async function companyWithTeam(request: APIRequestContext) {
  const admin = await emptyCompanyAdmin(request);
  const headers = bearer(admin.token);
  const marina = await invite(request, admin, 'Marina');
  const lucas = await invite(request, admin, 'Lucas');
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const cycle = await request.post('/api/cycles', {
    headers,
    data: { name: 'Ciclo da aprovação', startDate: day(-10), endDate: day(80) },
  });
  expect(cycle.status(), await cycle.text()).toBe(201);
  const { id: cycleId } = (await cycle.json()) as { id: string };
  await request.post(`/api/cycles/${cycleId}/activate`, { headers });
  const team = await request.post('/api/teams', {
    headers,
    data: { name: 'Produto', leaderId: lucas.id },
  });
  expect(team.status(), await team.text()).toBe(201);
  const { id: teamId } = (await team.json()) as { id: string };
  for (const person of [marina, lucas]) {
    const moved = await request.put(`/api/users/${person.id}/team`, {
      headers,
      data: { teamId },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { admin, marina, lucas };
}

const badge = (page: Page, text: string) =>
  page.getByRole('main').locator('.mantine-Badge-root', { hasText: text }).first();

async function expectAccessible(page: Page, label: string) {
  await expect(page.locator('.mantine-Skeleton-root, main .mantine-Loader-root')).toHaveCount(0, {
    timeout: 30_000,
  });
  expect.soft(await seriousViolations(page), label).toEqual([]);
}

test('a member submits a draft, the leader returns it, the member resubmits, the admin approves', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const { admin, marina, lucas } = await companyWithTeam(request);
  const title = `Lançar o novo onboarding ${Date.now()}`;
  const comment = 'Inclua uma meta numérica de ativação.';
  let objectivePath = '';

  await test.step('the admin turns on "Exigir aprovação de objetivos" in Configurações', async () => {
    await useSession(page, admin);
    await page.goto('/configuracoes');
    await page.getByRole('checkbox', { name: 'Exigir aprovação de objetivos' }).check();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectToast(page, 'Configurações salvas.');
  });

  await test.step('the member creates the objective and sends it for approval', async () => {
    await useSession(page, marina);
    await page.goto('/okrs');
    await page.getByRole('button', { name: 'Novo objetivo' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Novo objetivo' });
    await drawer.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await expect(drawer.getByRole('radio', { name: 'Ativo' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Salvar rascunho' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await expectToast(page, 'Objetivo enviado para aprovação.');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    objectivePath = new URL(page.url()).pathname;
    await expect(badge(page, 'Em aprovação')).toBeVisible();
    await expect(page.getByText('Aguardando aprovação')).toBeVisible();
    // Her own objective: she cannot approve it.
    await expect(page.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
  });

  await test.step('the leader gets one e-mail and finds it in Minha semana', async () => {
    const mail = await latestMailTo(request, lucas.email, title);
    expect(mail.subject).toBe(`${marina.name} enviou um objetivo para aprovação`);
    expect(mail.text).toContain(objectivePath);
    expect(mail.text).not.toMatch(/token/i);
    await useSession(page, lucas);
    await page.goto('/minha-semana');
    const section = page.getByRole('region', { name: 'Aprovações aguardando você' });
    await section.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aprovar' })).toBeVisible();
  });

  await test.step('Minha semana, the objective and the return modal pass axe, light and dark, 390 and 1280 px', async () => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const dark of SCHEMES) {
        await setTheme(page, dark);
        await page.goto('/minha-semana');
        await expect(
          page.getByRole('region', { name: 'Aprovações aguardando você' }).getByRole('link', {
            name: title,
          }),
        ).toBeVisible();
        await expectAccessible(page, `minha semana (${where(width, dark)})`);
        await page.goto(objectivePath);
        await expect(page.getByRole('button', { name: 'Devolver' })).toBeVisible();
        await expectAccessible(page, `objetivo em aprovação (${where(width, dark)})`);
        await page.getByRole('button', { name: 'Devolver' }).click();
        await expect(page.getByRole('dialog', { name: 'Devolver objetivo' })).toBeVisible();
        await expectAccessible(page, `devolver (${where(width, dark)})`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Devolver objetivo' })).toHaveCount(0);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await setTheme(page, false);
  });

  await test.step('the leader returns it; the comment is required', async () => {
    await page.goto(objectivePath);
    await page.getByRole('button', { name: 'Devolver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Devolver objetivo' });
    await dialog.getByRole('button', { name: 'Devolver' }).click();
    await expect(dialog.getByText('Informe o comentário da devolução.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Comentário' }).fill(comment);
    await dialog.getByRole('button', { name: 'Devolver' }).click();
    await expectToast(page, 'Objetivo devolvido ao responsável.');
    await expect(badge(page, 'Devolvido')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
  });

  await test.step('the member reads the comment, by e-mail and on the objective, and resubmits', async () => {
    const mail = await latestMailTo(request, marina.email, comment);
    expect(mail.subject).toContain('foi devolvido para ajustes');
    await useSession(page, marina);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const dark of SCHEMES) {
        await setTheme(page, dark);
        await page.goto(objectivePath);
        await expect(page.getByText('Devolvido para ajustes')).toBeVisible();
        await expect(page.getByText(comment).first()).toBeVisible();
        await expectAccessible(page, `objetivo devolvido (${where(width, dark)})`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await setTheme(page, false);
    await page.goto(objectivePath);
    await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await expectToast(page, 'Objetivo enviado para aprovação.');
    await expect(badge(page, 'Em aprovação')).toBeVisible();
  });

  await test.step('the admin approves it after confirming; it is active', async () => {
    await useSession(page, admin);
    await page.goto(objectivePath);
    await page.getByRole('button', { name: 'Aprovar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Aprovar objetivo' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'aprovar (1280 px, claro)');
    await confirm.getByRole('button', { name: 'Aprovar' }).click();
    await expectToast(page, 'Objetivo aprovado.');
    await expect(badge(page, 'Ativo')).toBeVisible();
    await expect(page.getByText('Aguardando aprovação')).toHaveCount(0);
    const activity = page.getByRole('region', { name: 'Atividade' });
    await expect(activity).toContainText(`${admin.name} aprovou o objetivo`);
    await expect(activity).toContainText(`${lucas.name} devolveu para ajustes o objetivo`);
    const mail = await latestMailTo(request, marina.email, 'já está ativo');
    expect(mail.subject).toContain('foi aprovado');
  });
});
