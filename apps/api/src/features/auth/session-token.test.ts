import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/test-app';
import { createVerifiedTokenCache, signSessionToken } from './session-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!';
const claims = { userId: 'user-1', sessionId: 'session-1' };

describe('createVerifiedTokenCache', () => {
  it('trusts a verified token again only until its own expiry, on the app clock', async () => {
    const clock = testClock(new Date('2026-11-25T10:00:00Z'));
    const verify = createVerifiedTokenCache(SECRET, 'customer', clock.now);
    const token = await signSessionToken(
      claims,
      new Date('2026-11-25T10:01:00Z'),
      SECRET,
      'customer',
      clock.now(),
    );
    expect(await verify(token)).toEqual(claims);
    expect(await verify(token)).toEqual(claims);
    clock.set(new Date('2026-11-25T10:01:01Z'));
    expect(await verify(token)).toBeNull();
  });

  it('never trusts a forged, foreign-audience or tampered token', async () => {
    const clock = testClock();
    const verify = createVerifiedTokenCache(SECRET, 'customer', clock.now);
    const issuedAt = clock.now();
    const expiresAt = new Date(issuedAt.getTime() + 60_000);
    const good = await signSessionToken(claims, expiresAt, SECRET, 'customer', issuedAt);
    expect(await verify(good)).toEqual(claims);
    const forged = await signSessionToken(claims, expiresAt, `${SECRET}x`, 'customer', issuedAt);
    const staff = await signSessionToken(claims, expiresAt, SECRET, 'staff', issuedAt);
    // Change the signature's first character: its last one carries padding bits that
    // base64url decoders ignore, so editing it may leave the bytes unchanged.
    const signatureStart = good.lastIndexOf('.') + 1;
    const swapped = good[signatureStart] === 'A' ? 'B' : 'A';
    const tampered = `${good.slice(0, signatureStart)}${swapped}${good.slice(signatureStart + 1)}`;
    for (const token of [forged, staff, tampered]) expect(await verify(token)).toBeNull();
  });
});
