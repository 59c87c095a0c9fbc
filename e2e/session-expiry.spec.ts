import { expect, test } from '@playwright/test';
import { activateViaApi, registerViaApi, revokeToken, type SessionUser } from './support/api';
import { newAccount } from './support/data';
import { field, loginViaUi } from './support/session';
import { openUserMenu } from './support/shell';

const EXPIRED = 'Sessão expirada. Você será redirecionado para o login.';

test('a token revoked mid-session ends it with the session-expired toast', async ({
  page,
  request,
}) => {
  const account = newAccount('Otavio');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  await loginViaUi(page, account);

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  // The profile is on screen before the revocation: a read still under way would end the session
  // before the form appears.
  await expect(field(page, 'Cargo')).toBeVisible();

  // Another device signs this session out: the browser still holds the now revoked token.
  const stored = await page.evaluate(() => localStorage.getItem('user'));
  const user = JSON.parse(stored ?? '{}') as SessionUser;
  expect(user.token).toBeTruthy();
  await revokeToken(request, user.token);

  const typed = 'Coordenador de Vendas';
  await field(page, 'Cargo').fill(typed);
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  // Signing in again works, leads back to the page the session ended on, and the revoked
  // change was not saved.
  await field(page, 'E-mail').fill(account.email);
  await field(page, 'Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(field(page, 'Cargo')).not.toHaveValue(typed);
});
