import { expect, type Page } from '@playwright/test';
import type { SessionUser } from './api';

/** A text field by its accessible name (Mantine's required asterisk is not part of it). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Signs in through the login form and waits for the app shell. */
export async function loginViaUi(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/login');
  await field(page, 'E-mail').fill(credentials.email);
  await field(page, 'Senha').fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Puts a session straight into localStorage (key `user`, spec §3), skipping the form. */
export async function useSession(page: Page, user: SessionUser) {
  await page.goto('/pages/notfound');
  await page.evaluate((value) => localStorage.setItem('user', JSON.stringify(value)), user);
}
