import { afterEach, describe, expect, it } from 'vitest';
import { resolveStaticUrl } from './static-url';

describe('resolveStaticUrl', () => {
  afterEach(() => {
    window.__RUMO__ = undefined;
  });

  it('keeps absolute URLs', () => {
    expect(resolveStaticUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(resolveStaticUrl('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
    expect(resolveStaticUrl('blob:http://localhost/1')).toBe('blob:http://localhost/1');
  });

  it('joins relative paths to the injected static base', () => {
    window.__RUMO__ = { staticBaseUrl: 'https://files.rumo.app/static/' };
    expect(resolveStaticUrl('avatars/a.png')).toBe('https://files.rumo.app/static/avatars/a.png');
    expect(resolveStaticUrl('/avatars/a.png')).toBe('https://files.rumo.app/static/avatars/a.png');
  });

  it('falls back to this origin /static', () => {
    expect(resolveStaticUrl('avatars/a.png')).toBe(
      `${window.location.origin}/static/avatars/a.png`,
    );
  });

  it('answers null for no path', () => {
    expect(resolveStaticUrl(null)).toBeNull();
    expect(resolveStaticUrl('')).toBeNull();
  });
});
