import { staffAuditListSchema } from '@rumo/shared/backoffice/audit-log';
import { STAFF_ROLES, staffAuthMessages } from '@rumo/shared/backoffice/auth';
import {
  resetStaffPasswordResponseSchema,
  staffUserListSchema,
  staffUserMessages,
  staffUserResponseSchema,
} from '@rumo/shared/backoffice/staff-users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, type TestStaff } from '../../test/staff-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { staffUsers } from './backoffice.table';
import { deactivateStaffUser, updateStaffAccess } from './staff-users.service';

describe('backoffice staff users and audit log', () => {
  let t: TestApp;
  let admin: TestStaff;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaffUser(t, { role: 'admin', name: 'Ana Admin' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/backoffice${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const create = (headers: Record<string, string>, role = 'viewer', email?: string) =>
    call('POST', '/users', headers, {
      name: 'Pessoa da Equipe',
      email: email ?? `nova-${Math.random().toString(36).slice(2, 10)}@backoffice.rumo.test`,
      password: 'senha-nova-123',
      role,
    });
  const auditOf = async (targetId: string) => {
    const response = await call('GET', `/audit-log?targetId=${targetId}`, admin.headers);
    expect(response.statusCode).toBe(200);
    return staffAuditListSchema.parse(response.json()).data;
  };

  it('refuses the staff pages to callers without the users flag, whatever their role', async () => {
    const target = await createStaffUser(t, { role: 'viewer' });
    // Who may write here with the flag is the permission matrix's (staff-permission-matrix test).
    const cases: { role: (typeof STAFF_ROLES)[number]; users?: boolean }[] = [
      ...STAFF_ROLES.filter((role) => role !== 'admin').map((role) => ({ role })),
      { role: 'admin', users: false },
    ];
    for (const { role, users } of cases) {
      const caller = await createStaffUser(t, {
        role,
        ...(users === undefined ? {} : { permissions: { users } }),
      });
      const requests = [
        call('GET', '/users', caller.headers),
        role === 'viewer' ? undefined : create(caller.headers),
        role === 'viewer'
          ? undefined
          : call('PATCH', `/users/${target.id}`, caller.headers, {
              role: 'viewer',
              reason: 'ajuste de acesso',
            }),
        role === 'viewer'
          ? undefined
          : call('POST', `/users/${target.id}/reset-password`, caller.headers, {
              password: 'outra-senha-123',
            }),
      ].filter((request) => request !== undefined);
      for (const response of await Promise.all(requests)) {
        const label = `${role} users=${users ?? 'default'}`;
        expect(response.statusCode, label).toBe(403);
        expect(response.json().message, label).toBe(staffAuthMessages.forbidden);
      }
    }
  });

  it('lists staff with pagination and filters', async () => {
    await createStaffUser(t, { role: 'analyst', name: 'Zeca Filtrado' });
    await createStaffUser(t, { role: 'analyst', name: 'Zuleica Filtrada', status: 'disabled' });
    const page = await call('GET', '/users?limit=2&page=1', admin.headers);
    const body = staffUserListSchema.parse(page.json());
    expect(body).toMatchObject({ page: 1, limit: 2 });
    expect(body.data).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
    expect(page.body).not.toMatch(/"password"|password_?hash|scrypt/i);

    const filtered = staffUserListSchema.parse(
      (
        await call('GET', '/users?search=filtrad&role=analyst&status=disabled', admin.headers)
      ).json(),
    );
    expect(filtered.data.map((user) => user.name)).toEqual(['Zuleica Filtrada']);
    expect(filtered.total).toBe(1);
  });

  it('creates staff with the role default flags; a taken e-mail answers 409', async () => {
    const email = 'Nova.Gerente@Backoffice.Rumo.Test';
    const response = await create(admin.headers, 'manager', email);
    expect(response.statusCode).toBe(201);
    const created = staffUserResponseSchema.parse(response.json()).data;
    expect(created).toMatchObject({
      email: email.toLowerCase(),
      role: 'manager',
      status: 'active',
      permissions: { subscription_plans: true, payments: true, stats: true, users: false },
    });
    const again = await create(admin.headers, 'viewer', email.toLowerCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(staffUserMessages.emailTaken);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/auth/login',
      payload: { email, password: 'senha-nova-123' },
    });
    expect(login.statusCode).toBe(200);

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({
      action: 'staff_user.created',
      actor: { id: admin.id, name: 'Ana Admin' },
      targetType: 'staff_user',
      before: null,
      after: { role: 'manager', email: email.toLowerCase() },
      ip: '127.0.0.1',
    });
  });

  it('changes role and flags with a reason, audited before/after, applied at once', async () => {
    const person = await createStaffUser(t, { role: 'viewer' });
    const noReason = await call('PATCH', `/users/${person.id}`, admin.headers, { role: 'analyst' });
    expect(noReason.statusCode).toBe(400);

    const promoted = await call('PATCH', `/users/${person.id}`, admin.headers, {
      role: 'manager',
      permissions: { stats: false, users: true },
      reason: 'Assumiu a gestão de planos',
    });
    expect(promoted.statusCode).toBe(200);
    expect(staffUserResponseSchema.parse(promoted.json()).data).toMatchObject({
      role: 'manager',
      permissions: {
        subscription_plans: true,
        payments: true,
        stats: false,
        users: true,
        system: false,
      },
    });
    // The person's live token carries the new flags at once.
    expect((await call('GET', '/users', person.headers)).statusCode).toBe(200);

    const [entry] = await auditOf(person.id);
    expect(entry).toMatchObject({
      action: 'staff_user.updated',
      reason: 'Assumiu a gestão de planos',
      before: { role: 'viewer', permissions: { stats: true, users: false } },
      after: { role: 'manager', permissions: { stats: false, users: true } },
    });
  });

  it('deactivates with a reason (sessions end at once) and reactivates', async () => {
    const person = await createStaffUser(t, { role: 'analyst' });
    const noReason = await call('POST', `/users/${person.id}/deactivate`, admin.headers, {});
    expect(noReason.statusCode).toBe(400);
    const done = await call('POST', `/users/${person.id}/deactivate`, admin.headers, {
      reason: 'Saiu da empresa',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('disabled');
    const me = await call('GET', '/auth/me', person.headers);
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/auth/refresh',
      payload: { refresh_token: person.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);

    const back = await call('POST', `/users/${person.id}/reactivate`, admin.headers, {});
    expect(back.json().data.status).toBe('active');
    const entries = await auditOf(person.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'staff_user.reactivated',
      'staff_user.deactivated',
    ]);
    expect(entries[1]).toMatchObject({
      reason: 'Saiu da empresa',
      before: { status: 'active' },
      after: { status: 'disabled' },
    });

    const self = await call('POST', `/users/${admin.id}/deactivate`, admin.headers, {
      reason: 'teste',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(staffUserMessages.selfDeactivation);
  });

  it('resets a password to a given one or to a temporary one shown once', async () => {
    const person = await createStaffUser(t, { role: 'viewer' });
    const drawn = await call('POST', `/users/${person.id}/reset-password`, admin.headers, {
      reason: 'Esqueceu a senha',
    });
    expect(drawn.statusCode).toBe(200);
    const { temporaryPassword } = resetStaffPasswordResponseSchema.parse(drawn.json());
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{14}$/);
    expect((await call('GET', '/auth/me', person.headers)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/auth/login',
      payload: { email: person.email, password: temporaryPassword },
    });
    expect(login.statusCode).toBe(200);

    const given = await call('POST', `/users/${person.id}/reset-password`, admin.headers, {
      password: 'escolhida-123',
    });
    expect(given.json().temporaryPassword).toBeNull();
    const [entry] = await auditOf(person.id);
    expect(entry).toMatchObject({ action: 'staff_user.password_reset' });
    expect(JSON.stringify(await auditOf(person.id))).not.toContain(temporaryPassword);
  });

  it('never lets the last active admin be demoted, deactivated or lose the users flag', async () => {
    // A database of its own, so that the other tests' admins do not count. Through the API an
    // admin only changes others, so the last admin is reached when two admins act at once: the
    // second still passes the guard with the role it had when its request was authenticated.
    const own = await createTestApp();
    try {
      const first = await createStaffUser(own, { role: 'admin' });
      const second = await createStaffUser(own, { role: 'admin' });
      const demoted = await own.app.inject({
        method: 'PATCH',
        url: `/api/backoffice/users/${second.id}`,
        headers: first.headers,
        payload: { role: 'analyst', reason: 'troca' },
      });
      expect(demoted.statusCode).toBe(200);
      const stale = {
        db: own.db,
        actor: { id: second.id, role: 'admin' as const, permissions: second.permissions },
        ip: '127.0.0.1',
        now: own.app.now(),
      };
      for (const attempt of [
        () => updateStaffAccess(stale, first.id, { role: 'manager', reason: 'rebaixar' }),
        () =>
          updateStaffAccess(stale, first.id, {
            permissions: { users: false },
            reason: 'tirar acesso',
          }),
        () => deactivateStaffUser(stale, first.id, 'desativar'),
      ]) {
        await expect(attempt()).rejects.toMatchObject({
          statusCode: 409,
          code: 'STAFF_LAST_ADMIN',
          message: staffUserMessages.lastAdmin,
        });
      }
      // Other changes to the last admin still go through.
      await expect(
        updateStaffAccess(stale, first.id, { permissions: { system: false }, reason: 'ajuste' }),
      ).resolves.toMatchObject({ permissions: { system: false, users: true } });
      const [row] = await own.db
        .select({ role: staffUsers.role })
        .from(staffUsers)
        .where(eq(staffUsers.id, first.id));
      expect(row?.role).toBe('admin');
    } finally {
      await own.close();
    }
  });

  it('filters the audit log by actor, action and period; it needs the system flag', async () => {
    const other = await createStaffUser(t, { role: 'admin', name: 'Outro Admin' });
    await create(other.headers, 'viewer');
    const byActor = staffAuditListSchema.parse(
      (await call('GET', `/audit-log?actorId=${other.id}`, admin.headers)).json(),
    );
    expect(byActor.total).toBe(1);
    expect(byActor.data[0]).toMatchObject({ actor: { name: 'Outro Admin' } });

    const byAction = staffAuditListSchema.parse(
      (await call('GET', '/audit-log?action=staff_user.created&limit=1', admin.headers)).json(),
    );
    expect(byAction).toMatchObject({ limit: 1, page: 1 });
    expect(byAction.total).toBeGreaterThan(1);

    const past = staffAuditListSchema.parse(
      (await call('GET', '/audit-log?from=2020-01-01&to=2020-12-31', admin.headers)).json(),
    );
    expect(past.total).toBe(0);
    expect((await call('GET', '/audit-log?from=ontem', admin.headers)).statusCode).toBe(400);

    const manager = await createStaffUser(t, { role: 'manager' });
    expect((await call('GET', '/audit-log', manager.headers)).statusCode).toBe(403);
  });
});
