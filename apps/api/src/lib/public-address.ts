import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Server-side requests to addresses a customer types (an OIDC issuer, SAML metadata, a webhook):
 * only to the public internet, never to this machine's network (SSRF). IPv4-mapped IPv6
 * (`::ffff:10.0.0.1`, `::ffff:a00:1`) counts as the IPv4 address it carries.
 */

export const unsafeUrlMessage =
  'Este endereço aponta para uma rede interna, local ou reservada e não pode ser usado.';

export class UnsafeUrlError extends Error {
  readonly code = 'UNSAFE_URL';
  constructor(message: string = unsafeUrlMessage) {
    super(message);
    this.name = 'UnsafeUrlError';
  }
}

export interface UrlPolicy {
  /** 127.0.0.0/8 and ::1: only outside production (tests and e2e run a local IdP there). */
  allowLoopback: boolean;
  /** How a host name becomes addresses (tests give a stub); the system resolver otherwise. */
  resolve?: ((hostname: string) => Promise<ResolvedAddress[]>) | undefined;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const reserved = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (also Alibaba's metadata, 100.100.100.200)
  ['169.254.0.0', 16], // link-local (AWS, GCP, Azure, OCI metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
] as const) {
  reserved.addSubnet(network, prefix, 'ipv4');
}
reserved.addAddress('168.63.129.16', 'ipv4'); // Azure's wire server / metadata
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64 (carries an IPv4 address)
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (carries an IPv4 address)
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  reserved.addSubnet(network, prefix, 'ipv6');
}

/** True when a request may go to that IP address under the policy. */
export function isPublicAddress(address: string, { allowLoopback }: UrlPolicy): boolean {
  const plain = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const version = isIP(plain);
  if (version === 0) return false;
  const type = version === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(plain, type)) return allowLoopback;
  // ::1 is in ::/96 too: checked above, so only the other IPv4-compatible addresses land here.
  return !reserved.check(plain, type);
}

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

/**
 * Resolves the URL's host once and answers its addresses, or throws `UnsafeUrlError` (pt-BR)
 * when the scheme is not HTTP(S) or any address is not public. Callers connect to one of the
 * answered addresses (see `safeFetch`), so DNS cannot change between this check and the request.
 */
export async function assertPublicHttpUrl(
  url: string | URL,
  policy: UrlPolicy,
): Promise<ResolvedAddress[]> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeUrlError('URL inválida.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new UnsafeUrlError('A URL precisa começar com https://.');
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const version = isIP(host);
  const addresses: ResolvedAddress[] = version
    ? [{ address: host, family: version === 6 ? 6 : 4 }]
    : await (policy.resolve ?? systemResolve)(host);
  if (addresses.length === 0 || addresses.some((one) => !isPublicAddress(one.address, policy))) {
    throw new UnsafeUrlError();
  }
  return addresses;
}
