import type { MantineColorsTuple, MantineTheme } from '@mantine/core';
import { AA_TEXT, contrastRatio, minContrast } from './contrast-ratio';
import type { PrimaryColor } from './palettes';

type Shade = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type Scheme = 'light' | 'dark';

/**
 * The shade each primary colour fills buttons and badges with, chosen so the colour keeps its
 * character and its text passes AA: darker shades with white text for most; the light
 * primaries (lime, amber, yellow) stay bright and take dark text instead. Dark mode fills
 * with the light shade 400 and dark text, as the dark surfaces call for.
 */
// biome-ignore format: one colour per line reads as a table
export const FILLED_SHADES: Record<PrimaryColor, Record<Scheme, Shade>> = {
  noir: { light: 8, dark: 1 },
  emerald: { light: 7, dark: 4 },
  green: { light: 7, dark: 4 },
  lime: { light: 5, dark: 4 },
  orange: { light: 7, dark: 4 },
  amber: { light: 5, dark: 4 },
  yellow: { light: 4, dark: 4 },
  teal: { light: 7, dark: 4 },
  cyan: { light: 7, dark: 4 },
  sky: { light: 7, dark: 4 },
  blue: { light: 6, dark: 4 },
  indigo: { light: 6, dark: 4 },
  violet: { light: 6, dark: 4 },
  purple: { light: 6, dark: 4 },
  fuchsia: { light: 6, dark: 4 },
  pink: { light: 6, dark: 4 },
  rose: { light: 6, dark: 4 },
};

/** How one colour is used in one scheme: the filled shade, its text, and text on surfaces. */
export interface Tone {
  filled: Shade;
  filledHover: Shade;
  /** Text on the filled shade: white, or the surface's darkest shade for light fills. */
  contrast: string;
  /** Shade for the colour as text (links, outline, `c="red"`) on the page surfaces. */
  text: Shade;
}

/** The backgrounds text sits on in each scheme: cards and the page ground. */
export function surfaceBackgrounds(theme: MantineTheme, scheme: Scheme): string[] {
  const { gray, dark } = theme.colors;
  return scheme === 'light' ? [theme.white, gray[0]] : [dark[6], dark[7], dark[8]];
}

/** White or the surface's near-black, whichever reads better on the background. */
function readableOn(background: string, theme: MantineTheme): string {
  const dark = theme.colors.dark[9];
  return contrastRatio(theme.white, background) >= contrastRatio(dark, background)
    ? theme.white
    : dark;
}

/** Text shades from the most saturated to the most legible: darker in light, lighter in dark. */
const TEXT_SHADES: Record<Scheme, Shade[]> = { light: [6, 7, 8, 9], dark: [4, 3, 2, 1, 0] };

/** The most saturated shade that still reads on every background. */
function textShade(shades: MantineColorsTuple, backgrounds: string[], scheme: Scheme): Shade {
  const order = TEXT_SHADES[scheme];
  return (
    order.find((shade) => minContrast(shades[shade], backgrounds) >= AA_TEXT) ??
    (scheme === 'light' ? 9 : 0)
  );
}

export function toneOf(
  theme: MantineTheme,
  name: string,
  shades: MantineColorsTuple,
  scheme: Scheme,
  defaultShade: Shade,
): Tone {
  const filled = FILLED_SHADES[name as PrimaryColor]?.[scheme] ?? defaultShade;
  return {
    filled,
    filledHover: (scheme === 'light' ? Math.min(filled + 1, 9) : Math.max(filled - 1, 0)) as Shade,
    contrast: readableOn(shades[filled], theme),
    text: textShade(shades, surfaceBackgrounds(theme, scheme), scheme),
  };
}
