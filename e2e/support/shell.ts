import { expect, type Page } from '@playwright/test';

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Menu principal' });

/** Opens the top bar's user dropdown (the button shows the first word of the name). */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export async function logoutViaMenu(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The first link of the page that opens an item (an objective, a team). */
export async function firstLink(page: Page, path: string, prefix: string) {
  await page.goto(path);
  // Not the OKRs page's "Importar planilha" link (/okrs/importar): a record's own page.
  const link = page.locator(`main a[href^="${prefix}"]:not([href*="/importar"])`).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  return (await link.getAttribute('href')) as string;
}
