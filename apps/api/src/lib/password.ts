import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { createConcurrencyLimit } from './concurrency-limit';

const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1 } as const;

/**
 * Each scrypt takes ~50 ms of a core and 16 MB. At most two run at once (libuv's pool has four
 * threads, which file and DNS work need too), and a bounded line waits: a flood of sign-ins
 * gets 503s instead of starving every other request of CPU.
 */
export const passwordHashing = createConcurrencyLimit(2, 64);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return passwordHashing.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A valid hash of a random password: verifying against it costs the same as a real check. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/**
 * For invited people who have not chosen a password yet: no password matches it (its key part
 * is empty), yet checking it still costs a full scrypt, so login timing does not reveal them.
 */
export async function unusablePasswordHash(): Promise<string> {
  const hash = await hashPassword(randomBytes(16).toString('hex'));
  return `${hash.slice(0, hash.lastIndexOf('$') + 1)}!`;
}

export function isUnusablePasswordHash(stored: string): boolean {
  return stored.endsWith('$!');
}
