import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSecretToken, sameTokenHash, secretTokenHash } from './secret-token';

const format = { prefix: 'rumo_test_', shownRandomChars: 6 };

describe('secret tokens', () => {
  it('makes `<prefix><43 base64url chars>`, keeps its start and stores only its SHA-256', () => {
    const token = newSecretToken(format);
    expect(token.secret).toMatch(/^rumo_test_[A-Za-z0-9_-]{43}$/);
    expect(token.shownPrefix).toBe(token.secret.slice(0, 'rumo_test_'.length + 6));
    expect(token.hash).toBe(createHash('sha256').update(token.secret).digest('hex'));
    expect(newSecretToken(format).secret).not.toBe(token.secret);
  });

  it('hashes a presented token of the kind, and nothing else', () => {
    const { secret, hash } = newSecretToken(format);
    expect(secretTokenHash(format, secret)).toBe(hash);
    expect(secretTokenHash(format, secret.replace('rumo_test_', 'rumo_'))).toBeNull();
    expect(secretTokenHash(format, `rumo_test_${'a'.repeat(191)}`)).toBeNull();
  });

  it('compares hashes', () => {
    const { hash } = newSecretToken(format);
    expect(sameTokenHash(hash, hash)).toBe(true);
    expect(sameTokenHash(hash, newSecretToken(format).hash)).toBe(false);
    expect(sameTokenHash(hash, 'abcd')).toBe(false);
  });
});
