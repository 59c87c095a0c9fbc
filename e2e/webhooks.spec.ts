import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { activateViaApi, loginViaApi, registerViaApi } from './support/api';
import { expectAccessibleSection, inEveryView, seriousViolations, signIn } from './support/axe';
import { demo, newAccount } from './support/data';
import { useSession } from './support/session';

// Outbound webhooks (issue 26 part 2): an admin adds an endpoint pointing at a receiver started
// here, sends a test, the receiver verifies its Standard Webhooks signature and the delivery
// shows in the log. A member never reaches the section nor its API.

const INTEGRATIONS = '/configuracoes?aba=integracoes';

/** A receiver on 127.0.0.1 that verifies each request with the secret it was given. */
async function startReceiver() {
  const received: { type: string; verified: boolean }[] = [];
  let secret = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified = false;
      try {
        new Webhook(secret).verify(body, request.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      received.push({ type: JSON.parse(body).type, verified });
      response.writeHead(verified ? 200 : 401, { 'content-type': 'text/plain' });
      response.end(verified ? 'recebido' : 'assinatura inválida');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rumo`,
    received,
    trust: (value: string) => {
      secret = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('admin adds a webhook, sends a test, the receiver verifies it and the log shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const receiver = await startReceiver();
  const account = newAccount('Webhook');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  const admin = await loginViaApi(request, account);
  await useSession(page, admin);

  await page.goto(INTEGRATIONS);
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section.getByText('Nenhum webhook cadastrado.', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Adicionar webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar webhook' });
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Informe a URL do endpoint.')).toBeVisible();
  await expect(dialog.getByText('Escolha pelo menos um evento.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /URL do endpoint/ }).fill(receiver.url);
  await dialog.getByRole('textbox', { name: /Descrição/ }).fill('BI da empresa');
  await dialog.getByRole('checkbox', { name: /Check-in registrado/ }).check();
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog).toHaveCount(0);

  const secret = (await section.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  receiver.trust(secret);
  const card = section.getByRole('article', { name: 'Webhook BI da empresa' });
  await expect(card).toContainText(receiver.url);
  await card.getByRole('button', { name: 'Enviar teste' }).click();
  const log = card.getByRole('table', { name: 'Histórico de entregas' });
  await expect(log.getByRole('row', { name: /webhook\.test/ })).toContainText('Entregue');
  await expect(log.getByRole('row', { name: /webhook\.test/ })).toContainText('200');
  expect(receiver.received).toEqual([{ type: 'webhook.test', verified: true }]);

  await log.getByRole('button', { name: /Reenviar a entrega webhook\.test/ }).click();
  await expect.poll(() => receiver.received.length).toBe(2);
  await page.screenshot({
    path: test.info().outputPath('webhooks-1280-light.png'),
    fullPage: true,
  });

  await card.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(card).toHaveCount(0);
  await receiver.close();
});

test('the Webhooks section passes axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('Webhook Axe');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  const admin = await loginViaApi(request, account);
  const created = await request.post('/api/integrations/webhooks', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      url: 'http://127.0.0.1:1/rumo',
      description: 'Endpoint fora do ar',
      events: ['checkin.created', 'cycle.closed'],
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).webhook.id;
  const test1 = await request.post(`/api/integrations/webhooks/${id}/test`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect((await test1.json()).status).toBe('failed');
  await inEveryView(page, admin, async (view) => {
    await page.goto(INTEGRATIONS);
    const card = page.getByRole('article', { name: 'Webhook Endpoint fora do ar' });
    await card.getByRole('button', { name: 'Ver entregas' }).click();
    await expect(card.getByRole('row', { name: /webhook\.test/ })).toContainText('Falhou');
    await expectAccessibleSection(page, 'section[aria-labelledby="webhooks-title"]', view.label);
    await page.screenshot({
      path: test.info().outputPath(`webhooks-${view.name}.png`),
      fullPage: true,
    });
  });
  await signIn(page, admin, { darkTheme: false });
  await page.goto(INTEGRATIONS);
  await page.getByRole('button', { name: 'Adicionar webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar webhook' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});

test('a member reaches neither the Webhooks section nor its API', async ({ page, request }) => {
  const member = await loginViaApi(request, demo.user);
  for (const call of [
    request.get('/api/integrations/webhooks', {
      headers: { authorization: `Bearer ${member.token}` },
    }),
    request.post('/api/integrations/webhooks', {
      headers: { authorization: `Bearer ${member.token}` },
      data: { url: 'https://exemplo.com.br/hook', events: ['cycle.closed'] },
    }),
  ]) {
    expect((await call).status()).toBe(403);
  }
  await useSession(page, member);
  await page.goto(INTEGRATIONS);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Webhooks' })).toHaveCount(0);
});
