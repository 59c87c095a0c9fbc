import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from './support/api';
import { SCHEMES, seriousViolations, setTheme, signIn, WIDTHS, where } from './support/axe';
import { demo } from './support/data';

// Issue 25, hardening: removing an identity provider asks first (it names the provider and says
// the sessions opened with it end), by keyboard; cancelling keeps it. The member's /login shows
// "Entrar com Google" for rumo.demo (a verified domain) while the provider exists, and not after;
// the member cannot remove it. Axe on the dialog, light and dark, at 390 and 1280 px.

const SECURITY = '/configuracoes?aba=seguranca';

async function memberSeesGoogle(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(demo.user.email);
  return page.getByRole('link', { name: 'Entrar com Google' });
}

test('the admin confirms before removing a provider; cancel keeps it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const session = await loginViaApi(request, demo.admin);
  const headers = { authorization: `Bearer ${session.token}` };
  // A retry starts from the demo's state: no identity provider.
  const saved = (await (await request.get('/api/sso/providers', { headers })).json()) as {
    data: { id: string }[];
  };
  for (const provider of saved.data) {
    await request.delete(`/api/sso/providers/${provider.id}`, { headers });
  }
  const created = await request.post('/api/sso/providers/oidc', {
    headers,
    data: { preset: 'google', clientId: 'rumo-e2e-remocao', clientSecret: 'segredo-e2e' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const providerId = (await created.json()).id as string;
  const providerCount = async () =>
    ((await (await request.get('/api/sso/providers', { headers })).json()) as { data: unknown[] })
      .data.length;

  // The member: "Entrar com Google" on /login, and no way to remove the provider.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await expect(await memberSeesGoogle(memberPage)).toBeVisible();
  const member = await loginViaApi(request, demo.user);
  const refused = await request.delete(`/api/sso/providers/${providerId}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(refused.status()).toBe(403);

  await signIn(page, session, { darkTheme: false });
  await page.goto(SECURITY);
  const remove = page.getByRole('button', { name: 'Remover o provedor Google' });
  await expect(remove).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await setTheme(page, dark);
      await page.reload();
      // Keyboard only: focus the button, Enter opens the dialog, Escape closes it.
      await remove.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Remover o provedor Google?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('As sessões abertas com ele terminam agora');
      expect
        .soft(await seriousViolations(page), `Remover provedor (${where(width, dark)})`)
        .toEqual([]);
      await page.screenshot({
        path: `test-results/sso-remover-provedor-${width}-${dark ? 'escuro' : 'claro'}.png`,
      });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }

  // Cancelar (by keyboard) keeps the provider.
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remover o provedor Google?' });
  const cancel = dialog.getByRole('button', { name: 'Cancelar' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeVisible();
  expect(await providerCount()).toBe(1);

  // Confirmed, it goes; the member's /login no longer offers it.
  await remove.click();
  await dialog.getByRole('button', { name: 'Remover provedor' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Provedor de identidade removido.')).toBeVisible();
  await expect(page.getByText('Nenhum provedor configurado.')).toBeVisible();
  expect(await providerCount()).toBe(0);
  await memberSeesGoogle(memberPage);
  await expect(memberPage.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Entrar com Google' })).toHaveCount(0);
  await memberContext.close();
});
