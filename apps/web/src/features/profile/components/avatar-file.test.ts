import { describe, expect, it } from 'vitest';
import { validateAvatarFile } from './avatar-file';

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'foto', { type });

describe('validateAvatarFile', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(validateAvatarFile(file('image/png', 10))).toBeNull();
    expect(validateAvatarFile(file('image/jpeg', 2 * 1024 * 1024))).toBeNull();
    expect(validateAvatarFile(file('image/webp', 10))).toBeNull();
  });

  it('rejects other types and larger files in pt-BR', () => {
    expect(validateAvatarFile(file('image/gif', 10))).toBe('Envie uma imagem PNG, JPEG ou WebP.');
    expect(validateAvatarFile(file('image/png', 2 * 1024 * 1024 + 1))).toBe(
      'A imagem deve ter no máximo 2 MB.',
    );
  });
});
