import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { SessionUser } from './api';
import { useSession } from './session';

/** The rules a change of colour can break; names, roles and structure stay as they were. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical axe-core findings of the page as it stands (WCAG 2.2 AA rules), or only
 * the colour rules (`coloursOnly`, for a page already checked whole in the default colour).
 */
export async function seriousViolations(page: Page, { coloursOnly = false } = {}) {
  // A dialog still fading in has text at partial opacity: check the page once it has settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const axe = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ]);
  const { violations } = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe).analyze();
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
export async function checkPage(
  page: Page,
  path: string,
  label: string,
  options: { coloursOnly?: boolean } = {},
) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root, main .mantine-Loader-root')).toHaveCount(0, {
    timeout: 30_000,
  });
  expect.soft(await seriousViolations(page, options), `${path} (${label})`).toEqual([]);
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
