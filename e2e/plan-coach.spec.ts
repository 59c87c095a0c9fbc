import { randomUUID } from 'node:crypto';
import { type Page, test } from '@playwright/test';
import { loginViaApi } from './support/api';
import {
  checkPage,
  SCHEMES,
  seriousViolations,
  setTheme,
  signIn,
  WIDTHS,
  where,
} from './support/axe';
import { demo } from './support/data';
import { expect, expectToast } from './support/okr';

async function openNewObjective(page: Page) {
  await page.goto('/okrs');
  await page.getByRole('button', { name: 'Novo objetivo' }).first().click();
  return page.getByRole('dialog', { name: 'Novo objetivo' });
}

test('a member sees the coach flag an activity-shaped key result, then creates from a template', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 6);
  const session = await loginViaApi(request, demo.user);
  await signIn(page, session, { darkTheme: false });
  const drawer = await openNewObjective(page);
  const coach = drawer.getByRole('region', { name: 'Coach do plano' });

  await test.step('typing a task as key result shows the hint and its better example', async () => {
    await drawer.getByRole('textbox', { name: 'Título', exact: true }).fill(`Novo app ${tag}`);
    await drawer.getByRole('button', { name: 'Adicionar resultado-chave' }).click();
    const group = drawer.getByRole('group', { name: 'Resultado-chave 1' });
    await group.getByRole('textbox', { name: 'Título', exact: true }).fill('Lançar o novo app');
    await group.getByRole('textbox', { name: 'Para (meta)', exact: true }).fill('1');
    await expect(coach.getByText(/Resultado-chave em forma de tarefa/)).toBeVisible();
    await expect(
      coach.getByText(/Lançar 3 funcionalidades usadas por 30% dos clientes/),
    ).toBeVisible();
    await expect(coach.getByRole('status')).toContainText('Nota do plano: 75 de 100');
  });

  await test.step('a template replaces the title and key results, and the objective is created', async () => {
    await drawer.getByRole('button', { name: 'Usar um modelo' }).click();
    const modal = page.getByRole('dialog', { name: 'Modelos de OKR' });
    await modal.getByRole('textbox', { name: 'Buscar modelo' }).fill('churn mensal');
    await expect(modal.getByRole('status')).toHaveText('1 modelo');
    await modal.getByRole('button', { name: 'Usar este modelo' }).click();
    await expect(modal).toBeHidden();
    const title = drawer.getByRole('textbox', { name: 'Título', exact: true }).first();
    await expect(title).toHaveValue('Manter os clientes por mais tempo');
    await title.fill(`Manter os clientes por mais tempo ${tag}`);
    await expect(drawer.getByRole('group', { name: /^Resultado-chave \d$/ })).toHaveCount(3);
    await expect(coach.getByRole('status')).toContainText('Nota do plano: 90 de 100, Excelente');
    await drawer.getByRole('button', { name: 'Criar objetivo' }).click();
    await expectToast(page, 'Objetivo criado.');
  });
});

test('the admin sees the cycle score on Planejamento', async ({ page, request }) => {
  const session = await loginViaApi(request, demo.admin);
  await signIn(page, session, { darkTheme: false });
  await page.goto('/planejamento');
  const section = page.getByRole('region', { name: 'Coach do plano' });
  await expect(section.getByTestId('cycle-coach-score')).toContainText(/Nota do ciclo\s*\d+ · /);
  const first = section
    .getByRole('button')
    .filter({ hasText: /sugest/ })
    .first();
  await first.click();
  await expect(section.getByRole('link', { name: 'Abrir o objetivo' }).first()).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/plan-coach-planning-1280-light.png' });
});

test('the coach screens pass axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const session = await loginViaApi(request, demo.admin);
  await signIn(page, session, { darkTheme: false });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      const label = where(width, dark);
      await setTheme(page, dark);
      await checkPage(page, '/planejamento', label);
      const drawer = await openNewObjective(page);
      await drawer.getByRole('button', { name: 'Adicionar resultado-chave' }).click();
      await drawer
        .getByRole('group', { name: 'Resultado-chave 1' })
        .getByRole('textbox', { name: 'Título', exact: true })
        .fill('Fazer a pesquisa de satisfação');
      await expect(drawer.getByText(/Resultado-chave em forma de tarefa/)).toBeVisible();
      expect.soft(await seriousViolations(page), `objective form coach (${label})`).toEqual([]);
      await drawer.getByRole('region', { name: 'Coach do plano' }).scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `test-results/plan-coach-form-${width}-${dark ? 'dark' : 'light'}.png`,
      });
      await drawer.getByRole('button', { name: 'Usar um modelo' }).click();
      await expect(page.getByRole('dialog', { name: 'Modelos de OKR' })).toBeVisible();
      expect.soft(await seriousViolations(page), `template modal (${label})`).toEqual([]);
      await page.screenshot({
        path: `test-results/plan-coach-modal-${width}-${dark ? 'dark' : 'light'}.png`,
      });
    }
  }
});
