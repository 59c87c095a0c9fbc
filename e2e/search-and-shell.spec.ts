import { expect, type Page, test } from '@playwright/test';
import { demo } from './support/data';
import { loginViaUi } from './support/session';
import { sidebar } from './support/shell';

const OBJECTIVE = 'Expandir para a região Sul';

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Buscar no Rumo' });
const searchField = (page: Page) =>
  searchDialog(page).getByRole('combobox', { name: /Buscar objetivos/ });

/** Whether the focused element sits inside the main menu. */
const focusInSidebar = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('aside[aria-label="Menu principal"]'));

test.describe('global search and the app shell', () => {
  test.beforeEach(async ({ page }) => {
    await loginViaUi(page, demo.admin);
  });

  test('Ctrl+K finds an objective without accents and Enter opens it', async ({ page }) => {
    // The shortcut belongs to the top bar: wait for it to be there.
    await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(searchField(page)).toBeFocused();
    await searchField(page).fill('REGIAO SUL');

    const objectives = searchDialog(page).getByRole('group', { name: 'Objetivos' });
    const option = objectives.getByRole('option', { name: new RegExp(OBJECTIVE) });
    await expect(option).toBeVisible();
    await expect(option).toHaveAttribute('aria-selected', 'true');
    // Down and back up again: the arrows move the active result, Enter opens it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(searchDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/okrs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: OBJECTIVE })).toBeVisible();
  });

  test('a key result opens on its objective page, scrolled to and focused', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toBeVisible();
    await page.keyboard.press('Control+k');
    await searchField(page).fill('fechar 10 clientes');
    const keyResults = searchDialog(page).getByRole('group', { name: 'Resultados-chave' });
    await expect(keyResults.getByRole('option', { name: /Fechar 10 clientes/ })).toBeVisible();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/okrs\/[0-9a-f-]{36}#kr-[0-9a-f-]{36}$/);
    const card = page.getByRole('article', { name: /Fechar 10 clientes/ });
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
  });

  test('the top bar button opens the search and says when nothing matches', async ({ page }) => {
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await searchField(page).fill('zzqx');
    await expect(searchDialog(page)).toContainText('Nenhum resultado para “zzqx”');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // A list that scrolls inside a dashboard card takes focus and scrolls with the keys.
    const list = page.getByRole('region', { name: 'Lista de atividades recentes' });
    await list.focus();
    await expect(list).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  });

  test('at 390 px the closed menu keeps its links out of the tab order', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await focusInSidebar(page)).toBe(false);
    }

    // The search stays in the top bar at this width.
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.press('Escape');

    // Opened, the menu's links are reachable again.
    await page.getByRole('button', { name: 'Alternar menu' }).click();
    const dashboardLink = sidebar(page).getByRole('link', { name: 'Dashboard' });
    await dashboardLink.focus();
    await expect(dashboardLink).toBeFocused();
  });
});
