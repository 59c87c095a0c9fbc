import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { SessionUser } from './api';
import { useSession } from './session';

/** The rules a change of colour can break; names, roles and structure stay as they were. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What `seriousViolations` checks: the whole page by default. */
export interface AxeScope {
  /** Only the colour rules, for a page already checked whole in the default colour. */
  coloursOnly?: boolean;
  /** Only this part of the page (a section whose spec it is; the page's others have theirs). */
  include?: string;
}

/** Serious and critical axe-core findings of the page as it stands (WCAG 2.2 AA rules). */
export async function seriousViolations(
  page: Page,
  { coloursOnly = false, include }: AxeScope = {},
) {
  // A dialog still fading in has text at partial opacity: check the page once it has settled.
  // Two frames first, so a transition mounted but not yet started is running when looked at
  // (waitForFunction takes a promise as a truthy answer: the frames are awaited apart).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
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
  if (include) axe.include(include);
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

/** Opens `path` and waits for its content (not its loading placeholders). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root, main .mantine-Loader-root')).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** Opens `path`, waits for its content and checks it with axe-core. */
export async function checkPage(page: Page, path: string, label: string, options: AxeScope = {}) {
  await openPage(page, path);
  expect.soft(await seriousViolations(page, options), `${path} (${label})`).toEqual([]);
}

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('app-dark'));

/**
 * Checks `path` light and dark at the current width on one load: in the stored scheme, then in
 * the other after switching with the top bar's own toggle, as a person would (a page without
 * one is reloaded in the other scheme). Half the loads of a load per scheme; the stored scheme
 * is left switched, so the next page starts in it.
 */
export async function checkPageInBothSchemes(
  page: Page,
  path: string,
  width: number,
  options: AxeScope & { note?: string } = {},
) {
  const label = (dark: boolean) => `${path} (${options.note ?? ''}${where(width, dark)})`;
  await openPage(page, path);
  const first = await isDark(page);
  expect.soft(await seriousViolations(page, options), label(first)).toEqual([]);
  const toggle = page.locator('[data-dark-mode-toggle]:visible').first();
  if (await toggle.count()) {
    await toggle.click();
    // Not hovered nor focused: the toggle's hint shows the page as it loads would not.
    await toggle.blur();
    await page.mouse.move(0, (page.viewportSize()?.height ?? 900) - 1);
  } else {
    await setTheme(page, !first);
    await openPage(page, path);
  }
  await expect.poll(() => isDark(page)).toBe(!first);
  expect.soft(await seriousViolations(page, options), label(!first)).toEqual([]);
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

/** How far the page scrolls sideways (0 when it fits the viewport). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** One of the four views (width × scheme) a screen is checked in. */
export interface View {
  width: number;
  dark: boolean;
  /** For messages: "390 px, escuro". */
  label: string;
  /** For file names: "390-dark". */
  name: string;
}

/**
 * Runs `visit` in each view: the viewport set, signed in with that scheme stored for the next
 * page load (`visit` opens the page).
 */
export async function inEveryView(
  page: Page,
  session: SessionUser,
  visit: (view: View) => Promise<void>,
) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await signIn(page, session, { darkTheme: dark });
      const name = `${width}-${dark ? 'dark' : 'light'}`;
      await visit({ width, dark, label: where(width, dark), name });
    }
  }
}

/** No serious axe-core finding in `selector`, and no sideways scroll of the page (soft checks). */
export async function expectAccessibleSection(page: Page, selector: string, label: string) {
  expect.soft(await seriousViolations(page, { include: selector }), label).toEqual([]);
  expect
    .soft(await horizontalOverflow(page), `horizontal overflow at ${label}`)
    .toBeLessThanOrEqual(0);
}
