import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64 (the library's format). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** A message id for the `webhook-id` header, kept across retries and replays. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * Seals signing secrets at rest (AES-256-GCM, key derived from the config's secret with a label
 * of its own, like the SSO client secrets): `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function webhookSecretBox(configSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', configSecret, 'rumo', 'webhook-secrets-v1', 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.')}`;
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) {
        throw new Error('unreadable sealed webhook secret');
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

/**
 * The Standard Webhooks headers of one attempt. During a rotation's overlap `secrets` holds the
 * new and the previous secret: `webhook-signature` carries both signatures, space separated, so
 * a receiver still on the old secret verifies too.
 */
export function signedHeaders(
  secrets: readonly string[],
  messageId: string,
  at: Date,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(messageId, at, body))
      .join(' '),
  };
}
