import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets at rest with AES-256-GCM. The key is derived (HKDF-SHA256) from the config's
 * secret with a label per use (`sso-client-secrets-v1`, `webhook-secrets-v1`), so it is never the
 * token signing key itself and one use's values never open under another's. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function createSecretBox(configSecret: string, label: string) {
  const key = Buffer.from(hkdfSync('sha256', configSecret, 'rumo', label, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) {
        throw new Error(`unreadable sealed secret (${label})`);
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/** The identity providers' client secrets. */
export const ssoClientSecretBox = (configSecret: string) =>
  createSecretBox(configSecret, 'sso-client-secrets-v1');

/** The webhook endpoints' signing secrets. */
export const webhookSecretBox = (configSecret: string) =>
  createSecretBox(configSecret, 'webhook-secrets-v1');

/** The SAML service provider's signing keys (one per company). */
export const samlSpKeyBox = (configSecret: string) =>
  createSecretBox(configSecret, 'saml-sp-keys-v1');
