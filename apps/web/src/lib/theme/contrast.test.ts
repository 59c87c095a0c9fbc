import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineTheme,
  mergeMantineTheme,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../layout/layout-state';
import { buildTheme } from './build-theme';
import { contrastCssVariables } from './contrast';
import { contrastRatio } from './contrast-ratio';
import { PRIMARY_COLORS, SURFACE_NAMES } from './palettes';

type Scheme = 'light' | 'dark';

/** The CSS variables of one scheme, as the browser would see them (ours over Mantine's). */
function variablesOf(theme: MantineTheme, scheme: Scheme) {
  const base = defaultCssVariablesResolver(theme);
  const ours = contrastCssVariables(theme);
  return { ...base.variables, ...base[scheme], ...ours.variables, ...ours[scheme] };
}

/** Follows var() references down to a #rrggbb colour. */
function resolve(value: string, variables: Record<string, string>): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (reference?.[1]) {
    const next = variables[reference[1]];
    if (next === undefined) throw new Error(`${reference[1]} is not defined`);
    return resolve(next, variables);
  }
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*1)?\)$/.exec(value.trim());
  if (rgba) {
    return `#${rgba
      .slice(1, 4)
      .map((part) => Number(part).toString(16).padStart(2, '0'))
      .join('')}`;
  }
  if (!/^#([0-9a-f]{3}){1,2}$/i.test(value)) throw new Error(`cannot read the colour ${value}`);
  return value;
}

/** Where text sits: cards and the page ground of each scheme (and dark-mode hover rows). */
function surfaces(theme: MantineTheme, scheme: Scheme): string[] {
  const { gray, dark } = theme.colors;
  return scheme === 'light' ? [theme.white, gray[0]] : [dark[6], dark[7], dark[8]];
}

const SCHEMES: Scheme[] = ['light', 'dark'];
const cases = PRESETS.flatMap((preset) => SURFACE_NAMES.map((surface) => ({ preset, surface })));

describe.each(cases)('contrast with $preset on the $surface surface', ({ preset, surface }) => {
  it.each(SCHEMES)('every primary colour passes WCAG AA in %s', (scheme) => {
    const failures: string[] = [];
    for (const primary of PRIMARY_COLORS) {
      const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme({ preset, primary, surface }));
      const vars = variablesOf(theme, scheme);
      const color = (name: string) => resolve(`var(${name})`, vars);
      const check = (what: string, a: string, b: string) => {
        const ratio = contrastRatio(a, b);
        if (ratio < 4.5) failures.push(`${primary} ${what}: ${ratio.toFixed(2)}`);
      };
      const text = color('--mantine-primary-color-contrast');
      check('filled button', text, color('--mantine-primary-color-filled'));
      check('filled button hovered', text, color('--mantine-primary-color-filled-hover'));
      check(
        'light variant',
        color('--mantine-primary-color-light-color'),
        color('--mantine-primary-color-light'),
      );
      expect(surfaces(theme, scheme)).toContain(color('--rumo-row-hover'));
      for (const background of surfaces(theme, scheme)) {
        check(`link on ${background}`, color('--mantine-color-anchor'), background);
        check(`outline on ${background}`, color(`--mantine-color-${primary}-outline`), background);
        check(`dimmed on ${background}`, color('--mantine-color-dimmed'), background);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(SCHEMES)("Mantine's own colours (badges, alerts) pass WCAG AA in %s", (scheme) => {
    const theme = mergeMantineTheme(
      DEFAULT_THEME,
      buildTheme({ preset, primary: 'emerald', surface }),
    );
    const vars = variablesOf(theme, scheme);
    const color = (name: string) => resolve(`var(${name})`, vars);
    const failures: string[] = [];
    for (const name of ['red', 'grape', 'gray']) {
      const pairs: [string, string, string][] = [
        ['filled', `--rumo-${name}-contrast`, `--mantine-color-${name}-filled`],
        ['light', `--mantine-color-${name}-light-color`, `--mantine-color-${name}-light`],
      ];
      for (const [what, fg, bg] of pairs) {
        const ratio = contrastRatio(color(fg), color(bg));
        if (ratio < 4.5) failures.push(`${name} ${what}: ${ratio.toFixed(2)}`);
      }
      for (const background of surfaces(theme, scheme)) {
        const ratio = contrastRatio(color(`--mantine-color-${name}-text`), background);
        if (ratio < 4.5) failures.push(`${name} text on ${background}: ${ratio.toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG figures', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // The figure the accessibility audit reported for white on the old emerald button.
    expect(contrastRatio('#ffffff', '#059669')).toBeCloseTo(3.77, 2);
  });
});
