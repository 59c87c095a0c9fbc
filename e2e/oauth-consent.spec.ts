import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginViaApi } from './support/api';
import { SCHEMES, seriousViolations, signIn, WIDTHS, where } from './support/axe';
import { demo } from './support/data';
import { field } from './support/session';

// OAuth for /mcp (issue 26 part 3): an assistant registers itself, sends the person to the
// consent page, and gets a token for /mcp when they allow. The callback of the "assistant" is
// answered by Playwright, as the assistant's own page would be.

const CALLBACK = 'http://localhost:8765/callback';
const VERIFIER = 'e2e-verifier-'.padEnd(50, 'x');

async function register(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.post('/oauth/register', {
    data: { client_name: name, redirect_uris: [CALLBACK] },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { client_id: string }).client_id;
}

const authorizeUrl = (clientId: string) =>
  `/oauth/authorize?${new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CALLBACK,
    code_challenge: createHash('sha256').update(VERIFIER).digest('base64url'),
    code_challenge_method: 'S256',
    scope: 'okrs:read checkins:write',
    state: 'e2e',
  })}`;

/** Where the browser lands back at the assistant, once the person answers. */
async function answerConsent(page: Page, button: 'Permitir' | 'Negar'): Promise<URL> {
  const back = page.waitForRequest((request) => request.url().startsWith(CALLBACK));
  await page.getByRole('button', { name: button }).click();
  const url = new URL((await back).url());
  // The navigation must finish here, or the next goto is cut short by it.
  await page.waitForURL(`${CALLBACK}**`);
  return url;
}

test.beforeEach(async ({ page }) => {
  await page.route(`${CALLBACK}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Assistente</title>ok' }),
  );
});

test('a member signs in from the assistant, allows it, and the token reaches /mcp; revoked in Meu Perfil', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const clientId = await register(request, 'Claude');
  await page.goto(authorizeUrl(clientId));
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  await field(page, 'E-mail').fill(demo.user.email);
  await field(page, 'Senha').fill(demo.user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  await expect(
    page.getByRole('heading', { name: 'Claude quer acessar o Rumo como você' }),
  ).toBeVisible();
  await expect(page.getByText('Registrar check-ins nos resultados-chave')).toBeVisible();
  const back = await answerConsent(page, 'Permitir');
  expect(back.searchParams.get('state')).toBe('e2e');
  const tokens = await request.post('/oauth/token', {
    form: {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      code_verifier: VERIFIER,
      client_id: clientId,
      redirect_uri: CALLBACK,
    },
  });
  expect(tokens.status(), await tokens.text()).toBe(200);
  const { access_token } = (await tokens.json()) as { access_token: string };
  const mcp = () =>
    request.post('/mcp', {
      headers: {
        authorization: `Bearer ${access_token}`,
        accept: 'application/json, text/event-stream',
      },
      data: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
  expect((await mcp()).status()).toBe(200);

  await page.goto('/perfil');
  const section = page.getByRole('region', { name: 'Aplicativos conectados' });
  await expect(section.getByText('Claude', { exact: true })).toBeVisible({ timeout: 30_000 });
  await section.getByRole('button', { name: 'Revogar acesso de Claude' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revogar' }).click();
  await expect(page.getByText('Acesso do aplicativo revogado.')).toBeVisible();
  expect((await mcp()).status()).toBe(401);
});

test('an admin denies: the assistant gets access_denied', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await loginViaApi(request, demo.admin);
  await signIn(page, admin, { darkTheme: false });
  await page.goto(authorizeUrl(await register(request, 'ChatGPT')));
  await expect(
    page.getByRole('heading', { name: 'ChatGPT quer acessar o Rumo como você' }),
  ).toBeVisible({ timeout: 30_000 });
  const back = await answerConsent(page, 'Negar');
  expect(back.searchParams.get('error')).toBe('access_denied');
  expect(back.searchParams.get('code')).toBeNull();
});

test('the consent page passes axe-core for admin and member, light and dark, 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const clientId = await register(request, 'ChatGPT');
  for (const person of [demo.admin, demo.user]) {
    const session = await loginViaApi(request, person);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const dark of SCHEMES) {
        await signIn(page, session, { darkTheme: dark });
        await page.goto(authorizeUrl(clientId));
        await expect(page.getByRole('button', { name: 'Permitir' })).toBeVisible({
          timeout: 30_000,
        });
        const label = `${person.email}, ${where(width, dark)}`;
        expect.soft(await seriousViolations(page), label).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `horizontal overflow at ${label}`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: test
            .info()
            .outputPath(
              `oauth-consent-${person === demo.admin ? 'admin' : 'member'}-${width}-${dark ? 'dark' : 'light'}.png`,
            ),
        });
      }
    }
  }
});
