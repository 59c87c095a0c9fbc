import { expect, test } from '@playwright/test';
import { latestMailTo, linkIn } from './support/api';
import { cardExpiry, cards, fillCheckout, monthlyPlan, newBuyer } from './support/checkout';
import { field } from './support/session';

test('a visitor picks a plan, pays by card, activates the account by e-mail and lands in the app', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const buyer = newBuyer();

  await test.step('choose the Equipe plan on /planos', async () => {
    await page.goto('/planos');
    await expect(page).toHaveTitle(/Planos/);
    await expect(page.getByText('Mais escolhido')).toBeVisible();
    await page.getByText('Anual', { exact: true }).click();
    await expect(page.getByText(/cobrados por ano/).first()).toBeVisible();
    await page.getByText('Mensal', { exact: true }).click();
    await page.getByRole('link', { name: 'Assinar o plano Equipe' }).click();
    await expect(page).toHaveURL(/\/checkout\?plano=/);
  });

  await test.step('pay with the sandbox approved card', async () => {
    await expect(page.getByText(/Ambiente de testes: use o cartão 5555/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Plano' })).toHaveValue(/^Equipe/);
    await fillCheckout(page, buyer, cards.approved);
    await expect(page.getByText('Bandeira: Mastercard')).toBeVisible();
    await page.getByRole('button', { name: /^Pagar R\$/ }).click();
    await expect(page).toHaveURL(/\/obrigado\?pedido=/, { timeout: 30_000 });
  });

  await test.step('the thank-you page shows the purchase and the next step', async () => {
    await expect(page.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeVisible();
    await expect(page.getByText('•••• 4444', { exact: true })).toBeVisible();
    await expect(page.getByText(`Enviamos um e-mail para ${buyer.email}`)).toBeVisible();
    // The same page, opened from its address alone, asks the API for the order.
    await page.reload();
    await expect(page.getByText(`Enviamos um e-mail para ${buyer.email}`)).toBeVisible();
  });

  await test.step('follow the activation link from the dev mailbox', async () => {
    const link = linkIn(
      await latestMailTo(request, buyer.email, '/activate-account-purchase'),
      '/activate-account-purchase',
    );
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Ative sua conta' })).toBeVisible();
    await expect(page.getByText(buyer.company)).toBeVisible();
    await expect(page.getByText(buyer.email)).toBeVisible();
    await field(page, 'Senha').fill('Senha-forte-123');
    await field(page, 'Confirmar senha').fill('Senha-forte-123');
    await page.getByRole('button', { name: 'Ativar conta e entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(stored).toMatchObject({ email: buyer.email, role: 'admin' });
    expect(stored.token).toBeTruthy();
  });

  await test.step('the link works only once', async () => {
    const link = linkIn(
      await latestMailTo(request, buyer.email, '/activate-account-purchase'),
      '/activate-account-purchase',
    );
    await page.evaluate(() => localStorage.removeItem('user'));
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Link de ativação inválido' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para o login' })).toBeVisible();
  });
});

test('a refused card keeps everything typed but the CVV, and the next card goes through', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const buyer = newBuyer('Renata');
  const plan = await monthlyPlan(request);
  await page.goto(`/checkout?plano=${plan.id}`);
  await fillCheckout(page, buyer, cards.refused);
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Pagamento não aprovado' });
  await expect(alert).toContainText('Dados do cartão inválidos.');
  await expect(page).toHaveURL(/\/checkout\?plano=/);
  await expect(field(page, 'CVV')).toHaveValue('');
  await expect(field(page, 'Nome completo')).toHaveValue(buyer.name);
  await expect(field(page, 'Empresa')).toHaveValue(buyer.company);
  await expect(field(page, 'Rua')).toHaveValue('Avenida Paulista');
  await expect(field(page, 'Número do cartão')).toHaveValue(cards.refused);
  await expect(field(page, 'Validade')).toHaveValue(cardExpiry().typed);

  await field(page, 'Número do cartão').fill(cards.approved);
  await field(page, 'CVV').fill('456');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page).toHaveURL(/\/obrigado\?pedido=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeVisible();
});
