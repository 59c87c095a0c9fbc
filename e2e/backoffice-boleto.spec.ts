import { expect, type Page, type Route, test } from '@playwright/test';
import { seriousViolations } from './support/axe';

/**
 * The boleto payment's drawer and the "Registrar pagamento" modal, light and dark, at 1280 and
 * 390 px: layout and axe. Buying by boleto lands with the checkout's boleto path, so the
 * payments list and one payment's detail are answered here with a boleto as the API sends it
 * (the behaviour is covered by the API's payment-methods and payment-settle tests).
 */
const BASE = '/xyz/backoffice';
const SHOTS = process.env.RUMO_BOLETO_SHOTS;
const BOLETO_ID = '1c9b6a8f-2d3e-4f5a-9b0c-1d2e3f4a5b6c';

const boletoPayment = {
  id: BOLETO_ID,
  company: { id: '2b7c5d1e-0000-4000-8000-000000000001', name: 'Distribuidora Horizonte Ltda' },
  subscriptionId: '2b7c5d1e-0000-4000-8000-000000000002',
  plan: {
    id: '2b7c5d1e-0000-4000-8000-000000000003',
    name: 'Equipe',
    interval: 'monthly',
    priceCents: 44900,
    userLimit: 10,
  },
  efiChargeId: 318_204,
  amountCents: 44900,
  status: 'unpaid',
  method: 'boleto',
  refusalReason: null,
  periodStart: '2026-11-10',
  periodEnd: '2026-12-10',
  paidAt: null,
  paidVia: null,
  statusAt: '2026-11-11T03:10:00.000Z',
  createdAt: '2026-10-31T12:00:00.000Z',
};

const detail = {
  data: {
    ...boletoPayment,
    subscription: {
      id: boletoPayment.subscriptionId,
      status: 'past_due',
      efiSubscriptionId: 90211,
    },
    boleto: {
      dueDate: '2026-11-10',
      linhaDigitavel: '36490001950000000000200318204700114880000044900',
      pdfUrl: '/efi-sim/boletos/318204.pdf',
      pixCode:
        '00020101021226990014BR.GOV.BCB.PIX2577qrcodes-pix.gerencianet.com.br/v2/cobv/318204e6a1b2c3d4e5f6a7b8c9d0e1f2a3b45204000053039865406449.005802BR5905RUMO6009SAO PAULO62070503***6304A1F2',
    },
    settleable: true,
    efi: {
      available: true,
      error: null,
      status: 'unpaid',
      totalCents: 44900,
      refusalReason: null,
      paymentMethod: 'banking_billet',
      cardMask: null,
      history: [
        { message: 'Cobrança criada', at: '2026-10-31T12:00:00.000Z' },
        { message: 'Boleto vencido', at: '2026-11-11T03:10:00.000Z' },
      ],
    },
  },
};

async function answerWithBoleto(page: Page) {
  // The real list, with the boleto first.
  await page.route(/\/api\/backoffice\/payments(\?.*)?$/, async (route: Route) => {
    const response = await route.fetch();
    const list = (await response.json()) as { data: unknown[]; total: number };
    await route.fulfill({
      response,
      json: { ...list, data: [boletoPayment, ...list.data], total: list.total + 1 },
    });
  });
  await page.route(`**/api/backoffice/payments/${BOLETO_ID}`, (route) =>
    route.fulfill({ json: detail }),
  );
}

async function signIn(page: Page) {
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@backoffice.rumo.demo');
  await page.getByRole('textbox', { name: 'Senha' }).fill('rumo1234');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Seu acesso' })).toBeVisible();
}

// Each width in one theme (RUMO_BOLETO_SHOTS=dir takes both themes at each width, to look at).
for (const [width, themes] of [
  [1280, SHOTS ? ['light', 'dark'] : ['light']],
  [390, SHOTS ? ['light', 'dark'] : ['dark']],
] as const) {
  test(`a boleto's drawer and the settle modal at ${width} px, ${themes.join(' and ')}, axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await answerWithBoleto(page);
    await signIn(page);
    for (const theme of themes) {
      if (theme === 'dark') await page.getByRole('button', { name: 'Usar tema escuro' }).click();
      await page.goto(`${BASE}/payments`);
      await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
      await expect(page.getByText(/Carregando/)).toHaveCount(0);
      await expect(page.getByText('Distribuidora Horizonte Ltda').first()).toBeVisible();
      expect(await seriousViolations(page), `list ${theme}`).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/payments-${theme}-${width}.png` });

      await page
        .getByRole('button', { name: /Detalhes/ })
        .first()
        .click();
      const drawer = page.getByRole('dialog', { name: 'Detalhes do pagamento' });
      await expect(drawer.getByRole('heading', { name: 'Boleto' })).toBeVisible();
      await expect(drawer.getByText(detail.data.boleto.linhaDigitavel)).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Abrir o PDF do boleto' })).toBeVisible();
      expect(await seriousViolations(page), `drawer ${theme}`).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/drawer-${theme}-${width}.png` });

      await drawer.getByRole('button', { name: 'Registrar pagamento' }).click();
      const modal = page.getByRole('dialog', { name: 'Registrar pagamento' });
      await expect(modal.getByRole('textbox', { name: /Motivo/ })).toBeFocused();
      await modal.getByRole('button', { name: 'Registrar pagamento' }).click();
      await expect(modal.getByText('Informe o motivo (ao menos 3 caracteres).')).toBeVisible();
      expect(await seriousViolations(page), `modal ${theme}`).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/settle-${theme}-${width}.png` });
      await modal.getByRole('button', { name: 'Voltar' }).click();
      await page.keyboard.press('Escape');
    }
  });
}
