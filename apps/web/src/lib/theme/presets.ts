import type { MantinePrimaryShade, MantineThemeOverride } from '@mantine/core';
import type { Preset } from '../layout/layout-state';
import type { SurfaceName } from './palettes';

export interface PresetDefinition {
  label: string;
  description: string;
  /** Surface used when the user has not picked one (spec §3: surface defaults to none). */
  defaultSurface: SurfaceName;
  /** Filled shade of Mantine's own colours (red…); ours use FILLED_SHADES (tones.ts). */
  primaryShade: MantinePrimaryShade;
  theme: MantineThemeOverride;
}

const shadow = (alpha: number, blur: number, y: number) =>
  `0 1px 2px rgba(15, 23, 42, ${alpha / 2}), 0 ${y}px ${blur}px rgba(15, 23, 42, ${alpha})`;

/**
 * Three visibly different looks. Aura: soft and modern; Lara: rounder, bolder and roomier;
 * Nora: square, flat and compact.
 */
export const PRESET_DEFINITIONS: Record<Preset, PresetDefinition> = {
  Aura: {
    label: 'Aura',
    description: 'Suave e moderno',
    defaultSurface: 'slate',
    // For Mantine's own colours (red…); the primary palettes fill with FILLED_SHADES (tones.ts).
    primaryShade: { light: 7, dark: 4 },
    theme: {
      fontFamily:
        '"Inter Variable", Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
      headings: { fontWeight: '650' },
      defaultRadius: 'md',
      shadows: {
        xs: shadow(0.05, 3, 1),
        sm: shadow(0.06, 12, 4),
        md: shadow(0.08, 24, 8),
        lg: shadow(0.1, 32, 12),
        xl: shadow(0.12, 48, 16),
      },
    },
  },
  Lara: {
    label: 'Lara',
    description: 'Arredondado e espaçoso',
    defaultSurface: 'gray',
    primaryShade: { light: 7, dark: 5 },
    theme: {
      fontFamily: '"Nunito Variable", Nunito, "Segoe UI", Verdana, "DejaVu Sans", sans-serif',
      headings: { fontWeight: '800' },
      defaultRadius: 'lg',
      spacing: { xs: '0.75rem', sm: '0.875rem', md: '1.125rem', lg: '1.5rem', xl: '2.25rem' },
      shadows: {
        xs: shadow(0.08, 4, 2),
        sm: shadow(0.1, 16, 6),
        md: shadow(0.14, 28, 10),
        lg: shadow(0.16, 40, 14),
        xl: shadow(0.2, 60, 20),
      },
    },
  },
  Nora: {
    label: 'Nora',
    description: 'Reto, plano e compacto',
    defaultSurface: 'zinc',
    primaryShade: { light: 7, dark: 4 },
    theme: {
      fontFamily:
        '"IBM Plex Sans Variable", "IBM Plex Sans", "Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif',
      headings: { fontWeight: '600' },
      defaultRadius: 'xs',
      spacing: { xs: '0.5rem', sm: '0.625rem', md: '0.875rem', lg: '1.125rem', xl: '1.75rem' },
      fontSizes: { xs: '0.72rem', sm: '0.82rem', md: '0.94rem', lg: '1.06rem', xl: '1.19rem' },
      shadows: {
        xs: 'none',
        sm: '0 1px 0 rgba(15, 23, 42, 0.08)',
        md: '0 2px 0 rgba(15, 23, 42, 0.08)',
        lg: '0 3px 0 rgba(15, 23, 42, 0.1)',
        xl: '0 4px 0 rgba(15, 23, 42, 0.12)',
      },
    },
  },
};
