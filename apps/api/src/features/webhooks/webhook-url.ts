import { isIP } from 'node:net';
import { webhookMessages } from '@rumo/shared/integrations/webhooks';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A literal IPv4/IPv6 address that is not on the public internet. */
function isPrivateAddress(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '');
  const version = isIP(address);
  if (version === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    return (
      lower === '::' ||
      lower === '::1' ||
      lower.startsWith('fc') ||
      lower.startsWith('fd') ||
      lower.startsWith('fe80') ||
      lower.startsWith('::ffff:')
    );
  }
  return false;
}

/**
 * Why an endpoint URL is refused (a pt-BR message), or null when it may be called: https only
 * (http only for localhost outside production), no credentials in it, and in production no
 * loopback or private address. Names resolving to private addresses are the safe-fetch's part.
 */
export function webhookUrlProblem(raw: string, production: boolean): string | null {
  if (!URL.canParse(raw)) return webhookMessages.urlInvalid;
  const url = new URL(raw);
  if (url.username || url.password) return webhookMessages.urlCredentials;
  const loopback = LOOPBACK_NAMES.has(url.hostname) || url.hostname.endsWith('.localhost');
  if (url.protocol === 'http:' && !(loopback && !production)) return webhookMessages.urlNotHttps;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return webhookMessages.urlNotHttps;
  if (production && (loopback || isPrivateAddress(url.hostname))) return webhookMessages.urlPrivate;
  return null;
}
