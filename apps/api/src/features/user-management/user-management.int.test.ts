import { authMessages } from '@rumo/shared/auth/messages';
import { errorCodes } from '@rumo/shared/common/errors';
import { userErrorCodes, userMessages } from '@rumo/shared/users/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD } from '../../test/account-fixtures';
import { createCompanyWithUsers, createTeam, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activityLog } from '../activity/activity.table';
import { teamMembers } from '../teams/teams.table';

let t: TestApp;
let other: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp();
  other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Outra' });
});
afterAll(() => t.close());

type Who = { headers: { authorization: string } };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const names = (body: { data: { name: string }[] }) => body.data.map((user) => user.name);

describe('GET /api/users', () => {
  it('paginates with search by name or e-mail and role, status and team filters', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const { companyId } = company;
    const ana = await createTestUser(t, {
      companyId,
      name: 'Ana Souza',
      email: 'ana.souza@acme.test',
    });
    const bruno = await createTestUser(t, { companyId, name: 'Bruno Lima', role: 'admin' });
    await createTestUser(t, { companyId, name: 'Carla Dias', status: 'disabled' });
    const team = await createTeam(t, companyId, { name: 'Vendas', memberIds: [ana.id] });
    const get = async (query: string) =>
      (await call('GET', `/api/users${query}`, company.admin)).json();

    const all = await get('');
    expect(all).toMatchObject({ page: 1, limit: 20, total: 4 });
    expect(names(all)).toEqual(['Admin 1', 'Ana Souza', 'Bruno Lima', 'Carla Dias']);
    expect(all.data[1]).toEqual({
      id: ana.id,
      name: 'Ana Souza',
      email: 'ana.souza@acme.test',
      role: 'user',
      status: 'active',
      avatar: null,
      position: null,
      team: { id: team.id, name: 'Vendas' },
      createdAt: expect.any(String),
      lastLoginAt: null,
    });
    expect(names(await get('?search=souza@'))).toEqual(['Ana Souza']);
    expect(names(await get('?search=LIMA'))).toEqual(['Bruno Lima']);
    expect(names(await get('?role=admin'))).toEqual(['Admin 1', 'Bruno Lima']);
    expect(names(await get('?status=disabled'))).toEqual(['Carla Dias']);
    expect(names(await get(`?teamId=${team.id}`))).toEqual(['Ana Souza']);
    expect(await get('?page=2&limit=3')).toMatchObject({
      total: 4,
      page: 2,
      limit: 3,
      data: [{ name: 'Carla Dias' }],
    });
    // The total counts the filtered people, also on a page past the last one.
    expect(await get('?role=admin&limit=1')).toMatchObject({
      total: 2,
      data: [{ name: 'Admin 1' }],
    });
    expect(await get('?page=3&limit=3')).toMatchObject({ total: 4, page: 3, data: [] });
    expect(bruno.id).toBeDefined();
  });

  it('is admin only and never shows another company', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    expect((await call('GET', '/api/users', company.user)).statusCode).toBe(403);
    const body = (await call('GET', `/api/users?search=${other.user.email}`, company.admin)).json();
    expect(body.total).toBe(0);
  });
});

describe('GET /api/users/lookup', () => {
  it('lists the active people of the company to any signed-in user', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    const { companyId } = company;
    await createTestUser(t, { companyId, name: 'Zeca Pendente', status: 'pending' });
    await createTestUser(t, { companyId, name: 'Zilda Desativada', status: 'disabled' });
    const team = await createTeam(t, companyId, { memberIds: [company.user.id] });
    const response = await call('GET', '/api/users/lookup', company.user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: company.admin.id, name: 'Admin 1', avatar: null, id_team: null },
        { id: company.user.id, name: 'Pessoa 1', avatar: null, id_team: team.id },
      ],
    });
    const searched = (
      await call('GET', '/api/users/lookup?search=pess&limit=1', company.user)
    ).json();
    expect(names(searched)).toEqual(['Pessoa 1']);
  });
});

