import { type APIRequestContext, expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { buyViaApi, newBuyer } from './support/checkout';
import { BACKOFFICE, paymentsOf, signInBackoffice, staffHeaders } from './support/staff';

/**
 * The boleto payment's drawer and the "Registrar pagamento" modal, light and dark, at 1280 and
 * 390 px: layout and axe, on a real boleto bought through the API (waiting at the simulator).
 */
const SHOTS = process.env.RUMO_BOLETO_SHOTS;

/** A fresh boleto purchase; answers its company's name and the boleto's linha digitável. */
async function waitingBoleto(request: APIRequestContext) {
  const buyer = newBuyer('Helena');
  await buyViaApi(request, buyer, { method: 'boleto' });
  const headers = await staffHeaders(request);
  let id = '';
  await expect
    .poll(async () => {
      const [payment] = await paymentsOf(request, headers, buyer.company);
      id = payment?.id ?? '';
      return payment?.status;
    })
    .toBe('waiting');
  const detail = await request.get(`/api/backoffice/payments/${id}`, { headers });
  expect(detail.ok(), await detail.text()).toBe(true);
  const { data } = (await detail.json()) as { data: { boleto: { linhaDigitavel: string } } };
  return { company: buyer.company, linhaDigitavel: data.boleto.linhaDigitavel };
}

// Each width in one theme (RUMO_BOLETO_SHOTS=dir takes both themes at each width, to look at).
for (const [width, themes] of [
  [1280, SHOTS ? ['light', 'dark'] : ['light']],
  [390, SHOTS ? ['light', 'dark'] : ['dark']],
] as const) {
  test(`a boleto's drawer and the settle modal at ${width} px, ${themes.join(' and ')}, axe clean`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const boleto = await waitingBoleto(request);
    await signInBackoffice(page);
    for (const theme of themes) {
      if (theme === 'dark') await page.getByRole('button', { name: 'Usar tema escuro' }).click();
      await page.goto(`${BACKOFFICE}/payments?empresa=${encodeURIComponent(boleto.company)}`);
      await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
      await expect(page.getByText(/Carregando/)).toHaveCount(0);
      await expect(page.getByText(boleto.company).first()).toBeVisible();
      expect(await seriousViolations(page), `list ${theme}`).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/payments-${theme}-${width}.png` });

      await page
        .getByRole('button', { name: /Detalhes/ })
        .first()
        .click();
      const drawer = page.getByRole('dialog', { name: 'Detalhes do pagamento' });
      await expect(drawer.getByRole('heading', { name: 'Boleto' })).toBeVisible();
      await expect(drawer.getByText(boleto.linhaDigitavel)).toBeVisible();
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
