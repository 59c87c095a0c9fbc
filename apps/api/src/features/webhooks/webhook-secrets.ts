import { randomBytes } from 'node:crypto';
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
