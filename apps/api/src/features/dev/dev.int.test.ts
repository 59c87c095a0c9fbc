import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Dev <b>Teste</b>', email, password: 'senha-forte-1', company: 'Dev' },
    });

  it('lists the outbox as JSON, newest first', async () => {
    const first = uniqueEmail('primeiro');
    const second = uniqueEmail('segundo');
    await register(first);
    await register(second);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: first },
    });

    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(
      data.map((message: { to: string; subject: string }) => [message.to, message.subject]),
    ).toEqual([
      [first, 'Redefinição de senha do Rumo'],
      [second, 'Ative sua conta no Rumo'],
      [first, 'Ative sua conta no Rumo'],
    ]);
    expect(Object.keys(data[0]).sort()).toEqual([
      'createdAt',
      'html',
      'id',
      'subject',
      'text',
      'to',
    ]);
    expect(data[0].text).toContain('/auth/reset-password?token=');
    expect(data[1].html).toContain('Dev &lt;b&gt;Teste&lt;/b&gt;');
    expect(new Date(data[0].createdAt).toISOString()).toBe(data[0].createdAt);
  });

  it('shows an HTML page with clickable links and escaped content', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Caixa de e-mails (desenvolvimento)');
    expect(response.body).toMatch(
      /<a href="http:\/\/rumo\.test\/activate-account\?token=[\w.-]+">/,
    );
    expect(response.body).toContain('Dev &lt;b&gt;Teste&lt;/b&gt;');
    expect(response.body).not.toContain('<b>Teste</b>');
  });
});

describe('development mailbox seen from another machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy, request.ip follows X-Forwarded-For: the mailbox must not.
    t = await createTestApp({ config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  it.each([
    ['/api/dev/mailbox', {}],
    ['/dev/mailbox', {}],
    ['/api/dev/mailbox', { 'x-forwarded-for': '127.0.0.1' }],
  ])('answers 404 to a remote client on %s', async (url, headers) => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: uniqueEmail('vitima') },
    });
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers,
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(response.body).not.toContain('token=');
  });

  it('still answers this machine over IPv6 loopback', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '::1',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('development routes in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { nodeEnv: 'production' } });
  });
  afterAll(() => t.close());

  it('do not exist', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(json.statusCode).toBe(404);
    expect(json.json().code).toBe('NOT_FOUND');
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).not.toContain('Caixa de e-mails');
  });
});
