import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { SessionUser } from './api';
import { useSession } from './session';

/** Serious and critical axe-core findings of the page as it stands (WCAG 2.2 AA rules). */
export async function seriousViolations(page: Page) {
  // A dialog still fading in has text at partial opacity: check the page once it has settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}

/** The stored layout config (spec §3) the next page load starts with. */
export interface ThemeChoice {
  darkTheme: boolean;
  primary?: string;
}

export const setTheme = (page: Page, choice: boolean | ThemeChoice) =>
  page.evaluate(
    (value) => localStorage.setItem('rumo:layout-config', JSON.stringify(value)),
    typeof choice === 'boolean' ? { darkTheme: choice } : choice,
  );

/** Opens `path`, waits for its content (not its loading placeholders) and checks it with axe-core. */
export async function checkPage(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root, main .mantine-Loader-root')).toHaveCount(0, {
    timeout: 30_000,
  });
  expect.soft(await seriousViolations(page), `${path} (${label})`).toEqual([]);
}

/** The viewport widths (phone, desktop) and schemes (light, dark) every page is checked in. */
export const WIDTHS = [390, 1280];
export const SCHEMES = [false, true];
export const where = (width: number, dark: boolean) => `${width} px, ${dark ? 'escuro' : 'claro'}`;

/** Signs in with the stored session and the theme the next page load starts with. */
export async function signIn(page: Page, session: SessionUser, choice: ThemeChoice) {
  await useSession(page, session);
  await setTheme(page, choice);
}
