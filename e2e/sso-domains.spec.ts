import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { ssoDomainMessages } from '../packages/shared/src/sso-domains/contracts';
import { loginViaApi } from './support/api';
import { expectAccessibleSection, inEveryView, signIn } from './support/axe';
import { demo } from './support/data';
import { field, loginViaUi } from './support/session';

// Configurações › Segurança › Domínios (issue 25, part 3): the admin adds a domain, reads the TXT
// record to publish, verifies it (the e2e server's DNS double answers what the test publishes),
// and sees why "Exigir SSO" waits for an identity provider; a member cannot reach any of it.

const SECURITY = '/configuracoes?aba=seguranca';

const domainsSection = (page: Page) =>
  page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Domínios de e-mail' }) });

test('the admin adds a domain, sees the TXT record and verifies it', async ({ page, request }) => {
  const domain = `e2e-${randomUUID().slice(0, 8)}.com.br`;
  const session = await loginViaApi(request, demo.admin);
  await signIn(page, session, { darkTheme: false });
  await page.goto(SECURITY);
  const section = domainsSection(page);
  await expect(section).toBeVisible();

  // A free e-mail provider is refused before any request, with the contract's words.
  await section.getByRole('textbox', { name: 'Domínio de e-mail' }).fill('gmail.com');
  await section.getByRole('button', { name: 'Adicionar domínio' }).click();
  await expect(section.getByText(/Domínios de e-mail gratuitos/)).toBeVisible();

  await section.getByRole('textbox', { name: 'Domínio de e-mail' }).fill(domain);
  await section.getByRole('button', { name: 'Adicionar domínio' }).click();
  const card = section.getByRole('listitem', { name: domain });
  await expect(card.getByText('Aguardando verificação')).toBeVisible();
  const record = (await card.getByTestId('txt-record').textContent()) ?? '';
  expect(record).toMatch(/^rumo-verificacao=[0-9a-f]{32}$/);
  await expect(card.getByText('TXT', { exact: true })).toBeVisible();

  // Nothing published yet: the pt-BR explanation, and the domain stays pending.
  await card.getByRole('button', { name: 'Verificar' }).click();
  await expect(card.getByRole('alert')).toContainText('Não encontramos o registro TXT');

  const published = await request.put('/api/dev/dns-txt', {
    data: { hostname: domain, values: ['v=spf1 -all', record] },
  });
  expect(published.status()).toBe(204);
  await card.getByRole('button', { name: 'Verificar' }).click();
  await expect(card.getByText('Verificado', { exact: true })).toBeVisible();

  // "Exigir SSO" needs an enabled identity provider: the demo has none, the switch says why.
  const requireSso = card.getByRole('switch', { name: 'Exigir SSO' });
  await expect(requireSso).toBeDisabled();
  await expect(card.getByText(/Ative um provedor de identidade/)).toBeVisible();

  // Keyboard: the remove button is reachable and asks before removing.
  await card.getByRole('button', { name: `Remover ${domain}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
  await expect(section.getByRole('listitem', { name: domain })).toHaveCount(0);
});

test('"Exigir SSO" on rumo.demo: the member\'s password sign-in is refused, the admin\'s is not', async ({
  page,
  request,
}) => {
  const admin = await loginViaApi(request, demo.admin);
  const headers = { authorization: `Bearer ${admin.token}` };
  // An enabled identity provider (the OIDC part's API; no discovery on creation).
  const provider = await request.post('/api/sso/providers/oidc', {
    headers,
    data: { preset: 'google', clientId: 'rumo-e2e', clientSecret: 'segredo-e2e' },
  });
  expect(provider.status(), await provider.text()).toBe(201);
  const providerId = (await provider.json()).id as string;
  try {
    await signIn(page, admin, { darkTheme: false });
    await page.goto(SECURITY);
    const card = domainsSection(page).getByRole('listitem', { name: 'rumo.demo' });
    const requireSso = card.getByRole('switch', { name: 'Exigir SSO' });
    await expect(requireSso).toBeEnabled();
    await requireSso.click();
    await expect(requireSso).toBeChecked();

    await page.evaluate(() => localStorage.removeItem('user'));
    await page.goto('/login');
    await field(page, 'E-mail').fill(demo.user.email);
    await field(page, 'Senha').fill(demo.user.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(ssoDomainMessages.ssoRequired);
    await expect(page).toHaveURL(/\/login/);

    // The admin keeps the password: the recovery path when the provider fails.
    await loginViaUi(page, demo.admin);
  } finally {
    const domains = await request.get('/api/sso-domains', { headers });
    const demoDomain = ((await domains.json()).data as { id: string; domain: string }[]).find(
      (row) => row.domain === 'rumo.demo',
    );
    await request.put(`/api/sso-domains/${demoDomain?.id}/enforcement`, {
      headers,
      data: { requireSso: false },
    });
    await request.delete(`/api/sso/providers/${providerId}`, { headers });
  }
});

test('a member reaches neither the section nor its API', async ({ page, request }) => {
  const member = await loginViaApi(request, demo.user);
  const api = await request.get('/api/sso-domains', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(api.status()).toBe(403);
  await signIn(page, member, { darkTheme: false });
  await page.goto(SECURITY);
  await expect(page.getByRole('heading', { name: 'Domínios de e-mail' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth\/access$/);
});

test('the Domínios section passes axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await loginViaApi(request, demo.admin);
  await inEveryView(page, session, async (view) => {
    await page.goto(SECURITY);
    // The demo's rumo.demo is verified, filial.rumo.demo shows its TXT instruction.
    await expect(
      domainsSection(page).getByRole('listitem', { name: 'filial.rumo.demo' }),
    ).toBeVisible();
    await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
    // This section only: the tab's other sections are their own parts' (and their checks).
    await expectAccessibleSection(page, '#dominios', view.label);
  });
});
