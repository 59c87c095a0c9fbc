import {
  type CSSVariablesResolver,
  defaultVariantColorsResolver,
  getPrimaryShade,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';
import { AA_TEXT, minContrast } from './contrast-ratio';
import { type Scheme, surfaceBackgrounds, toneOf } from './tones';

type Variables = Record<string, string>;

/** The first shade of a neutral scale that reads on the scheme's surfaces (for dimmed text). */
function dimmedShade(theme: MantineTheme, scheme: Scheme): string {
  const scale = scheme === 'light' ? 'gray' : 'dark';
  const order = scheme === 'light' ? ([6, 7, 8, 9] as const) : ([2, 1, 0] as const);
  const backgrounds = surfaceBackgrounds(theme, scheme);
  const shade =
    order.find((index) => minContrast(theme.colors[scale][index], backgrounds) >= AA_TEXT) ??
    (scheme === 'light' ? 9 : 0);
  return `var(--mantine-color-${scale}-${shade})`;
}

function colourVariables(theme: MantineTheme, scheme: Scheme): Variables {
  const variables: Variables = {};
  // The preset's shade for Mantine's own colours (red…); ours come from FILLED_SHADES.
  const base = theme.other.baseShade as MantineTheme['primaryShade'] | undefined;
  const defaultShade = getPrimaryShade(
    { ...theme, primaryShade: base ?? theme.primaryShade },
    scheme,
  );
  for (const [name, shades] of Object.entries(theme.colors)) {
    const tone = toneOf(theme, name, shades, scheme, defaultShade);
    const shade = (index: number) => `var(--mantine-color-${name}-${index})`;
    variables[`--mantine-color-${name}-filled`] = shade(tone.filled);
    variables[`--mantine-color-${name}-filled-hover`] = shade(tone.filledHover);
    variables[`--mantine-color-${name}-text`] = shade(tone.text);
    variables[`--mantine-color-${name}-outline`] = shade(tone.text);
    variables[`--rumo-${name}-contrast`] = tone.contrast;
  }
  const primary = theme.primaryColor;
  variables['--mantine-color-anchor'] = `var(--mantine-color-${primary}-text)`;
  variables['--mantine-primary-color-contrast'] = `var(--rumo-${primary}-contrast)`;
  variables['--mantine-color-dimmed'] = dimmedShade(theme, scheme);
  // Placeholders Mantine draws as text (a date picker's "Sem prazo") fell below AA in dark (axe).
  variables['--mantine-color-placeholder'] = dimmedShade(theme, scheme);
  // Mantine's hovered table row (gray-1 / dark-5) is not one of the surfaces the text shades are
  // chosen for, and links in it fell below AA (axe-core): it takes the striped rows' surface.
  variables['--rumo-row-hover'] =
    scheme === 'light' ? 'var(--mantine-color-gray-0)' : 'var(--mantine-color-dark-6)';
  return variables;
}

/**
 * Every colour's filled, text and outline shades per scheme, picked so that text passes WCAG AA
 * (4.5:1) on the fill and on the surfaces (see tones.ts). Mantine uses one primary shade for
 * every colour and decides the text colour from the light shade only; neither is enough.
 */
export const contrastCssVariables: CSSVariablesResolver = (theme) => {
  const light = colourVariables(theme, 'light');
  const dark = colourVariables(theme, 'dark');
  // Field errors (text, border, placeholder of an invalid input) in AA contrast on every surface:
  // Mantine's red-6 (light) and red-8 (dark) stay near 3:1 on white and on dark cards.
  light['--mantine-color-error'] = 'var(--mantine-color-red-9)';
  dark['--mantine-color-error'] = 'var(--mantine-color-red-3)';
  return { variables: {}, light, dark };
};

export const contrastVariantResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const name = input.color ?? input.theme.primaryColor;
  const autoContrast = input.autoContrast ?? input.theme.autoContrast;
  if (input.variant === 'filled' && autoContrast && name in input.theme.colors) {
    return { ...colors, color: `var(--rumo-${name}-contrast)` };
  }
  return colors;
};
