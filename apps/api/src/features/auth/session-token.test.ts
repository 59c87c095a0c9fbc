import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVerifiedTokenCache, signSessionToken } from './session-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!';
const claims = { userId: 'user-1', sessionId: 'session-1' };

describe('createVerifiedTokenCache', () => {
  afterEach(() => vi.useRealTimers());

  it('trusts a verified token again only until its own expiry', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['Date'] });
    const verify = createVerifiedTokenCache(SECRET, 'customer');
    const token = await signSessionToken(
      claims,
      new Date('2026-11-25T10:01:00Z'),
      SECRET,
      'customer',
    );
    expect(await verify(token)).toEqual(claims);
    expect(await verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-25T10:01:01Z'));
    expect(await verify(token)).toBeNull();
  });

  it('never trusts a forged, foreign-audience or tampered token', async () => {
    const verify = createVerifiedTokenCache(SECRET, 'customer');
    const expiresAt = new Date(Date.now() + 60_000);
    const good = await signSessionToken(claims, expiresAt, SECRET, 'customer');
    expect(await verify(good)).toEqual(claims);
    const forged = await signSessionToken(claims, expiresAt, `${SECRET}x`, 'customer');
    const staff = await signSessionToken(claims, expiresAt, SECRET, 'staff');
    // Change the signature's first character: its last one carries padding bits that
    // base64url decoders ignore, so editing it may leave the bytes unchanged.
    const signatureStart = good.lastIndexOf('.') + 1;
    const swapped = good[signatureStart] === 'A' ? 'B' : 'A';
    const tampered = `${good.slice(0, signatureStart)}${swapped}${good.slice(signatureStart + 1)}`;
    for (const token of [forged, staff, tampered]) expect(await verify(token)).toBeNull();
  });
});
