import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertPublicHttpUrl,
  isPublicAddress,
  type ResolvedAddress,
  safeFetch,
  UnsafeUrlError,
  unsafeUrlMessage,
} from './safe-fetch';

const production = { allowLoopback: false };
const development = { allowLoopback: true };

describe('isPublicAddress', () => {
  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '192.168.0.10',
    '100.64.0.1',
    '100.100.100.200',
    '169.254.169.254',
    '168.63.129.16',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '::ffff:192.168.1.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    'not-an-ip',
  ])('refuses %s, even outside production', (address) => {
    expect(isPublicAddress(address, development)).toBe(false);
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '[::1]'])(
    'refuses loopback %s in production only',
    (address) => {
      expect(isPublicAddress(address, production)).toBe(false);
      expect(isPublicAddress(address, development)).toBe(true);
    },
  );

  it.each(['8.8.8.8', '200.147.67.142', '2800:3f0:4001:80b::200e', '::ffff:8.8.8.8'])(
    'allows public %s',
    (address) => {
      expect(isPublicAddress(address, production)).toBe(true);
    },
  );
});

describe('assertPublicHttpUrl', () => {
  const resolvingTo =
    (...addresses: string[]) =>
    async (): Promise<ResolvedAddress[]> =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a host that resolves to any internal address, in pt-BR', async () => {
    const policy = { ...production, resolve: resolvingTo('8.8.8.8', '169.254.169.254') };
    await expect(assertPublicHttpUrl('https://idp.example.com', policy)).rejects.toThrow(
      unsafeUrlMessage,
    );
    await expect(
      assertPublicHttpUrl('https://idp.example.com', { ...production, resolve: resolvingTo() }),
    ).rejects.toBeInstanceOf(UnsafeUrlError);
  });

  it('answers the addresses of a public host, and refuses literals and other schemes', async () => {
    const policy = { ...production, resolve: resolvingTo('8.8.8.8') };
    await expect(assertPublicHttpUrl('https://idp.example.com/x', policy)).resolves.toEqual([
      { address: '8.8.8.8', family: 4 },
    ]);
    await expect(assertPublicHttpUrl('http://[::ffff:127.0.0.1]:8080', production)).rejects.toThrow(
      UnsafeUrlError,
    );
    await expect(
      assertPublicHttpUrl('http://[::ffff:127.0.0.1]:8080', development),
    ).resolves.toBeTruthy();
    await expect(assertPublicHttpUrl('file:///etc/passwd', development)).rejects.toThrow(
      'A URL precisa começar com https://.',
    );
  });
});

describe('safeFetch', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/to-private') {
        response.writeHead(302, { location: 'http://10.1.2.3/metadata' });
        response.end();
      } else if (request.url === '/to-self') {
        response.writeHead(302, { location: '/ok' });
        response.end();
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ path: request.url, method: request.method }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('fetches from loopback outside production only', async () => {
    const response = await safeFetch(`${base}/ok`, {}, development);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: '/ok', method: 'GET' });
    await expect(safeFetch(`${base}/ok`, {}, production)).rejects.toThrow(unsafeUrlMessage);
  });

  it('follows a redirect only to an allowed address', async () => {
    expect(await (await safeFetch(`${base}/to-self`, {}, development)).json()).toMatchObject({
      path: '/ok',
    });
    await expect(safeFetch(`${base}/to-private`, {}, development)).rejects.toThrow(
      unsafeUrlMessage,
    );
    const manual = await safeFetch(`${base}/to-private`, { redirect: 'manual' }, development);
    expect(manual.status).toBe(302);
  });

  it('resolves once and connects to the address it checked (no DNS rebinding)', async () => {
    const answers = ['127.0.0.1', '10.1.2.3'];
    let lookups = 0;
    const resolve = async (): Promise<ResolvedAddress[]> => {
      const address = answers[Math.min(lookups, 1)] ?? '10.1.2.3';
      lookups += 1;
      return [{ address, family: 4 }];
    };
    const port = (server.address() as AddressInfo).port;
    const response = await safeFetch(
      `http://rebind.example:${port}/ok`,
      {},
      { ...development, resolve },
    );
    expect(response.status).toBe(200);
    expect(lookups).toBe(1);
    await expect(
      safeFetch(`http://rebind.example:${port}/ok`, {}, { ...development, resolve }),
    ).rejects.toThrow(unsafeUrlMessage);
  });
});
