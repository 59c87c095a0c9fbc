import { describe, expect, it } from 'vitest';
import { validateImageFile } from './image-file';

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'foto', { type });

describe('validateImageFile', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(validateImageFile(file('image/png', 10))).toBeNull();
    expect(validateImageFile(file('image/jpeg', 2 * 1024 * 1024))).toBeNull();
    expect(validateImageFile(file('image/webp', 10))).toBeNull();
  });

  it('rejects other types and larger files in pt-BR', () => {
    expect(validateImageFile(file('image/gif', 10))).toBe('Envie uma imagem PNG, JPEG ou WebP.');
    expect(validateImageFile(file('image/png', 2 * 1024 * 1024 + 1))).toBe(
      'A imagem deve ter no máximo 2 MB.',
    );
  });
});
