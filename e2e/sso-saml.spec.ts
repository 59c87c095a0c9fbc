import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from './support/api';
import { SCHEMES, seriousViolations, setTheme, signIn, WIDTHS, where } from './support/axe';
import { demo } from './support/data';
import { DEMO_SSO_PORT, urlOf } from './support/ports';
import { type LocalSamlIdp, startLocalSamlIdp } from './support/saml-idp-server';

// Issue 25 part 2: the admin pastes a SAML IdP's metadata (a small IdP started here on
// 127.0.0.1, signing with the committed test key) and a member signs in through it, the IdP's
// page auto-posting the signed Response to the ACS. Axe on the SAML section, light and dark,
// at 390 and 1280 px.

const BASE_URL = urlOf(DEMO_SSO_PORT);
let idp: LocalSamlIdp;

async function checkSection(page: Page, label: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await setTheme(page, dark);
      await page.reload();
      await ready();
      expect.soft(await seriousViolations(page), `${label} (${where(width, dark)})`).toEqual([]);
      await page
        .getByRole('heading', { name: 'Login com SAML 2.0' })
        .locator('xpath=ancestor::section')
        .screenshot({
          path: `test-results/sso-saml-${label}-${width}-${dark ? 'escuro' : 'claro'}.png`,
        });
    }
  }
}

test('the admin pastes the IdP metadata and a member signs in through SAML', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const session = await loginViaApi(request, demo.admin);
  const headers = { authorization: `Bearer ${session.token}` };
  const samlConfig = await (await request.get('/api/sso/saml', { headers })).json();
  const acsUrl: string = samlConfig.serviceProvider.acsUrl;
  const companyId = acsUrl.split('/').at(-2) ?? '';
  idp = await startLocalSamlIdp(BASE_URL, companyId);
  // A retry (or the OIDC spec) may have left providers: the member's one button must be SAML's.
  await request.delete('/api/sso/saml', { headers });
  const saved = (await (await request.get('/api/sso/providers', { headers })).json()) as {
    data: { id: string }[];
  };
  for (const provider of saved.data) {
    await request.delete(`/api/sso/providers/${provider.id}`, { headers });
  }

  // The member may not see or change it.
  const memberSession = await loginViaApi(request, demo.user);
  const forbidden = await request.get('/api/sso/saml', {
    headers: { authorization: `Bearer ${memberSession.token}` },
  });
  expect(forbidden.status()).toBe(403);

  await signIn(page, session, { darkTheme: false });
  await page.goto('/configuracoes?aba=seguranca');
  await expect(page.getByRole('heading', { name: 'Login com SAML 2.0' })).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'URL de ACS (Assertion Consumer Service)' }),
  ).toHaveValue(acsUrl);
  const xml = page.getByRole('textbox', { name: 'XML de metadados do provedor (IdP)' });
  await page.getByRole('button', { name: 'Salvar login SAML' }).click();
  await expect(
    page.getByText('Cole o XML de metadados do provedor ou informe a URL dos metadados.'),
  ).toBeVisible();
  await checkSection(page, 'formulario', () => expect(xml).toBeVisible());

  await xml.fill('<md:EntityDescriptor');
  await page.getByRole('button', { name: 'Salvar login SAML' }).click();
  await expect(page.getByText('O XML de metadados do provedor não é válido.')).toBeVisible();
  await xml.fill(idp.metadataXml);
  await page.getByRole('button', { name: 'Salvar login SAML' }).click();
  await expect(page.getByText('Provedor SAML', { exact: true })).toBeVisible();
  await expect(page.getByText(/Certificado de assinatura \(SHA-256\)/)).toBeVisible();
  await expect(
    page.getByText(/Logout único \(SLO\): http:\/\/127\.0\.0\.1:\d+\/slo/),
  ).toBeVisible();
  await checkSection(page, 'configurado', () =>
    expect(page.getByRole('switch', { name: 'Login SAML ativo' })).toBeChecked(),
  );

  // The member, signed out, gets "Entrar com SSO" and lands on the dashboard through the IdP.
  const member = await page.context().browser()?.newContext({ baseURL: BASE_URL });
  if (!member) throw new Error('no browser');
  const memberPage = await member.newPage();
  idp.signInAs(demo.user.email);
  await memberPage.goto('/login');
  await memberPage.getByRole('textbox', { name: 'E-mail' }).fill(demo.user.email);
  await memberPage.getByRole('link', { name: 'Entrar com SSO' }).click();
  await expect(memberPage).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  const stored = await memberPage.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored.email).toBe(demo.user.email);
  expect(memberPage.url()).not.toContain('token=');

  // The member signs out at the IdP: its signed LogoutRequest (HTTP-Redirect) ends the Rumo
  // session, the browser goes back to the IdP with Rumo's signed LogoutResponse, and the next
  // app navigation lands on /login.
  await memberPage.goto(idp.logoutUrl(demo.user.email));
  await expect(memberPage.getByRole('heading', { name: 'Você saiu' })).toBeVisible();
  expect(idp.logoutResponses).toHaveLength(1);
  expect(idp.logoutResponses[0]).toContain('SAMLResponse=');
  expect(idp.logoutResponses[0]).toContain('Signature=');
  await memberPage.goto('/dashboard');
  await expect(memberPage).toHaveURL(/\/login/, { timeout: 30_000 });

  // An IdP-initiated Response (the IdP's app tile) is refused with the pt-BR reason.
  await memberPage.evaluate(() => localStorage.removeItem('user'));
  await memberPage.goto(idp.tileUrl);
  await expect(memberPage.getByRole('alert')).toContainText(
    'Este acesso precisa começar pelo Rumo',
  );
  await member.close();

  // The admin sees the SAML sign-in in the audit, then removes SAML after confirming.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Registro de acessos' })).toContainText('SAML');
  await page.getByRole('button', { name: 'Remover login SAML' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remover o login SAML' });
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Login SAML removido.')).toBeVisible();
  await expect(xml).toBeVisible();
  await idp.close();
});
