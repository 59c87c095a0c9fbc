import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { latestMailTo } from './support/api';
import { chooseOption } from './support/okr';
import { field } from './support/session';

test('a visitor asks for a custom proposal and gets a confirmation e-mail', async ({
  page,
  request,
}) => {
  const email = `e2e-proposta-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/proposta');
  await page.getByRole('button', { name: 'Pedir proposta' }).click();
  await expect(page.getByText('Informe o telefone.')).toBeVisible();

  await field(page, 'Nome').fill('Rita Compras');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Telefone').fill('(11) 3456-7890');
  await field(page, 'Empresa').fill('Fábrica Boa Vista');
  await chooseOption(page, page.locator('form'), 'Número de funcionários', '201 a 1.000 pessoas');
  await field(page, 'Como podemos ajudar?').fill('OKRs para 400 pessoas.');
  await page.getByRole('button', { name: 'Pedir proposta' }).click();

  await expect(page.getByText(/Recebemos seu pedido de proposta/)).toBeVisible();
  expect((await latestMailTo(request, email)).subject).toBe('Recebemos seu pedido de proposta');
});

test('a visitor signs up for the beta and lands on the success page', async ({ page }) => {
  await page.goto('/auth/beta-tester');
  await field(page, 'Nome').fill('Bia Beta');
  await field(page, 'E-mail').fill(`e2e-beta-${randomUUID().slice(0, 8)}@example.com`);
  await field(page, 'Empresa').fill('Startup X');
  await chooseOption(page, page.locator('form'), 'Número de funcionários', '1 a 10 pessoas');
  await page.getByRole('button', { name: 'Quero participar' }).click();
  await expect(page).toHaveURL(/\/auth\/beta-success$/);
  await expect(page.getByRole('heading', { name: 'Inscrição recebida' })).toBeVisible();
});
