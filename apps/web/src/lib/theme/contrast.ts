import {
  type CSSVariablesResolver,
  defaultVariantColorsResolver,
  getPrimaryShade,
  isLightColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Mantine picks the text colour of filled components from the light-scheme shade only. Our
 * dark scheme uses lighter shades (e.g. emerald-400), so each colour gets a per-scheme
 * `--rumo-<colour>-contrast` variable and filled variants read it.
 */
export const contrastCssVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  const text = (color: string | undefined) =>
    color && isLightColor(color, theme.luminanceThreshold)
      ? 'var(--mantine-color-black)'
      : 'var(--mantine-color-white)';
  for (const [name, shades] of Object.entries(theme.colors)) {
    light[`--rumo-${name}-contrast`] = text(shades[getPrimaryShade(theme, 'light')]);
    dark[`--rumo-${name}-contrast`] = text(shades[getPrimaryShade(theme, 'dark')]);
  }
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
