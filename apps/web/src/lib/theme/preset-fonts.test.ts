import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPresetFont } from './preset-fonts';

const created: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];

class FakeFontFace {
  constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
    created.push({ family, source, descriptors });
  }
  load() {
    return Promise.resolve(this);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  created.length = 0;
});

describe('loadPresetFont', () => {
  it('registers the preset typeface once, latin only, with font-display swap', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    // jsdom's FontFaceSet cannot add faces; the browser's can.
    const fonts = { add: vi.fn() };

    await loadPresetFont('Lara', fonts);
    await loadPresetFont('Lara', fonts);

    expect(created).toHaveLength(1);
    expect(created[0]?.family).toBe('Nunito Variable');
    expect(created[0]?.source).toMatch(/nunito-latin-wght-normal.*\.woff2.*format\('woff2'\)/);
    expect(created[0]?.descriptors).toMatchObject({ display: 'swap', weight: '200 1000' });
    expect(created[0]?.descriptors.unicodeRange).toMatch(/^U\+0000-00FF/);
    expect(fonts.add).toHaveBeenCalledTimes(1);
  });
});
