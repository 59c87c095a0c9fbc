import { describe, expect, it } from 'vitest';
import { REDACTED, redactLinkSecrets, redactSecrets } from './redact-secrets';

describe('export redaction', () => {
  it.each([
    'https://rumo.app/auth/reset-password?token=abc.DEF_123-x',
    'https://rumo.app/activate-account?token=abc123&convite=1',
    'https://rumo.app/activate-account-purchase?token=abc%2B123',
    'https://rumo.app/notificacoes/descadastrar?token=abc123',
  ])('removes the key of %s', (link) => {
    const text = `Olá! Use o link ${link} em até 1 hora.`;
    const redacted = redactLinkSecrets(text);
    expect(redacted).not.toContain('abc');
    expect(redacted).toContain(`token=${REDACTED}`);
    expect(redacted).toMatch(/^Olá! Use o link https:\/\/rumo\.app\/.+ em até 1 hora\.$/);
  });

  it('keeps the rest of the link and other parameters', () => {
    expect(redactLinkSecrets('https://x/activate-account?token=abc&convite=1')).toBe(
      `https://x/activate-account?token=${REDACTED}&convite=1`,
    );
    expect(redactLinkSecrets('https://x/okrs/1?comentario=2')).toBe(
      'https://x/okrs/1?comentario=2',
    );
  });

  it('drops secret fields and redacts strings at any depth', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(
      redactSecrets({
        token_hash: 'h',
        refresh_token_hash: 'h',
        password_hash: 'p',
        token: 't',
        code_hash: 'c',
        secret_sealed: 's',
        previous_secret_sealed: 's',
        client_secret_encrypted: 'e',
        private_key_sealed: 'k',
        password_changed_at: at,
        emails: [{ texto: 'https://x/?token=abc' }],
        nested: { html: '<a href="https://x/?token=abc">' },
      }),
    ).toEqual({
      password_changed_at: at,
      emails: [{ texto: `https://x/?token=${REDACTED}` }],
      nested: { html: `<a href="https://x/?token=${REDACTED}">` },
    });
  });
});
