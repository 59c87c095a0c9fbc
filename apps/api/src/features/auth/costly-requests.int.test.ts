import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHashing } from '../../lib/password';
import { generateToken } from '../../lib/random-token';
import { createTestUser } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rateLimitCounters } from '../rate-limits/rate-limits.table';

describe('requests that would cost a password hash', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuse junk tokens before hashing anything', async () => {
    const before = passwordHashing.stats().started;
    for (const url of ['/api/auth/reset-password', '/api/auth/activate']) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: `10.9.0.${attempt}`,
          payload: { token: `lixo-${attempt}-${'x'.repeat(30)}`, password: 'senha-forte-123' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('INVALID_TOKEN');
      }
    }
    expect(passwordHashing.stats().started).toBe(before);
  });

  it('refuse made-up tokens before any database work, even the rate-limit counters', async () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: '10.9.2.1',
        payload: { token: `${'z'.repeat(43)}.${'a'.repeat(22)}`, password: 'senha-forte-123' },
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await t.db.$count(rateLimitCounters, like(rateLimitCounters.key, 'token-link%'))).toBe(
      0,
    );
  });

  it('limit token links to 30 tries per address in 15 minutes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: '10.9.1.1',
        // Signed by this server but never issued: the lookup answers 400 until the limit.
        payload: { token: generateToken(t.app.config.jwtSecret), password: 'senha-forte-123' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Once blocked, this process answers from memory: the shared counter stops moving.
    const countNow = async () => {
      const [row] = await t.db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, 'token-link:ip:10.9.1.1'));
      return row?.count;
    };
    const counted = await countNow();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: '10.9.1.1',
        payload: { token: generateToken(t.app.config.jwtSecret), password: 'senha-forte-123' },
      });
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await countNow()).toBe(counted);
  });

  it('throttle wrong current passwords on the password change', async () => {
    const user = await createTestUser(t);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: { authorization: `Bearer ${user.token}` },
        payload: { currentPassword, newPassword: 'outra-senha-forte-9' },
      });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change('errada-123')).statusCode).toBe(400);
    }
    const blocked = await change(user.password);
    expect(blocked.statusCode).toBe(429);
  });

  it('never run more than two hashes at once, whatever the load', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.9.2.${index}`,
          payload: { email: `ninguem-${index}@rumo.test`, password: 'errada-123' },
        }),
      ),
    );
    expect(passwordHashing.stats().peakRunning).toBeLessThanOrEqual(2);
  });
});
