import { isIP } from 'node:net';

/**
 * True when the TCP peer is this machine (127.0.0.0/8, ::1, or IPv4-mapped loopback). Reads the
 * socket, never X-Forwarded-For, so a proxy header cannot fake it.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}
