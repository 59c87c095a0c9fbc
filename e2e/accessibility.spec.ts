import { expect, test } from '@playwright/test';
import { activateViaApi, latestMailTo, linkIn, loginViaApi, registerViaApi } from './support/api';
import { seriousViolations, setTheme } from './support/axe';
import { buyForCompany } from './support/billing';
import { buyViaApi, newBuyer } from './support/checkout';
import { newAccount } from './support/data';
import { useSession } from './support/session';

test('the lead, privacy and billing screens pass axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Acessivel');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  const session = await loginViaApi(request, account);
  await buyForCompany(request, session);

  for (const width of [390, 1280]) {
    for (const dark of [false, true]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pages/notfound');
      await page.evaluate(() => localStorage.removeItem('user'));
      await setTheme(page, dark);
      const where = `${width} px, ${dark ? 'escuro' : 'claro'}`;

      for (const path of ['/proposta', '/auth/beta-tester', '/auth/beta-success']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page), `${path} (${where})`).toEqual([]);
      }

      await useSession(page, session);
      await setTheme(page, dark);
      await page.goto('/configuracoes?aba=privacidade');
      await expect(page.getByRole('button', { name: 'Excluir empresa…' })).toBeVisible();
      expect(await seriousViolations(page), `privacidade (${where})`).toEqual([]);
      await page.getByRole('button', { name: 'Excluir empresa…' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page), `confirmação (${where})`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto('/configuracoes?aba=assinatura');
      await expect(page.getByRole('heading', { name: 'Plano Equipe' })).toBeVisible();
      // Bought during the trial: the trial goes on, the first charge waits for its last day.
      await expect(page.getByText(/^Você já assinou o plano Equipe\./)).toBeVisible();
      expect(await seriousViolations(page), `assinatura (${where})`).toEqual([]);
      await page.getByRole('button', { name: 'Atualizar cartão' }).click();
      await expect(page.getByRole('dialog', { name: 'Atualizar cartão' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Número do cartão' })).toBeVisible();
      expect(await seriousViolations(page), `cartão (${where})`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
      await expect(page.getByRole('dialog', { name: 'Cancelar a assinatura?' })).toBeVisible();
      expect(await seriousViolations(page), `cancelamento (${where})`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto('/perfil');
      await expect(page.getByRole('button', { name: 'Baixar meus dados' })).toBeVisible();
      expect(await seriousViolations(page), `perfil (${where})`).toEqual([]);
    }
  }
});

test('the plans, checkout, thank-you and purchase activation pages pass axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const buyer = newBuyer('Acessivel');
  const { id: order } = await buyViaApi(request, buyer);
  const activation = linkIn(
    await latestMailTo(request, buyer.email, '/activate-account-purchase'),
    '/activate-account-purchase',
  );
  const activationPath = `${new URL(activation).pathname}${new URL(activation).search}`;

  for (const width of [390, 1280]) {
    for (const dark of [false, true]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pages/notfound');
      await page.evaluate(() => localStorage.removeItem('user'));
      await setTheme(page, dark);
      const where = `${width} px, ${dark ? 'escuro' : 'claro'}`;

      await page.goto('/planos');
      await expect(page.getByText('Mais escolhido')).toBeVisible();
      expect(await seriousViolations(page), `/planos (${where})`).toEqual([]);
      await page.getByText('Anual', { exact: true }).click();
      await page.getByRole('button', { name: 'Posso cancelar quando quiser?' }).click();
      await expect(page.getByText(/cobrados por ano/).first()).toBeVisible();
      expect(await seriousViolations(page), `/planos anual (${where})`).toEqual([]);

      await page.goto('/checkout');
      await expect(page.getByText(/Ambiente de testes/)).toBeVisible();
      expect(await seriousViolations(page), `/checkout (${where})`).toEqual([]);
      await page.getByRole('textbox', { name: 'CPF ou CNPJ', exact: true }).fill('52998224725');
      await page.getByRole('button', { name: /^Pagar/ }).click();
      await expect(page.getByText('Informe a rua.')).toBeVisible();
      expect(await seriousViolations(page), `/checkout com erros (${where})`).toEqual([]);

      await page.goto(`/obrigado?pedido=${order}`);
      await expect(page.getByRole('heading', { name: 'Assinatura confirmada!' })).toBeVisible();
      expect(await seriousViolations(page), `/obrigado (${where})`).toEqual([]);

      await page.goto(activationPath);
      await expect(page.getByRole('heading', { name: 'Ative sua conta' })).toBeVisible();
      expect(await seriousViolations(page), `ativação da compra (${where})`).toEqual([]);

      await page.goto('/activate-account-purchase?token=link-invalido-123');
      await expect(page.getByRole('heading', { name: 'Link de ativação inválido' })).toBeVisible();
      expect(await seriousViolations(page), `link inválido (${where})`).toEqual([]);
    }
  }
});
