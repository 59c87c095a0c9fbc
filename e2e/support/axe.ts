import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
