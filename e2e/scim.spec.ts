import { expect, test } from '@playwright/test';
import { activateViaApi, loginViaApi, registerViaApi } from './support/api';
import { expectAccessibleSection, inEveryView } from './support/axe';
import { demo, newAccount } from './support/data';
import { useSession } from './support/session';

// SCIM provisioning (issue 25 part 4): an admin creates a token in Configurações › Segurança,
// an identity provider (Playwright's request API here) creates a person with it, and the person
// shows in Usuários. A member never reaches the tokens. A fresh company: its trial has seats.

const SECURITY = '/configuracoes?aba=seguranca';

test('admin creates a SCIM token, the IdP provisions a person with it, the person is in Usuários', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('Iara');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  const admin = await loginViaApi(request, account);
  await useSession(page, admin);

  await page.goto(SECURITY);
  const section = page.getByRole('region', { name: 'Provisionamento SCIM' });
  await expect(section).toBeVisible();
  await expect(section.getByTestId('scim-base-url')).toHaveText(/\/scim\/v2$/);
  await section.getByRole('button', { name: 'Criar token' }).click();
  await expect(section.getByText('Informe um nome para o token.')).toBeVisible();
  await section.getByRole('textbox', { name: /Nome do token/ }).fill('Microsoft Entra ID');
  await section.getByRole('button', { name: 'Criar token' }).click();
  const secret = (await section.getByTestId('scim-secret').textContent()) ?? '';
  expect(secret).toMatch(/^rumo_scim_/);
  const row = section.getByRole('row', { name: /Microsoft Entra ID/ });
  await expect(row).toContainText(secret.slice(0, 16));
  await expect(row).toContainText('Nunca usado');

  const userName = `scim.${Date.now()}@contoso.test`;
  const created = await request.post('/scim/v2/Users', {
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/scim+json' },
    data: JSON.stringify({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName,
      name: { givenName: 'Joana', familyName: 'Provisionada' },
      emails: [{ primary: true, type: 'work', value: userName }],
      active: true,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(created.headers()['content-type']).toContain('application/scim+json');

  await page.goto('/usuarios');
  await expect(page.getByText('Joana Provisionada')).toBeVisible();
  await expect(page.getByText(userName)).toBeVisible();

  // The token's last use shows; revoking it stops the IdP at once.
  await page.goto(SECURITY);
  await expect(row).not.toContainText('Nunca usado');
  await page.screenshot({
    path: test.info().outputPath('scim-section-1280-light.png'),
    fullPage: true,
  });
  await row.getByRole('button', { name: 'Revogar o token Microsoft Entra ID' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revogar' }).click();
  await expect(row).toHaveCount(0);
  const refused = await request.get('/scim/v2/Users', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
});

test('the SCIM section passes axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('Tainá');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  const admin = await loginViaApi(request, account);
  const token = await request.post('/api/scim-tokens', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name: 'Okta', expiresOn: '2099-12-31' },
  });
  expect(token.status()).toBe(201);
  await inEveryView(page, admin, async (view) => {
    await page.goto(SECURITY);
    await expect(page.getByRole('region', { name: 'Provisionamento SCIM' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Okta/ })).toBeVisible();
    // This section only: the page's other sections belong to their own specs.
    await expectAccessibleSection(page, 'section[aria-labelledby="scim-title"]', view.label);
    await page.screenshot({
      path: test.info().outputPath(`scim-${view.name}.png`),
      fullPage: true,
    });
  });
});

test('a member reaches neither the SCIM tokens nor SCIM itself', async ({ page, request }) => {
  const member = await loginViaApi(request, demo.user);
  const create = await request.post('/api/scim-tokens', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { name: 'Meu' },
  });
  expect(create.status()).toBe(403);
  const list = await request.get('/api/scim-tokens', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(list.status()).toBe(403);
  const scim = await request.get('/scim/v2/Users', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(scim.status()).toBe(401);
  await useSession(page, member);
  await page.goto(SECURITY);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Provisionamento SCIM' })).toHaveCount(0);
});
