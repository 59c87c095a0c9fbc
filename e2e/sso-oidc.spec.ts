import { expect, test } from '@playwright/test';
import {
  type LocalOidcProvider,
  startLocalOidcProvider,
} from '../apps/api/src/test/local-oidc-provider';
import { loginViaApi } from './support/api';
import { SCHEMES, seriousViolations, setTheme, signIn, WIDTHS, where } from './support/axe';
import { demo } from './support/data';
import { DEMO_SSO_PORT, urlOf } from './support/ports';

// Issue 25 part 1: the admin configures a custom OIDC provider (a real oidc-provider started
// here on 127.0.0.1), tests the connection, and a member signs in through it. Axe on the new
// screens, light and dark, at 390 and 1280 px.

const BASE_URL = urlOf(DEMO_SSO_PORT);
let idp: LocalOidcProvider;

test.beforeAll(async () => {
  idp = await startLocalOidcProvider({ redirectUri: `${BASE_URL}/api/sso/oidc/callback` });
});
test.afterAll(async () => {
  await idp.close();
});

test('the admin configures OIDC, tests the connection, and a member signs in through it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const session = await loginViaApi(request, demo.admin);
  // A retry starts from the demo's state: no identity provider (the first try may have saved one).
  const headers = { authorization: `Bearer ${session.token}` };
  const saved = (await (await request.get('/api/sso/providers', { headers })).json()) as {
    data: { id: string }[];
  };
  for (const provider of saved.data) {
    await request.delete(`/api/sso/providers/${provider.id}`, { headers });
  }
  await signIn(page, session, { darkTheme: false });
  await page.goto('/configuracoes?aba=seguranca');
  await expect(page.getByRole('heading', { name: /OpenID Connect/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registro de acessos' })).toBeVisible();
  // The admin's own password sign-in is in the audit.
  await expect(page.getByRole('table', { name: 'Registro de acessos' })).toContainText(
    'E-mail e senha',
  );

  await page.getByRole('button', { name: 'Adicionar provedor' }).click();
  await page.getByRole('combobox', { name: 'Provedor' }).click();
  await page.getByRole('option', { name: /Outro provedor OpenID Connect/ }).click();
  await page.getByRole('textbox', { name: 'URL do emissor (issuer)' }).fill('ftp://errado');
  await page.getByRole('button', { name: 'Salvar provedor' }).click();
  await expect(page.getByText('Informe a URL do emissor começando com https://.')).toBeVisible();

  await page.getByRole('textbox', { name: 'URL do emissor (issuer)' }).fill(idp.issuer);
  await page.getByRole('textbox', { name: 'Client ID' }).fill(idp.clientId);
  await page.getByLabel('Client secret').fill(idp.clientSecret);
  await page.getByRole('button', { name: 'Testar conexão' }).click();
  await expect(page.getByText(/Conexão bem-sucedida/)).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
      await page.evaluate(
        (value) => localStorage.setItem('rumo:layout-config', JSON.stringify(value)),
        { darkTheme: dark },
      );
      expect
        .soft(await seriousViolations(page), `Segurança, formulário (${where(width, dark)})`)
        .toEqual([]);
    }
  }

  await page.getByRole('button', { name: 'Salvar provedor' }).click();
  await expect(page.getByText('Secret: configurado', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'URI de logout (back-channel)' })).toHaveValue(
    /\/api\/sso\/oidc\/backchannel-logout\//,
  );

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await setTheme(page, dark);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
      expect.soft(await seriousViolations(page), `Segurança (${where(width, dark)})`).toEqual([]);
      await page.screenshot({
        path: `test-results/sso-seguranca-${width}-${dark ? 'escuro' : 'claro'}.png`,
        fullPage: true,
      });
    }
  }

  // The member, signed out, gets "Entrar com SSO" for the company's domain.
  const member = await page.context().browser()?.newContext({ baseURL: BASE_URL });
  if (!member) throw new Error('no browser');
  const memberPage = await member.newPage();
  idp.signInAs({ email: demo.user.email });
  for (const width of WIDTHS) {
    await memberPage.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await memberPage.goto('/login');
      await setTheme(memberPage, dark);
      await memberPage.reload();
      await memberPage.getByRole('textbox', { name: 'E-mail' }).fill(demo.user.email);
      await expect(memberPage.getByRole('link', { name: 'Entrar com SSO' })).toBeVisible();
      expect
        .soft(await seriousViolations(memberPage), `/login com SSO (${where(width, dark)})`)
        .toEqual([]);
    }
  }
  await memberPage.getByRole('link', { name: 'Entrar com SSO' }).click();
  await expect(memberPage).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  const stored = await memberPage.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored.email).toBe(demo.user.email);
  expect(memberPage.url()).not.toContain('token=');

  // A refused sign-in explains itself on /auth/sso. The provider vouches for someone of a domain
  // the company has not verified (rumo.demo is verified: there, a first sign-in creates the person).
  // Its session cookie from Ana's sign-in goes first.
  idp.signInAs({ email: 'ninguem@filial.rumo.demo' });
  await member.clearCookies();
  await memberPage.evaluate(() => localStorage.removeItem('user'));
  await memberPage.goto('/login');
  await memberPage.getByRole('textbox', { name: 'E-mail' }).fill(demo.user.email);
  await memberPage.getByRole('link', { name: 'Entrar com SSO' }).click();
  await expect(memberPage.getByRole('alert')).toContainText('não está cadastrado nesta empresa');
  for (const dark of SCHEMES) {
    await setTheme(memberPage, dark);
    await memberPage.goto('/auth/sso?erro=SSO_USER_UNKNOWN');
    await expect(memberPage.getByRole('alert')).toBeVisible();
    expect
      .soft(await seriousViolations(memberPage), `/auth/sso (${dark ? 'escuro' : 'claro'})`)
      .toEqual([]);
  }
  await member.close();

  // The admin sees the member's OIDC sign-in in the audit.
  await page.goto('/configuracoes?aba=seguranca');
  await expect(page.getByRole('table', { name: 'Registro de acessos' })).toContainText(
    'SSO (OpenID Connect)',
  );
});
