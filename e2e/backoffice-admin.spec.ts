import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const BASE = '/xyz/backoffice';
const PASSWORD = 'rumo1234';
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu do backoffice' });

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha' }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}$`));
  await expect(page.getByRole('heading', { name: 'Seu acesso' })).toBeVisible();
}

test.describe('backoffice administration', () => {
  test('the admin creates a viewer, who signs in and sees only the dashboard entry', async ({
    browser,
  }) => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@backoffice.rumo.demo');
    await sideMenu(admin).getByRole('link', { name: 'Usuários do Sistema' }).click();
    await expect(
      admin.getByRole('heading', { name: 'Usuários do Sistema', level: 1 }),
    ).toBeVisible();

    const email = `viewer-${Date.now()}@backoffice.rumo.demo`;
    await admin.getByRole('button', { name: 'Novo usuário' }).click();
    const create = admin.getByRole('dialog', { name: 'Novo usuário do sistema' });
    await create.getByRole('textbox', { name: 'Nome' }).fill('Vera Visualizadora');
    await create.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await create.getByLabel('Senha inicial').fill('Senha-forte-123');
    await expect(create.getByLabel('Perfil')).toHaveValue('Visualizador');
    await create.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(create).toBeHidden();
    await expect(admin.getByText('Vera Visualizadora')).toBeVisible();

    // A viewer gets the stats flag by default; with it off only the dashboard remains.
    await admin.getByRole('button', { name: 'Ações de Vera Visualizadora' }).click();
    await admin.getByRole('menuitem', { name: 'Perfil e permissões' }).click();
    const access = admin.getByRole('dialog', { name: 'Perfil e permissões' });
    await access.getByRole('switch', { name: /Estatísticas e leads/ }).uncheck({ force: true });
    await access.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(access.getByText(/Informe o motivo/)).toBeVisible();
    await access.getByRole('textbox', { name: /Motivo/ }).fill('Acesso só ao painel');
    await access.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(access).toBeHidden();

    // The admin chose the password: at first sign-in the viewer must choose their own, and
    // nothing else opens until then.
    const viewerContext = await browser.newContext();
    const viewer = await viewerContext.newPage();
    await viewer.goto(`${BASE}/login`);
    await viewer.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await viewer.getByRole('textbox', { name: 'Senha' }).fill('Senha-forte-123');
    await viewer.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(viewer).toHaveURL(new RegExp(`${BASE}/senha$`));
    await expect(viewer.getByRole('heading', { name: 'Defina sua senha', level: 1 })).toBeVisible();
    await viewer.goto(`${BASE}/stats`);
    await expect(viewer).toHaveURL(new RegExp(`${BASE}/senha$`));
    const { violations } = await new AxeBuilder({ page: viewer })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    const current = viewer.getByLabel('Senha atual');
    const fresh = viewer.getByLabel('Nova senha', { exact: true });
    const confirm = viewer.getByLabel('Confirmar nova senha');
    const save = viewer.getByRole('button', { name: 'Salvar nova senha' });
    await current.fill('Senha-forte-123');
    await fresh.fill('curta');
    await confirm.fill('outra');
    await save.click();
    await expect(viewer.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await expect(viewer.getByText('As senhas não conferem.')).toBeVisible();
    await fresh.fill('Senha-forte-123');
    await confirm.fill('Senha-forte-123');
    await save.click();
    await expect(viewer.getByText('A nova senha deve ser diferente da atual.')).toBeVisible();
    await current.fill('nao-e-esta-1');
    await fresh.fill('Minha-senha-456');
    await confirm.fill('Minha-senha-456');
    await save.click();
    await expect(viewer.getByText('A senha atual está incorreta.').first()).toBeVisible();
    await current.fill('Senha-forte-123');
    await save.click();
    await expect(viewer).toHaveURL(new RegExp(`${BASE}$`));
    await expect(viewer.getByText('Senha alterada com sucesso.')).toBeVisible();
    await viewer.reload();
    await expect(viewer).toHaveURL(new RegExp(`${BASE}$`));
    await expect(sideMenu(viewer).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(
      (await sideMenu(viewer).getByRole('link').allTextContents()).map((text) => text.trim()),
    ).toEqual(['Dashboard']);
    await expect(viewer.getByRole('heading', { name: 'Indicadores' })).toHaveCount(0);
    await viewer.goto(`${BASE}/users`);
    await expect(viewer).toHaveURL(new RegExp(`${BASE}$`));

    await adminContext.close();
    await viewerContext.close();
  });

  test('the admin changes the trial days and the audit log shows the change', async ({ page }) => {
    await signIn(page, 'admin@backoffice.rumo.demo');
    await expect(page.getByRole('article', { name: 'MRR' })).toBeVisible();
    await page
      .getByRole('link', { name: /Configurações/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();

    const policy = page.getByRole('region', { name: 'Política de cobrança' });
    const trial = policy.getByRole('textbox', { name: /Dias de teste grátis/ });
    const before = await trial.inputValue();
    const next = before === '21' ? '30' : '21';
    await trial.fill(next);
    await policy.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(page.getByText('Configurações salvas.')).toBeVisible();

    const audit = page.getByRole('region', { name: 'Log de auditoria' });
    const row = audit.getByRole('row').filter({ hasText: 'Configurações alteradas' }).first();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Ver antes e depois' }).click();
    await expect(audit.getByText(`${next}`, { exact: true }).first()).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Política de cobrança' }).getByRole('textbox', {
        name: /Dias de teste grátis/,
      }),
    ).toHaveValue(next);
  });
});
