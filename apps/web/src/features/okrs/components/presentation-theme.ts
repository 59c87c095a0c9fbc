import type { Confidence } from '@rumo/shared/okr/key-result-types';

/**
 * The presentation's own colours: it renders dark by default whatever the app's theme, with a
 * light option. Every text colour meets WCAG AA (4.5:1) on its background; bars and dots 3:1.
 */
export interface DeckPalette {
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  track: string;
  bar: string;
  confidence: Record<Confidence | 'none', string>;
}

export const deckPalettes: Record<'dark' | 'light', DeckPalette> = {
  dark: {
    background: '#111418',
    surface: '#1b2027',
    text: '#f1f3f5',
    muted: '#c1c8cf',
    border: '#5c6670',
    track: '#3a424b',
    bar: '#74c0fc',
    confidence: { on_track: '#69db7c', at_risk: '#ffd43b', off_track: '#ff8787', none: '#adb5bd' },
  },
  light: {
    background: '#ffffff',
    surface: '#f1f3f5',
    text: '#1a1b1e',
    muted: '#495057',
    border: '#868e96',
    track: '#ced4da',
    bar: '#1864ab',
    confidence: { on_track: '#2b8a3e', at_risk: '#a05e03', off_track: '#c92a2a', none: '#495057' },
  },
};
