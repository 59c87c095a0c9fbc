import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { buyViaApi, newBuyer } from './support/checkout';

const BASE = '/xyz/backoffice';
const ADMIN = { email: 'admin@backoffice.rumo.demo', password: 'rumo1234' };

async function signIn(page: Page) {
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Senha' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Seu acesso' })).toBeVisible();
}

async function staffHeaders(request: APIRequestContext) {
  const response = await request.post('/api/backoffice/auth/login', { data: ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { access_token: string } };
  return { authorization: `Bearer ${body.data.access_token}` };
}

type Page1<T> = { data: T[]; total: number };

test('the admin follows a purchase, an overdue renewal and an idempotent webhook replay', async ({
  page,
  request,
}) => {
  const buyer = newBuyer('Paula');
  await buyViaApi(request, buyer);
  const headers = await staffHeaders(request);
  const company = encodeURIComponent(buyer.company);

  // The first charge is paid once the simulator settles it.
  await expect
    .poll(async () => {
      const response = await request.get(`/api/backoffice/payments?company=${company}`, {
        headers,
      });
      const list = (await response.json()) as Page1<{ status: string }>;
      return list.data.map((payment) => payment.status).join(',');
    })
    .toBe('paid');

  await signIn(page);
  await page.goto(`${BASE}/payments?empresa=${company}`);
  await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: buyer.company });
  await expect(row).toContainText('Pago');
  await row.getByRole('button', { name: /Detalhes/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Detalhes do pagamento' });
  await expect(drawer.getByRole('heading', { name: 'Na Efí' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sincronizar com a Efí' })).toBeVisible();
  await expect(drawer.getByText(buyer.company)).toBeVisible();
  await drawer.getByRole('button', { name: 'Sincronizar com a Efí' }).click();
  await expect(page.getByText('Sincronização Completa')).toBeVisible();
  await page.keyboard.press('Escape');

  // A renewal refused at Efí: the payment shows as overdue once the notification is processed.
  const subscriptions = await request.get(`/api/backoffice/subscriptions?company=${company}`, {
    headers,
  });
  const subscription = ((await subscriptions.json()) as Page1<{ efiSubscriptionId: number }>)
    .data[0];
  expect(subscription?.efiSubscriptionId).toBeTruthy();
  const renewal = await request.post(
    `/efi-sim/control/subscriptions/${subscription?.efiSubscriptionId}/charges`,
    { data: { outcome: 'unpaid' } },
  );
  expect(renewal.ok(), await renewal.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/backoffice/payments?company=${company}&status=unpaid`,
          { headers },
        );
        return ((await response.json()) as Page1<unknown>).total;
      },
      { timeout: 20_000 },
    )
    .toBe(1);

  await page.goto(`${BASE}/payments?visao=overdue`);
  await expect(page.getByRole('row').filter({ hasText: buyer.company })).toContainText('Em atraso');

  // Replaying an applied notification changes nothing.
  await page.goto(`${BASE}/webhooks?estado=processed`);
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /^Detalhes da notificação/ })
    .first()
    .click();
  const webhook = page.getByRole('dialog', { name: 'Notificação da Efí' });
  await expect(webhook.getByRole('heading', { name: 'Entradas aplicadas' })).toBeVisible();
  await webhook.getByRole('button', { name: 'Reprocessar' }).click();
  await expect(webhook.getByRole('status')).toContainText('Nada mudou');
});

test('payments, webhooks and leads have no serious accessibility violations, light and dark', async ({
  page,
}) => {
  await signIn(page);
  for (const dark of [false, true]) {
    if (dark) await page.getByRole('button', { name: 'Usar tema escuro' }).click();
    for (const [path, title] of [
      ['payments', 'Pagamentos'],
      ['webhooks', 'Webhooks'],
      ['leads', 'Leads'],
    ] as const) {
      await page.goto(`${BASE}/${path}`);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText(/Carregando/)).toHaveCount(0);
      expect(await seriousViolations(page), `${path} ${dark ? 'dark' : 'light'}`).toEqual([]);
    }
  }
});
