import { expect, test } from '@playwright/test';
import { latestMailTo } from './support/api';
import { newAccount, tinyPng } from './support/data';
import { field, loginViaUi } from './support/session';
import { logoutViaMenu, openUserMenu, sidebar } from './support/shell';

test('a new company registers, activates by e-mail, signs in and uses the app shell', async ({
  page,
  request,
}) => {
  const account = newAccount('Marina');

  await test.step('register', async () => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /criar conta|comece|cadastr/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/register$/);
    await field(page, 'Nome').fill(account.name);
    await field(page, 'Empresa').fill(account.company);
    await field(page, 'E-mail').fill(account.email);
    await field(page, 'Senha').fill(account.password);
    await field(page, 'Confirmar senha').fill(account.password);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/auth\/email-sent$/);
    await expect(page.getByText(account.email)).toBeVisible();
  });

  await test.step('a pending account cannot sign in yet', async () => {
    await page.goto('/login');
    await field(page, 'E-mail').fill(account.email);
    await field(page, 'Senha').fill(account.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText(/ainda não foi ativada/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('open the activation e-mail in the dev mailbox and follow its link', async () => {
    await latestMailTo(request, account.email);
    await page.goto('/dev/mailbox');
    const message = page.locator('article').filter({ hasText: account.email }).first();
    await message.getByRole('link', { name: /\/activate-account\?token=/ }).click();
    await expect(page).toHaveURL(/\/activate-account\?token=/);
    await expect(page.getByRole('heading', { name: 'Conta ativada!' })).toBeVisible();
  });

  await test.step('sign in and land in the shell', async () => {
    await loginViaUi(page, account);
    await expect(page).toHaveTitle(/Dashboard/);
    const menu = sidebar(page);
    await expect(menu.getByText('Menu', { exact: true })).toBeVisible();
    for (const item of [
      'Dashboard',
      'Planejamento',
      'OKRs',
      'Evolução OKRs',
      'Check-in',
      'Times',
    ]) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    // The company's first user is its admin.
    await expect(menu.getByRole('link', { name: 'Usuários', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Configurações', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('topbar-user-name')).toHaveText('Marina');
    await expect(page.getByRole('contentinfo')).toContainText(
      new RegExp(`Rumo.*${new Date().getFullYear()}`),
    );
  });

  await test.step('a configurator choice survives a reload', async () => {
    const configurator = page.getByRole('button', { name: 'Personalizar aparência' });
    await configurator.click();
    const teal = page.getByRole('button', { name: 'Cor Verde-azulado' });
    await teal.click();
    await expect(teal).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Superfície Ocean' }).click();
    // SegmentedControl hides its radio inputs; the visible label takes the click.
    await page.getByText('Lara', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Lara' })).toBeChecked();

    await page.reload();
    await configurator.click();
    await expect(page.getByRole('button', { name: 'Cor Verde-azulado' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Cor Esmeralda' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('button', { name: 'Superfície Ocean' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('radio', { name: 'Lara' })).toBeChecked();
    await page.keyboard.press('Escape');
  });

  await test.step('dark mode toggles app-dark on <html>', async () => {
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bapp-dark\b/);
    await page.getByRole('button', { name: 'Usar tema escuro' }).click();
    await expect(html).toHaveClass(/\bapp-dark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bapp-dark\b/);
    await page.getByRole('button', { name: 'Usar tema claro' }).click();
    await expect(html).not.toHaveClass(/\bapp-dark\b/);
  });

  await test.step('edit the profile and upload an avatar', async () => {
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();

    await field(page, 'Nome').fill(`Beatriz ${account.name}`);
    await field(page, 'Cargo').fill('Diretora de Estratégia');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Perfil atualizado')).toBeVisible();
    await expect(page.getByTestId('topbar-user-name')).toHaveText('Beatriz');

    await page.getByLabel('Foto de perfil').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await page.getByRole('button', { name: 'Enviar foto' }).click();
    await expect(page.getByText('Foto atualizada')).toBeVisible();
    const avatar = page.getByRole('button', { name: 'Menu do usuário' }).locator('img');
    await expect(avatar).toHaveAttribute('src', /\/static\/avatars\/[^/]+\.png$/);
    const src = await avatar.getAttribute('src');
    const image = await request.get(src as string);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/png');

    await page.reload();
    await expect(field(page, 'Cargo')).toHaveValue('Diretora de Estratégia');
  });

  await test.step('log out', async () => {
    await logoutViaMenu(page);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
