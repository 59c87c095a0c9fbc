import { randomUUID } from 'node:crypto';
import { type Page, test } from '@playwright/test';
import { loginViaApi } from './support/api';
import { SCHEMES, seriousViolations, signIn, WIDTHS, where } from './support/axe';
import { demo } from './support/data';
import { expect, expectToast } from './support/okr';

/** Another member of the demo company, named nowhere on the private objective. */
const bruno = { email: 'bruno@rumo.demo', password: demo.user.password };

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Buscar no Rumo' });

/** Ctrl+K with `text` typed in the palette. */
async function search(page: Page, text: string) {
  await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toBeVisible();
  await page.keyboard.press('Control+k');
  await searchDialog(page)
    .getByRole('combobox', { name: /Buscar objetivos/ })
    .fill(text);
}

test('a private objective: the admin names a member, who sees it; another member does not', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const title = `Negociação confidencial ${randomUUID().slice(0, 6)}`;
  let url = '';

  await test.step('the admin creates it private, naming Ana (axe on the form, 4 ways)', async () => {
    const admin = await loginViaApi(request, demo.admin);
    for (const width of WIDTHS) {
      for (const dark of SCHEMES) {
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, admin, { darkTheme: dark });
        await page.goto('/okrs');
        await page.getByRole('button', { name: 'Novo objetivo' }).first().click();
        const drawer = page.getByRole('dialog', { name: 'Novo objetivo' });
        await drawer.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
        await drawer.getByRole('radio', { name: 'Empresa', exact: true }).check();
        await drawer.getByRole('switch', { name: 'Privado' }).check();
        const people = drawer.getByRole('combobox', { name: 'Pessoas que podem ver' });
        await expect(people).toBeVisible();
        await expect(drawer.getByRole('combobox', { name: 'Times que podem ver' })).toBeVisible();
        expect.soft(await seriousViolations(page), `form (${where(width, dark)})`).toEqual([]);
        if (width !== 1280 || !dark) continue;
        await people.click();
        await people.fill('Ana');
        await page.getByRole('option', { name: /Ana/ }).first().click();
        await drawer.getByRole('button', { name: 'Criar objetivo' }).click();
        await expectToast(page, 'Objetivo criado.');
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText('Privado', { exact: true }).first()).toBeVisible();
        url = new URL(page.url()).pathname;
      }
    }
    expect(url).toMatch(/^\/okrs\/[0-9a-f-]{36}$/);
  });

  await test.step('Ana sees it in the list with its badge, in search, and at its address', async () => {
    const ana = await loginViaApi(request, demo.user);
    for (const width of WIDTHS) {
      for (const dark of SCHEMES) {
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, ana, { darkTheme: dark });
        await page.goto('/okrs?visao=lista');
        const row = page.getByText(title).first();
        await expect(row).toBeVisible();
        expect.soft(await seriousViolations(page), `list (${where(width, dark)})`).toEqual([]);
      }
    }
    await expect(page.getByText('Privado', { exact: true }).first()).toBeVisible();
    await search(page, title);
    const objectives = searchDialog(page).getByRole('group', { name: 'Objetivos' });
    await expect(objectives.getByRole('option', { name: new RegExp(title) })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  await test.step('Bruno finds it nowhere: not listed, not found, "não encontrado" at its address', async () => {
    const session = await loginViaApi(request, bruno);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, session, { darkTheme: false });
    await page.goto('/okrs?visao=lista');
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText(title)).toHaveCount(0);
    await search(page, title);
    await expect(searchDialog(page).getByText(`Nenhum resultado para “${title}”`)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(url);
    await expect(page.getByText('Objetivo não encontrado')).toBeVisible();
    const api = await request.get(`/api${url.replace('/okrs/', '/objectives/')}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(api.status()).toBe(404);
  });
});