describe('PUT /api/users/:id/role', () => {
  it('changes the role, records it, and keeps the last active admin', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    const promoted = await call('PUT', `/api/users/${company.user.id}/role`, company.admin, {
      role: 'admin',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: company.user.id, role: 'admin' });
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, company.user.id), eq(activityLog.entityType, 'user')));
    expect(entry).toMatchObject({
      action: 'updated',
      before: { role: 'user' },
      after: { role: 'admin' },
    });

    // Two admins: one may step down; then the remaining one may not.
    expect(
      (await call('PUT', `/api/users/${company.admin.id}/role`, company.admin, { role: 'user' }))
        .statusCode,
    ).toBe(200);
    const last = await call('PUT', `/api/users/${company.user.id}/role`, company.user, {
      role: 'user',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      statusCode: 409,
      code: userErrorCodes.lastAdmin,
      message: userMessages.lastAdmin,
    });
  });

  it('answers 403 to users, 404 across companies and 400 for an unknown role', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    expect(
      (await call('PUT', `/api/users/${company.admin.id}/role`, company.user, { role: 'user' }))
        .statusCode,
    ).toBe(403);
    const foreign = await call('PUT', `/api/users/${other.user.id}/role`, company.admin, {
      role: 'admin',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: errorCodes.notFound,
      message: userMessages.notFound,
    });
    expect(
      (await call('PUT', `/api/users/${company.user.id}/role`, company.admin, { role: 'dono' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('deactivate and reactivate', () => {
  it('ends the sessions of a deactivated person, who cannot sign in until reactivated', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    const { user, admin } = company;
    expect((await call('GET', '/api/auth/me', user)).statusCode).toBe(200);

    const deactivated = await call('POST', `/api/users/${user.id}/deactivate`, admin);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ status: 'disabled' });
    expect((await call('GET', '/api/auth/me', user)).statusCode).toBe(401);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: errorCodes.accountDisabled,
      message: authMessages.accountDisabled,
    });
    expect((await call('GET', '/api/users/lookup', admin)).json().data).toHaveLength(1);

    const reactivated = await call('POST', `/api/users/${user.id}/reactivate`, admin);
    expect(reactivated.json()).toMatchObject({ status: 'active' });
    expect((await login()).statusCode).toBe(200);
    // The old token stays revoked.
    expect((await call('GET', '/api/auth/me', user)).statusCode).toBe(401);
  });

  it('lets nobody deactivate themselves', async () => {
    const company = await createCompanyWithUsers(t, { admins: 2, users: 0 });
    const response = await call('POST', `/api/users/${company.admin.id}/deactivate`, company.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: userErrorCodes.selfDeactivate,
      message: userMessages.selfDeactivate,
    });
    const second = company.admins[1];
    if (!second) throw new Error('fixture');
    expect(
      (await call('POST', `/api/users/${second.id}/deactivate`, company.admin)).json(),
    ).toMatchObject({ status: 'disabled' });
  });

  it('answers 403 to users and 404 across companies', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 2 });
    const target = company.users[1];
    if (!target) throw new Error('fixture');
    expect(
      (await call('POST', `/api/users/${target.id}/deactivate`, company.user)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/users/${target.id}/reactivate`, company.user)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/users/${other.user.id}/deactivate`, company.admin)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/users/${other.user.id}/reactivate`, company.admin)).statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/users/:id/team', () => {
  it('sets and clears the primary team, making the person a member', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    const team = await createTeam(t, company.companyId, { name: 'Operações' });
    const set = await call('PUT', `/api/users/${company.user.id}/team`, company.admin, {
      teamId: team.id,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ team: { id: team.id, name: 'Operações' } });
    const membership = await t.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.userId, company.user.id));
    expect(membership).toMatchObject([{ teamId: team.id }]);

    const cleared = await call('PUT', `/api/users/${company.user.id}/team`, company.admin, {
      teamId: null,
    });
    expect(cleared.json()).toMatchObject({ team: null });
  });

  it('refuses another company team or person, and users', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    const foreignTeam = await createTeam(t, other.companyId);
    const response = await call('PUT', `/api/users/${company.user.id}/team`, company.admin, {
      teamId: foreignTeam.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: userErrorCodes.unknownTeam,
      message: userMessages.unknownTeam,
    });
    expect(
      (await call('PUT', `/api/users/${other.user.id}/team`, company.admin, { teamId: null }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/users/${company.user.id}/team`, company.user, { teamId: null }))
        .statusCode,
    ).toBe(403);
  });
});
