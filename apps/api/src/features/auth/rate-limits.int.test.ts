import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser, uniqueEmail } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rateLimitCounters } from '../rate-limits/rate-limits.table';

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

/** Puts a counter where many earlier failures would have left it. */
const setCounter = (key: string, count: number) =>
  t.db
    .insert(rateLimitCounters)
    .values({ key, count, resetsAt: new Date(Date.now() + 60 * 60 * 1000) })
    .onConflictDoUpdate({ target: rateLimitCounters.key, set: { count } });

const counterOf = async (key: string) => {
  const [row] = await t.db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  return row?.count;
};

const tooMany = {
  statusCode: 429,
  code: errorCodes.rateLimited,
  message: errorMessages.rateLimited,
};

describe('login rate limits', () => {
  const login = (email: string, password: string, ip: string) =>
    post('/api/auth/login', { email, password }, ip);

  it('stops one address guessing one account after 10 failures, not the owner elsewhere', async () => {
    const user = await createTestUser(t);
    const attacker = newIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(user.email, 'errada-123', attacker)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, user.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await login(user.email, user.password, newIp());
    expect(owner.statusCode).toBe(200);
  });

  it('holds under a burst: of 24 parallel wrong passwords at most 10 are tried, the rest 429', async () => {
    const user = await createTestUser(t);
    const attacker = newIp();
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => login(user.email, 'errada-123', attacker)),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(
      statuses.filter((status) => status === 429),
      JSON.stringify(statuses),
    ).toHaveLength(14);
    // Refused attempts are given back: the pair's counter holds the 10 failures, no more.
    const [counter] = await t.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `login:ip-email:${attacker}|${user.email}`));
    expect(counter?.count).toBe(10);
    expect((await login(user.email, user.password, newIp())).statusCode).toBe(200);
  });

  it('answers failures on one account more slowly past 10, from whatever address', async () => {
    const user = await createTestUser(t);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(user.email, 'errada-123', newIp())).statusCode).toBe(401);
    }
    const started = Date.now();
    expect((await login(user.email, 'errada-123', newIp())).statusCode).toBe(401);
    expect((await login(user.email, 'errada-123', newIp())).statusCode).toBe(401);
    // 250 ms for the 11th failure, 500 ms for the 12th.
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    expect((await login(user.email, user.password, newIp())).statusCode).toBe(200);
  });

  it('refuses an account only past 100 failures in the hour', async () => {
    const user = await createTestUser(t);
    const key = `login:email:${user.email}`;
    await setCounter(key, 99);
    expect((await login(user.email, user.password, newIp())).statusCode).toBe(200);
    // The right password gives its reserved attempt back in onResponse, which may land after
    // inject resolves: wait for it, or it would undo the 100 set below.
    await vi.waitFor(async () => expect(await counterOf(key)).toBe(99));
    await setCounter(key, 100);
    expect((await login(user.email, user.password, newIp())).statusCode).toBe(429);
  });

  it('stops an address after 100 failures across accounts, not other addresses', async () => {
    const ip = newIp();
    await setCounter(`login:ip:${ip}`, 99);
    expect((await login(uniqueEmail(), 'errada-123', ip)).statusCode).toBe(401);
    expect((await login(uniqueEmail(), 'errada-123', ip)).statusCode).toBe(429);
    expect((await login(uniqueEmail(), 'errada-123', newIp())).statusCode).toBe(401);
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
