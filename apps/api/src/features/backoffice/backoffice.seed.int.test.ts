import { staffAuditListSchema } from '@rumo/shared/backoffice/audit-log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { formatStaffDemoLogins, STAFF_DEMO_PASSWORD, seedStaffDemo } from './backoffice.seed';
import { bootstrapStaffAdmin, parseAdminInput } from './create-admin';

describe('backoffice demo staff and the create-admin command', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/backoffice/auth/login',
      payload: { email, password },
    });

  it('seeds one staff account per role that can sign in, once', async () => {
    const seed = await seedStaffDemo(t.db);
    expect(seed?.logins).toEqual([
      { email: 'admin@backoffice.rumo.demo', password: 'rumo1234', role: 'admin' },
      { email: 'gerente@backoffice.rumo.demo', password: 'rumo1234', role: 'manager' },
      { email: 'analista@backoffice.rumo.demo', password: 'rumo1234', role: 'analyst' },
      { email: 'visualizador@backoffice.rumo.demo', password: 'rumo1234', role: 'viewer' },
    ]);
    expect(formatStaffDemoLogins(seed ?? { logins: [] }, 'http://rumo.test')).toContain(
      'visualizador@backoffice.rumo.demo',
    );
    for (const account of seed?.logins ?? []) {
      const response = await login(account.email, STAFF_DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.role).toBe(account.role);
    }
    expect(await seedStaffDemo(t.db)).toBeNull();
  });

  it('creates an admin from the command line, or makes an existing one an active admin again', async () => {
    expect(parseAdminInput({ name: 'X', email: 'nada', password: '123' })).toMatchObject({
      ok: false,
    });
    const parsed = parseAdminInput({
      name: 'Dona Admin',
      email: 'Dona@Empresa.com',
      password: 'segredo-123',
    });
    if (!parsed.ok) throw new Error('valid input refused');
    const first = await bootstrapStaffAdmin(t.db, parsed.input, t.app.now());
    expect(first).toMatchObject({
      created: true,
      user: {
        email: 'dona@empresa.com',
        role: 'admin',
        permissions: { users: true, system: true },
      },
    });
    expect((await login('dona@empresa.com', 'segredo-123')).statusCode).toBe(200);

    // The demo viewer becomes an admin with a new password.
    const again = await bootstrapStaffAdmin(
      t.db,
      {
        name: 'Vitor Promovido',
        email: 'visualizador@backoffice.rumo.demo',
        password: 'nova-senha-123',
      },
      t.app.now(),
    );
    expect(again).toMatchObject({ created: false, user: { role: 'admin', status: 'active' } });
    const signedIn = await login('visualizador@backoffice.rumo.demo', 'nova-senha-123');
    expect(signedIn.statusCode).toBe(200);

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/audit-log?action=staff_user.admin_bootstrapped',
      headers: { authorization: `Bearer ${signedIn.json().data.access_token}` },
    });
    const entries = staffAuditListSchema.parse(audit.json()).data;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor: null,
      before: { role: 'viewer' },
      after: { role: 'admin' },
    });
  });
});
