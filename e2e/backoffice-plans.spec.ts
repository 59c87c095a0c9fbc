import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { buyViaApi, newBuyer } from './support/checkout';

const BASE = '/xyz/backoffice';

async function signInAsAdmin(page: Page) {
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@backoffice.rumo.demo');
  await page.getByRole('textbox', { name: 'Senha' }).fill('rumo1234');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Seu acesso' })).toBeVisible();
}

test('the admin creates a plan, creates it at Efí and sees a subscription bought on it', async ({
  page,
  request,
}) => {
  const planName = `Plano E2E ${randomUUID().slice(0, 6)}`;
  await signInAsAdmin(page);

  await page
    .getByRole('navigation', { name: 'Menu do backoffice' })
    .getByRole('link', {
      name: 'Planos de Assinatura',
    })
    .click();
  await expect(page.getByRole('heading', { name: 'Planos de Assinatura', level: 1 })).toBeVisible();

  // Create: price typed in reais, sent in centavos.
  await page.getByRole('button', { name: 'Novo plano' }).first().click();
  const form = page.getByRole('form', { name: 'Novo plano' });
  await form.getByRole('textbox', { name: 'Nome' }).fill(planName);
  await form
    .getByRole('textbox', { name: 'Descrição' })
    .fill('Plano criado pelo teste de ponta a ponta.');
  await form.getByRole('textbox', { name: 'Preço' }).fill('79,90');
  await form.getByRole('textbox', { name: 'Limite de usuários' }).fill('8');
  await form.getByRole('button', { name: 'Adicionar recurso' }).click();
  await form.getByRole('textbox', { name: 'Recurso 1' }).fill('Check-ins semanais');
  await form.getByRole('button', { name: 'Criar plano' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: planName });
  await expect(row).toContainText('R$ 79,90');
  await expect(row).toContainText('8 usuários');
  await expect(row).toContainText('Rascunho');

  // A draft is not sold: /planos (the public list) leaves it out.
  const onSale = async () => {
    const response = await request.get('/api/plans');
    const { data } = (await response.json()) as { data: { name: string }[] };
    return data.map((plan) => plan.name);
  };
  expect(await onSale()).not.toContain(planName);

  // Create at Efí: the sync state becomes synced and the plan is on sale.
  await row.getByRole('button', { name: `Criar ${planName} na Efí` }).click();
  await expect(row).toContainText('Sincronizado');
  await expect(row.getByRole('button', { name: `Criar ${planName} na Efí` })).toHaveCount(0);
  expect(await onSale()).toContain(planName);

  // A visitor buys it.
  const buyer = newBuyer('Bia');
  await buyViaApi(request, buyer, { planName });

  await page
    .getByRole('navigation', { name: 'Menu do backoffice' })
    .getByRole('link', {
      name: 'Assinaturas',
    })
    .click();
  await expect(page.getByRole('heading', { name: 'Assinaturas', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Empresa' }).fill(buyer.company);
  await expect(page).toHaveURL(/empresa=/);
  const subscription = page.getByRole('row').filter({ hasText: buyer.company });
  await expect(subscription).toContainText(planName);
  await subscription.getByRole('button', { name: `Ver assinatura de ${buyer.company}` }).click();

  const drawer = page.getByRole('dialog', { name: 'Detalhe da assinatura' });
  await expect(drawer.getByRole('heading', { name: buyer.company })).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Pagamentos', exact: true })).toContainText(
    'R$ 79,90',
  );
  await expect(drawer.getByRole('region', { name: 'Usuários', exact: true })).toContainText(
    'de 8 usuários',
  );
  await expect(drawer.getByRole('region', { name: 'Histórico na Efí' })).toContainText(
    'Assinatura #',
  );
  await expect(page).toHaveURL(/assinatura=/);
});
