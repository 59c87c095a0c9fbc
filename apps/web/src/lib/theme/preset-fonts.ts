import type { Preset } from '../layout/layout-state';

interface FontSource {
  family: string;
  weight: string;
  /** The font file's URL, imported only when the preset is in use (its own tiny chunk). */
  url: () => Promise<{ default: string }>;
}

// Latin covers Portuguese; the same range fontsource gives its latin subset.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** Each preset's typeface: one variable woff2 (latin) from the npm fontsource packages. */
export const PRESET_FONTS: Record<Preset, FontSource> = {
  Aura: {
    family: 'Inter Variable',
    weight: '100 900',
    url: () => import('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'),
  },
  Lara: {
    family: 'Nunito Variable',
    weight: '200 1000',
    url: () => import('@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url'),
  },
  Nora: {
    family: 'IBM Plex Sans Variable',
    weight: '100 700',
    url: () =>
      import('@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2?url'),
  },
};

const loaded = new Set<Preset>();

/**
 * Registers the preset's typeface once it is in use. `font-display: swap` keeps the text on the
 * fallback font meanwhile; a failed download leaves that fallback, which reads just as well.
 */
export async function loadPresetFont(
  preset: Preset,
  fonts: Pick<FontFaceSet, 'add'> = document.fonts,
): Promise<void> {
  if (loaded.has(preset) || typeof FontFace === 'undefined') return;
  loaded.add(preset);
  const font = PRESET_FONTS[preset];
  try {
    const { default: url } = await font.url();
    const face = new FontFace(font.family, `url(${url}) format('woff2')`, {
      weight: font.weight,
      display: 'swap',
      unicodeRange: LATIN,
    });
    fonts.add(face);
    await face.load();
  } catch {
    loaded.delete(preset);
  }
}
