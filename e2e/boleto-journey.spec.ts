import { type APIRequestContext, expect, test } from '@playwright/test';
import { linkIn, type MailMessage } from './support/api';
import { seriousViolations } from './support/axe';
import { buyViaApi, fillBuyer, monthlyPlan, newBuyer } from './support/checkout';
import { field } from './support/session';
import {
  BACKOFFICE,
  paymentsOf,
  type StaffPayment,
  signInBackoffice,
  staffHeaders,
} from './support/staff';

/**
 * Issue 21 end to end: a visitor buys by Boleto / Pix, pays its Pix at the Efí simulator, is
 * let in by the activation e-mail, gets the receipt and the nota fiscal (NFS-e simulator), and
 * finds both in the billing tab; then staff register a boleto paid outside Efí.
 */

// A valid CNPJ other than the buyer's (11.222.333/0001-81): Rumo as the notas' issuer.
const fiscalSettings = {
  cnpj: '11444777000161',
  razaoSocial: 'Rumo Tecnologia Ltda',
  inscricaoMunicipal: '1234567',
  municipio: { name: 'São Paulo', state: 'SP', ibgeCode: '3550308' },
  taxRegime: 'simples_nacional',
  issRate: 2,
};

/** The newest e-mail to `to` whose subject matches, polling the dev mailbox. */
async function mailWithSubject(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  timeout = 30_000,
): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        expect(response.ok()).toBe(true);
        const { data } = (await response.json()) as { data: MailMessage[] };
        found = data.find(
          (message) =>
            message.to.toLowerCase() === to.toLowerCase() && subject.test(message.subject),
        );
        return found !== undefined;
      },
      { message: `an e-mail "${subject}" to ${to}`, timeout },
    )
    .toBe(true);
  return found as MailMessage;
}

/** Polls the backoffice until the company's only payment is there, and answers it. */
async function onlyPayment(
  request: APIRequestContext,
  headers: Record<string, string>,
  company: string,
  status: string,
): Promise<StaffPayment> {
  let payment: StaffPayment | undefined;
  await expect
    .poll(
      async () => {
        [payment] = await paymentsOf(request, headers, company);
        return payment?.status;
      },
      { message: `${company}'s payment ${status}`, timeout: 30_000 },
    )
    .toBe(status);
  return payment as StaffPayment;
}

