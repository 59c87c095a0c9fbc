import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-hub-signature-256';

/** Meta's `X-Hub-Signature-256`: "sha256=" and the HMAC-SHA256 of the raw body with the app secret. */
export function signBody(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Timing-safe check of the header against the raw body (never the re-serialised JSON). */
export function verifySignature(
  appSecret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signBody(appSecret, rawBody));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
