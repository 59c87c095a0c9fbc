import { type APIRequestContext, expect, test } from '@playwright/test';
import { activateViaApi, latestMailTo, loginViaApi, registerViaApi } from './support/api';
import { buyForCompany } from './support/billing';
import { cardExpiry, cards } from './support/checkout';
import { newAccount } from './support/data';
import { field, useSession } from './support/session';

test('an admin in trial sees the plans; after buying (the trial goes on), changes the card, cancels with a reason and undoes it', async ({
  page,
  request,
}) => {
  const account = newAccount('Bia');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  const admin = await loginViaApi(request, account);
  await useSession(page, admin);

  await test.step('in trial: days left in the top bar and the plans to buy', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/configuracoes?aba=assinatura');
    await expect(page.getByRole('tab', { name: 'Assinatura' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(/^Seu teste grátis termina em \d+ dias$/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Teste: \d+ dias/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Assinar o plano Equipe mensal' })).toHaveAttribute(
      'href',
      /^\/checkout\?plano=/,
    );
  });

  await buyForCompany(request, admin);

  await test.step('after buying in trial: the trial goes on, the first charge on its last day', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Plano Equipe' })).toBeVisible();
    await expect(
      page.getByText(
        /^Você já assinou o plano Equipe\. A primeira cobrança será em \d{2}\/\d{2}\/\d{2}, no fim do seu período de teste\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByText('1 de 50 usuários')).toBeVisible();
    await expect(page.getByText(/^\d{2}\/\d{2}\/\d{2} · R\$\s449,00$/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Teste: \d+ dias/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Assinar o plano Equipe mensal' })).toBeHidden();
  });

  await test.step('a card Efí refuses is not reported as updated', async () => {
    await page.getByRole('button', { name: 'Atualizar cartão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atualizar cartão' });
    await field(page, 'Número do cartão').fill(cards.refused);
    await field(page, 'Nome impresso no cartão').fill('Bia Teste');
    await field(page, 'Validade').fill(cardExpiry().typed);
    await field(page, 'CVV').fill('123');
    await dialog.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(dialog.getByText('Dados do cartão inválidos.')).toBeVisible();
    await expect(page.getByText('Cartão atualizado.', { exact: false })).toBeHidden();
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('changes the card: the fields are tokenized in the browser', async () => {
    await page.getByRole('button', { name: 'Atualizar cartão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atualizar cartão' });
    await field(page, 'Número do cartão').fill(cards.approved);
    await field(page, 'Nome impresso no cartão').fill('Bia Teste');
    await field(page, 'Validade').fill(cardExpiry().typed);
    await field(page, 'CVV').fill('123');
    const cardRequest = page.waitForRequest(
      (request) => request.url().endsWith('/api/billing/card') && request.method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Salvar cartão' }).click();
    const sent = (await cardRequest).postData() ?? '';
    expect(sent).not.toContain('5555555555554444');
    expect(sent).toContain('paymentToken');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cartão atualizado.', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Mastercard •••• 4444')).toBeVisible();
    const notice = await latestMailTo(request, account.email);
    expect(notice.subject).toBe('O cartão da assinatura do Rumo foi trocado');
  });

  await test.step('cancels with a reason and a confirmation; the end date is shown', async () => {
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar a assinatura?' });
    const confirm = dialog.getByRole('button', { name: 'Cancelar assinatura' });
    await confirm.click();
    await expect(dialog.getByText('Conte o motivo do cancelamento.')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: /Por que você está cancelando/ })
      .fill('Vamos pausar os OKRs neste semestre.');
    await dialog.getByRole('checkbox', { name: /^Entendo que a assinatura termina em/ }).check();
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Cancelamento agendado para \d{2}\/\d{2}\/\d{2}$/)).toBeVisible();
    await expect(page.getByText('Nenhuma cobrança prevista')).toBeVisible();
    expect((await latestMailTo(request, account.email)).subject).toMatch(/cancel/i);
  });

  await test.step('undoes the cancellation before the date', async () => {
    await page.getByRole('button', { name: 'Desfazer cancelamento' }).click();
    await expect(page.getByText(/^Cancelamento agendado para/)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cancelar assinatura' })).toBeVisible();
  });
});

/** The company's Efí subscription, found as staff find it (the simulator's controls need its id). */
async function efiSubscriptionOf(request: APIRequestContext, companyName: string) {
  const login = await request.post('/api/backoffice/auth/login', {
    data: { email: 'admin@backoffice.rumo.demo', password: 'rumo1234' },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const list = await request.get(
    `/api/backoffice/subscriptions?company=${encodeURIComponent(companyName)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const [row] = ((await list.json()) as { data: { efiSubscriptionId: number }[] }).data;
  expect(row?.efiSubscriptionId).toBeTruthy();
  return row?.efiSubscriptionId as number;
}

test('the tab tells one story: a scheduled change, a cancellation, and Pagar agora from the banner', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Caio');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  const admin = await loginViaApi(request, account);
  await useSession(page, admin);
  await buyForCompany(request, admin);
  const auth = { authorization: `Bearer ${admin.token}` };
  // Bought during the trial, which it keeps: Efí makes the first charge when the trial ends, as the
  // simulator's control route does now; it settles a moment later.
  const firstCharge = await request.post(
    `/efi-sim/control/subscriptions/${await efiSubscriptionOf(request, account.company)}/charges`,
    { data: { outcome: 'paid' } },
  );
  expect(firstCharge.ok(), await firstCharge.text()).toBe(true);
  await expect
    .poll(async () => {
      const response = await request.get('/api/billing/payments', { headers: auth });
      return ((await response.json()) as { data: { status: string }[] }).data[0]?.status;
    })
    .toBe('paid');

  await test.step('a plan change is scheduled: Plano atual stays the plan paid', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/configuracoes?aba=assinatura');
    await page.getByRole('button', { name: 'Mudar de plano' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mudar de plano' });
    await dialog.getByRole('radio', { name: 'Empresa mensal' }).click();
    await dialog.getByRole('button', { name: 'Mudar para Empresa mensal' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Plano Equipe' })).toBeVisible();
    await expect(page.getByText('Mudança agendada')).toBeVisible();
    await expect(page.getByText(/^\d{2}\/\d{2}\/\d{2} · R\$\s1\.290,00$/)).toBeVisible();

    await page.getByRole('button', { name: 'Mudar de plano' }).click();
    await expect(dialog.getByRole('radio', { name: 'Equipe mensal (plano atual)' })).toBeEnabled();
    await expect(dialog.getByRole('radio', { name: 'Empresa mensal (agendado)' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('a cancellation scheduled: no plan change, the change not shown as coming', async () => {
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar a assinatura?' });
    await dialog
      .getByRole('textbox', { name: /Por que você está cancelando/ })
      .fill('Orçamento congelado.');
    await dialog.getByRole('checkbox', { name: /^Entendo que a assinatura termina em/ }).check();
    await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await expect(page.getByText(/^Cancelamento agendado para \d{2}\/\d{2}\/\d{2}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plano Equipe' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mudar de plano' })).toBeHidden();
    await expect(page.getByText('Mudança agendada')).toBeHidden();

    await page.getByRole('button', { name: 'Desfazer cancelamento' }).click();
    await expect(page.getByText('Mudança agendada')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mudar de plano' })).toBeVisible();
  });

  await test.step('a refused renewal: Pagar agora in the banner opens the payment dialog', async () => {
    const efiSubscriptionId = await efiSubscriptionOf(request, account.company);
    const renewal = await request.post(
      `/efi-sim/control/subscriptions/${efiSubscriptionId}/charges`,
      { data: { outcome: 'unpaid' } },
    );
    expect(renewal.ok(), await renewal.text()).toBe(true);
    await expect
      .poll(
        async () => {
          const response = await request.get('/api/billing/access', { headers: auth });
          return ((await response.json()) as { status: string }).status;
        },
        { timeout: 20_000 },
      )
      .toBe('past_due');

    await page.goto('/dashboard');
    const banner = page.getByTestId('billing-access-banner');
    await banner.getByRole('link', { name: 'Pagar agora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar com outro cartão' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/configuracoes\?aba=assinatura$/);
    await field(page, 'Número do cartão').fill(cards.approved);
    await field(page, 'Nome impresso no cartão').fill('Caio Teste');
    await field(page, 'Validade').fill(cardExpiry().typed);
    await field(page, 'CVV').fill('123');
    await dialog.getByRole('button', { name: /^Pagar R\$/ }).click();
    await expect(dialog).toBeHidden();
  });
});
