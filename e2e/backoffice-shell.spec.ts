import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';

/** Demo staff accounts seeded outside production (issue #8), one per role. */
const staff = {
  admin: { email: 'admin@backoffice.rumo.demo', role: 'Administrador' },
  manager: { email: 'gerente@backoffice.rumo.demo', role: 'Gerente' },
  analyst: { email: 'analista@backoffice.rumo.demo', role: 'Analista' },
  viewer: { email: 'visualizador@backoffice.rumo.demo', role: 'Visualizador' },
} as const;
type Role = keyof typeof staff;
const PASSWORD = 'rumo1234';

/** Spec §2 side menu per role, with the default flags of each role (spec §6, issue #8). */
const SPEC_MENU: Record<Role, string[]> = {
  admin: [
    'Dashboard',
    'Planos de Assinatura',
    'Assinaturas',
    'Notas fiscais',
    'Leads',
    'Usuários do Sistema',
    'Webhooks',
  ],
  manager: ['Dashboard', 'Planos de Assinatura', 'Assinaturas', 'Notas fiscais', 'Leads'],
  analyst: ['Dashboard', 'Notas fiscais', 'Leads'],
  viewer: ['Dashboard', 'Leads'],
};

const BASE = '/xyz/backoffice';
/** Every backoffice page besides the dashboard (spec §2), all open to the admin. */
const BACKOFFICE_SUBPATHS = [
  'plans',
  'subscriptions',
  'payments',
  'stats',
  'users',
  'webhooks',
  'leads',
  'settings',
  'invoices',
];
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu do backoffice' });
const userButton = (page: Page) => page.getByRole('button', { name: /^Menu do usuário/ });

async function signIn(page: Page, role: Role) {
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(staff[role].email);
  await page.getByRole('textbox', { name: 'Senha' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}$`));
  await expect(page.getByRole('heading', { name: 'Seu acesso' })).toBeVisible();
}

async function menuLabels(page: Page): Promise<string[]> {
  await expect(sideMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  return (await sideMenu(page).getByRole('link').allTextContents()).map((text) => text.trim());
}

test.describe('backoffice shell', () => {
  test('each role signs in and sees exactly its menu', async ({ browser }) => {
    // The admin holds every flag, so its menu is the spec's items whose pages are built so far.
    const adminPage = await (await browser.newContext()).newPage();
    await signIn(adminPage, 'admin');
    const built = await menuLabels(adminPage);
    expect(SPEC_MENU.admin).toEqual(expect.arrayContaining(built));
    expect(built).toEqual(SPEC_MENU.admin.filter((label) => built.includes(label)));
    await expect(userButton(adminPage)).toContainText('Administrador');
    await adminPage.context().close();

    for (const role of ['manager', 'analyst', 'viewer'] as const) {
      const page = await (await browser.newContext()).newPage();
      await signIn(page, role);
      expect(await menuLabels(page)).toEqual(
        SPEC_MENU[role].filter((label) => built.includes(label)),
      );
      await expect(userButton(page)).toContainText(staff[role].role);
      // Spec §2/§6: the Efí buttons are for manager and admin only.
      const efiButtons = role === 'manager' ? 1 : 0;
      await expect(page.getByRole('button', { name: 'Testar conexão' })).toHaveCount(efiButtons);
      await expect(page.getByRole('button', { name: 'Sincronizar' })).toHaveCount(efiButtons);
      await page.context().close();
    }
  });

  test('signed out goes to the login; a viewer opening Usuários do Sistema lands on the dashboard', async ({
    page,
  }) => {
    await page.goto(`${BASE}/users`);
    await expect(page).toHaveURL(new RegExp(`${BASE}/login$`));
    await signIn(page, 'viewer');
    await page.goto(`${BASE}/users`);
    await expect(page).toHaveURL(new RegExp(`${BASE}$`));
    await expect(page.getByRole('heading', { name: 'Seu acesso' })).toBeVisible();
    await page.goto(`${BASE}/login`);
    await expect(page).toHaveURL(new RegExp(`${BASE}$`));
    // The staff session is not a customer session.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the API message on the login', async ({ page }) => {
    await page.goto(`${BASE}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(staff.admin.email);
    await page.getByRole('textbox', { name: 'Senha' }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('E-mail ou senha inválidos.');
  });

  test('Sair asks for confirmation, then logs out to the backoffice login', async ({ page }) => {
    await signIn(page, 'analyst');
    await userButton(page).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar Logout' });
    await expect(dialog).toContainText('Deseja realmente sair do sistema?');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${BASE}$`));

    await userButton(page).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar Logout' })
      .getByRole('button', { name: 'Sair' })
      .click();
    await expect(page.getByText('Logout realizado')).toBeVisible();
    await expect(page.getByText('Você foi desconectado com sucesso')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${BASE}/login$`));
    expect(await page.evaluate(() => localStorage.getItem('backoffice_access_token'))).toBeNull();
    await page.goto(BASE);
    await expect(page).toHaveURL(new RegExp(`${BASE}/login$`));
  });

  test("testar conexão shows 'Conexão OK' to the admin", async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(page.getByText('Conexão OK')).toBeVisible();
    await expect(page.getByText('Conexão com Efí Pay funcionando corretamente')).toBeVisible();
  });

  test("sincronizar shows 'Sincronização Completa' to the admin", async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Sincronizar' }).click();
    await expect(page.getByText('Sincronização Completa')).toBeVisible();
    await expect(page.getByText('Dados sincronizados com sucesso')).toBeVisible();
  });

  test('login, dashboard and every page pass axe-core, light and dark, at 390 px and 1280 px', async ({
    page,
  }) => {
    // Ten pages, four views each, axe on every one: slow on a loaded machine.
    test.setTimeout(300_000);
    // One sign-in (the login is rate limited); the stored session is put back for each view.
    await signIn(page, 'admin');
    const session = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('backoffice_'))
        .map((key) => [key, localStorage.getItem(key) ?? ''] as const),
    );
    for (const dark of [false, true]) {
      for (const width of [1280, 390]) {
        const view = `${dark ? 'dark' : 'light'} ${width}`;
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate((value) => {
          localStorage.setItem('rumo:layout-config', JSON.stringify({ darkTheme: value }));
          for (const key of Object.keys(localStorage)) {
            if (key.startsWith('backoffice_')) localStorage.removeItem(key);
          }
        }, dark);
        await page.goto(`${BASE}/login`);
        await expect(page.getByRole('heading', { name: 'Acesso da equipe' })).toBeVisible();
        expect(await seriousViolations(page), `login ${view}`).toEqual([]);

        await page.evaluate((entries) => {
          for (const [key, value] of entries) localStorage.setItem(key, value);
        }, session);
        await page.goto(BASE);
        await expect(page.getByRole('heading', { name: 'Seu acesso' })).toBeVisible();
        expect(await seriousViolations(page), `dashboard ${view}`).toEqual([]);
        for (const subpath of BACKOFFICE_SUBPATHS) {
          await page.goto(`${BASE}/${subpath}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(await seriousViolations(page), `${subpath} ${view}`).toEqual([]);
        }
        await page.goto(BASE);
        if (width === 390) {
          await page.getByRole('button', { name: 'Abrir menu' }).click();
          await expect(sideMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
          expect(await seriousViolations(page), `drawer ${view}`).toEqual([]);
          await page.keyboard.press('Escape');
        }
      }
    }
  });
});