test('a visitor buys by boleto, pays its Pix, activates the account and gets the receipt and the nota fiscal', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const buyer = newBuyer('Bruna');
  const headers = await staffHeaders(request);

  await test.step('staff have saved the fiscal settings (the notas wait for them)', async () => {
    const saved = await request.put('/api/backoffice/settings/fiscal', {
      headers,
      data: fiscalSettings,
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  });

  let linha = '';
  await test.step('check out by Boleto / Pix: preselected for a CNPJ', async () => {
    const plan = await monthlyPlan(request);
    await page.goto(`/checkout?plano=${plan.id}`);
    await fillBuyer(page, buyer);
    await expect(page.getByRole('radio', { name: /Boleto \/ Pix/ })).toBeChecked();
    await expect(field(page, 'Número do cartão')).toHaveCount(0);
    await page.getByRole('button', { name: /^Gerar boleto/ }).click();
    await expect(page).toHaveURL(/\/obrigado\?pedido=/, { timeout: 30_000 });
  });

  await test.step('/obrigado: amount, due date, linha digitável, PDF and Pix; axe clean', async () => {
    await expect(page.getByRole('heading', { name: 'Boleto gerado!' })).toBeVisible();
    const panel = page.locator('[aria-labelledby="boleto-titulo"]');
    await expect(
      panel.getByRole('heading', { name: /^Pague o boleto até \d{2}\/\d{2}\/\d{2}$/ }),
    ).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(/Valor: R\$\s449,00 · Vencimento: \d{2}\/\d{2}\/\d{2}/);
    const code = panel.locator('code').first();
    linha = (await code.textContent()) ?? '';
    expect(linha.replace(/\D/g, '')).toMatch(/^\d{47}$/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await panel.getByRole('button', { name: 'Copiar linha digitável' }).click();
    await expect(
      panel.getByText('Linha digitável: copiado para a área de transferência.'),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linha);
    const pdf = panel.getByRole('link', { name: 'Baixar boleto (PDF)' });
    const pdfResponse = await request.get((await pdf.getAttribute('href')) ?? '');
    expect(pdfResponse.headers()['content-type']).toContain('application/pdf');
    const qr = panel.getByRole('img', { name: /^QR Code do Pix/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(panel.getByText('Pix copia e cola', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('nobody can sign in before the boleto is paid', async () => {
    const response = await request.get('/api/dev/mailbox');
    const { data } = (await response.json()) as { data: MailMessage[] };
    const toBuyer = data.filter((message) => message.to === buyer.email);
    expect(toBuyer.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Seu pedido do Rumo: pague o boleto até /),
    ]);
  });

  await test.step('the payer pays the Pix at the Efí simulator', async () => {
    const waiting = await onlyPayment(request, headers, buyer.company, 'waiting');
    expect(waiting.method).toBe('boleto');
    const paid = await request.post(`/efi-sim/control/charges/${waiting.efiChargeId}/pay`, {
      data: { via: 'pix' },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    const payment = await onlyPayment(request, headers, buyer.company, 'paid');
    expect(payment.paidVia).toBe('pix');
  });

  await test.step('the activation e-mail lets the buyer in', async () => {
    const mail = await mailWithSubject(request, buyer.email, /ative sua conta/);
    await page.goto(linkIn(mail, '/activate-account-purchase'));
    await expect(page.getByRole('heading', { name: 'Ative sua conta' })).toBeVisible();
    await field(page, 'Senha').fill('Senha-forte-123');
    await field(page, 'Confirmar senha').fill('Senha-forte-123');
    await page.getByRole('button', { name: 'Ativar conta e entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  let number = '';
  await test.step('the receipt, then the nota fiscal on the first attempt', async () => {
    const receipt = await mailWithSubject(
      request,
      buyer.email,
      /^Recibo do Rumo: pagamento de R\$\s449,00 confirmado$/,
    );
    expect(receipt.text).toContain('449,00');
    // Checkout took the city's IBGE code: nobody completes "Dados para a nota fiscal" first.
    // The invoice sweep runs every minute, then the simulator authorizes.
    const nota = await mailWithSubject(
      request,
      buyer.email,
      /^Sua nota fiscal foi emitida$/,
      150_000,
    );
    number = nota.text.match(/nota fiscal de serviço nº (\S+) do pagamento/)?.[1] ?? '';
    expect(number, nota.text).not.toBe('');
    expect(nota.text).toMatch(/pagamento de R\$\s449,00/);
  });

  await test.step('Configurações › Assinatura lists the payment with its nota fiscal', async () => {
    await page.goto('/configuracoes?aba=assinatura');
    const history = page.getByRole('table', { name: 'Histórico de pagamentos' });
    const row = history.getByRole('row').filter({ hasText: 'Boleto / Pix' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/R\$\s449,00/);
    await expect(row).toContainText('Pago');
    await expect(row).toContainText(`NFS-e nº ${number}`);
    await expect(
      row.getByRole('button', { name: `Baixar PDF da nota fiscal nº ${number}` }),
    ).toBeVisible();
    await expect(
      row.getByRole('button', { name: `Baixar XML da nota fiscal nº ${number}` }),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Baixar PDF da nota fiscal nº ${number}` }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
});

test('staff register a boleto paid outside Efí: the payment shows as paid (baixa manual)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = newBuyer('Teresa');
  await buyViaApi(request, buyer, { method: 'boleto' });
  const headers = await staffHeaders(request);
  await onlyPayment(request, headers, buyer.company, 'waiting');

  await signInBackoffice(page);
  await page.goto(`${BACKOFFICE}/payments?empresa=${encodeURIComponent(buyer.company)}`);
  const row = page.getByRole('row').filter({ hasText: buyer.company });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Boleto');
  await row.getByRole('button', { name: /Detalhes/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Detalhes do pagamento' });
  await drawer.getByRole('button', { name: 'Registrar pagamento' }).click();
  const modal = page.getByRole('dialog', { name: 'Registrar pagamento' });
  await modal
    .getByRole('textbox', { name: /Motivo/ })
    .fill('Transferência recebida em 27/11, comprovante no chamado 4821.');
  await modal.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(modal).toBeHidden();
  await expect(drawer.getByText(/· Baixa manual/)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Registrar pagamento' })).toHaveCount(0);

  const settled = await onlyPayment(request, headers, buyer.company, 'settled');
  expect(settled.paidVia).toBe('settled');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Pago (baixa manual)');
});
