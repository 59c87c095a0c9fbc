import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, uniqueEmail } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test speaks from its own IP, so counters do not leak between tests. */
const newIp = () => `10.0.0.${++ipCounter}`;

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

const tooMany = {
  statusCode: 429,
  code: errorCodes.rateLimited,
  message: errorMessages.rateLimited,
};

describe('login rate limits', () => {
  it('blocks an e-mail after 10 wrong passwords, even from other IPs, and the right one too', async () => {
    const user = await createTestUser(t);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await post(
        '/api/auth/login',
        { email: user.email, password: 'errada-123' },
        newIp(),
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      newIp(),
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('blocks an IP after 30 wrong passwords across e-mails', async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await post(
        '/api/auth/login',
        { email: uniqueEmail(), password: 'errada-123' },
        ip,
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/auth/login',
      { email: uniqueEmail(), password: 'errada-123' },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    const otherIp = await post(
      '/api/auth/login',
      { email: uniqueEmail(), password: 'errada-123' },
      newIp(),
    );
    expect(otherIp.statusCode).toBe(401);
  });

  it('never throttles correct sign-ins', async () => {
    const user = await createTestUser(t);
    const ip = newIp();
    for (let attempt = 0; attempt < 32; attempt++) {
      const response = await post(
        '/api/auth/login',
        { email: user.email, password: user.password },
        ip,
      );
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('register and forgot-password rate limits', () => {
  it('limits registrations per e-mail to 5 an hour', async () => {
    const email = uniqueEmail('repetido');
    const body = { name: 'Rita', email, password: 'senha-forte-1', company: 'Repetida' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await post('/api/auth/register', body, newIp())).statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });

  it('limits registrations per IP to 30 an hour', async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await post(
        '/api/auth/register',
        { name: 'A b', email: 'invalido', password: 'x' },
        ip,
      );
      // Invalid bodies stop at validation and do not count.
      expect(response.statusCode).toBe(400);
    }
    for (let attempt = 0; attempt < 30; attempt++) {
      const body = {
        name: 'Teo',
        email: uniqueEmail(),
        password: 'senha-forte-1',
        company: 'Lote',
      };
      expect((await post('/api/auth/register', body, ip)).statusCode).toBe(201);
    }
    const body = { name: 'Teo', email: uniqueEmail(), password: 'senha-forte-1', company: 'Lote' };
    const blocked = await post('/api/auth/register', body, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
  });

  it('limits forgot-password per e-mail (5 an hour) and per IP (30 an hour)', async () => {
    const email = uniqueEmail('esquecido');
    const perEmail: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      perEmail.push((await post('/api/auth/forgot-password', { email }, newIp())).statusCode);
    }
    expect(perEmail).toEqual([202, 202, 202, 202, 202, 429]);

    const ip = newIp();
    for (let attempt = 0; attempt < 30; attempt++) {
      expect(
        (await post('/api/auth/forgot-password', { email: uniqueEmail() }, ip)).statusCode,
      ).toBe(202);
    }
    const blocked = await post('/api/auth/forgot-password', { email: uniqueEmail() }, ip);
    expect(blocked.json()).toEqual(tooMany);
  });
});
