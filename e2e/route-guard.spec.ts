import { expect, test } from '@playwright/test';
import { loginViaApi } from './support/api';
import { demo } from './support/data';
import { loginViaUi, useSession } from './support/session';
import { sidebar } from './support/shell';

test.describe('route guard', () => {
  test('an anonymous visitor is sent from the app to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/perfil', '/usuarios']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('public pages stay open without a session', async ({ page }) => {
    for (const path of ['/', '/register', '/auth/reset-password', '/auth/access']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    }
  });

  test('unknown paths show /pages/notfound', async ({ page }) => {
    await page.goto('/isto-nao-existe/de-jeito-nenhum');
    await expect(page).toHaveURL(/\/pages\/notfound$/);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });

  test('a non-admin is sent from admin pages to /auth/access', async ({ page, request }) => {
    await useSession(page, await loginViaApi(request, demo.user));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Usuários' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Configurações' })).toHaveCount(0);

    for (const path of ['/usuarios', '/configuracoes']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/access$/);
      await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    }
  });

  test('the demo admin reaches admin pages; a signed-in user on /login goes to /dashboard', async ({
    page,
  }) => {
    await loginViaUi(page, demo.admin);
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/usuarios$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
