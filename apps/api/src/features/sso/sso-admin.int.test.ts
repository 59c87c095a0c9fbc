import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeUrlMessage } from '../../lib/safe-fetch';
import { ssoClientSecretBox } from '../../lib/secret-box';
import { createTestUser, type TestUser } from '../../test/account-fixtures';
import { type LocalOidcProvider, startLocalOidcProvider } from '../../test/local-oidc-provider';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ssoDomains } from '../sso-domains/sso-domains.table';
import { discoverOidc, discoveryFailure } from './oidc-client';
import { identityProviders } from './sso.table';

/** Configurações › Segurança's API: providers, the secret at rest, Testar conexão, /login lookup. */
describe('SSO providers (admin) and the /login lookup', () => {
  let t: TestApp;
  let idp: LocalOidcProvider;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    idp = await startLocalOidcProvider({ redirectUri: 'http://rumo.test/api/sso/oidc/callback' });
    admin = await createTestUser(t, { role: 'admin', email: `admin@sso-${Date.now()}.com.br` });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  const testConnection = async (issuer: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sso/oidc/test-connection',
      headers: admin.headers,
      payload: { issuer },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { ok: boolean; message: string; issuer: string | null };
  };

  it('keeps the client secret encrypted and never answers it; blank keeps it on update', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sso/providers/oidc',
      headers: admin.headers,
      payload: {
        preset: 'microsoft',
        tenant: 'contoso.onmicrosoft.com',
        clientId: 'app-id',
        clientSecret: 'segredo-muito-secreto',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      issuer: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
      clientSecretSet: true,
      sessionHours: 12,
      redirectUri: 'http://rumo.test/api/sso/oidc/callback',
    });
    const id = created.json().id as string;
    const [row] = await t.db.select().from(identityProviders).where(eq(identityProviders.id, id));
    expect(row?.clientSecretEncrypted).not.toContain('segredo');
    expect(ssoClientSecretBox(t.config.jwtSecret).open(row?.clientSecretEncrypted ?? '')).toBe(
      'segredo-muito-secreto',
    );
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/sso/providers/oidc/${id}`,
      headers: admin.headers,
      payload: { preset: 'google', clientId: 'outro-id', clientSecret: '', sessionHours: 4 },
    });
    expect(updated.json()).toMatchObject({
      issuer: 'https://accounts.google.com',
      clientSecretSet: true,
      sessionHours: 4,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/sso/providers',
      headers: admin.headers,
    });
    expect(list.body).not.toContain('segredo');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/sso/providers/${id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('refuses a Microsoft provider without tenant and a custom one without issuer, in pt-BR', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sso/providers/oidc',
      headers: admin.headers,
      payload: { preset: 'custom', clientId: 'x', issuer: 'ftp://errado' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Informe a URL do emissor começando com https://.');
  });

  it('Testar conexão discovers a real provider and explains failures', async () => {
    const ok = await testConnection(idp.issuer);
    expect(ok).toMatchObject({ ok: true, issuer: idp.issuer });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await testConnection(`http://127.0.0.1:${port}`);
    expect(refused.ok).toBe(false);
    expect(refused.message).toContain('recusou a conexão');
    const plain = await testConnection('http://idp.example.com');
    expect(plain.message).toBe('A URL do emissor precisa usar HTTPS.');
    const notOidc = await testConnection(`${idp.issuer}/nada`);
    expect(notOidc.ok).toBe(false);
    expect(notOidc.message).toContain('documento de descoberta');
  });

  it('allows plain HTTP to this machine only outside production', async () => {
    const settings = { issuer: idp.issuer, clientId: idp.clientId };
    await expect(
      discoverOidc({ config: { nodeEnv: 'test' }, now: () => new Date() }, settings),
    ).resolves.toBeTruthy();
    await expect(
      discoverOidc({ config: { nodeEnv: 'production' }, now: () => new Date() }, settings),
    ).rejects.toThrow();
  });

  it('refuses issuers on internal addresses (SSRF), and loopback in production', async () => {
    for (const issuer of [
      'https://169.254.169.254/latest',
      'https://10.0.0.5',
      'https://[::ffff:10.0.0.5]',
      'https://[fd00:ec2::254]',
      'https://100.100.100.200',
    ]) {
      expect(await testConnection(issuer), issuer).toMatchObject({
        ok: false,
        message: unsafeUrlMessage,
      });
    }
    const production = { config: { nodeEnv: 'production' as const }, now: () => new Date() };
    const loopback = await discoverOidc(production, {
      issuer: 'https://127.0.0.1:1',
      clientId: 'x',
    }).catch((error: unknown) => error);
    expect(discoveryFailure(loopback)).toBe(unsafeUrlMessage);
  });

  it('answers /login from verified domains only, the same way whoever has an account', async () => {
    const domain = admin.email.split('@')[1] ?? '';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sso/providers/oidc',
      headers: admin.headers,
      payload: { preset: 'custom', issuer: idp.issuer, clientId: idp.clientId },
    });
    const discover = (name: string) =>
      t.app.inject({ method: 'GET', url: `/api/sso/discover?domain=${name}` });
    const none = { providers: [] };
    // The admin's people use that domain, but the company has not verified it: nothing.
    expect((await discover(domain)).json()).toEqual(none);
    const [row] = await t.db
      .insert(ssoDomains)
      .values({ companyId: admin.companyId, domain, token: 'x' })
      .returning();
    expect((await discover(domain)).json()).toEqual(none);
    await t.db
      .update(ssoDomains)
      .set({ verifiedAt: new Date() })
      .where(eq(ssoDomains.id, row?.id ?? ''));
    const button = {
      providers: [
        {
          providerId: created.json().id,
          preset: 'custom',
          label: 'Entrar com SSO',
          startPath: `/api/sso/oidc/start?provider=${created.json().id}`,
        },
      ],
    };
    expect((await discover(domain.toUpperCase())).json()).toEqual(button);
    // Another company with people at that domain changes nothing: the verified domain decides.
    await createTestUser(t, { email: `outra@${domain}` });
    expect((await discover(domain)).json()).toEqual(button);
    // A verified domain where nobody has an account yet answers the same (JIT creates them).
    const empty = `vazio-${Date.now()}.com.br`;
    await t.db
      .insert(ssoDomains)
      .values({ companyId: admin.companyId, domain: empty, token: 'y', verifiedAt: new Date() });
    expect((await discover(empty)).json()).toEqual(button);
    // A disabled provider shows nothing.
    await t.db
      .update(identityProviders)
      .set({ enabled: false })
      .where(eq(identityProviders.id, created.json().id));
    expect((await discover(domain)).json()).toEqual(none);
    expect((await discover('dominio-sem-ninguem.com.br')).json()).toEqual(none);
    expect((await discover('nao-e-dominio')).statusCode).toBe(400);
  });
});
