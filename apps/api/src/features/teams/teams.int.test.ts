import { errorCodes } from '@rumo/shared/common/errors';
import { teamMessages } from '@rumo/shared/teams/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activityLog } from '../activity/activity.table';
import { users } from '../users/users.table';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 3, name: 'Acme' });
  other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Outra' });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: { headers: { authorization: string } },
  payload?: object,
) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const primaryTeams = async (ids: string[]) => {
  const rows = await t.db
    .select({ id: users.id, idTeam: users.idTeam })
    .from(users)
    .where(inArray(users.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.idTeam]));
};

const person = (index: number) => {
  const found = acme.users[index];
  if (!found) throw new Error(`no user ${index}`);
  return found;
};

describe('GET /api/teams', () => {
  it('lists teams with leader, member count and current-cycle progress, searchable', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 2 });
    const [ana, bia] = company.users;
    if (!ana || !bia) throw new Error('fixture');
    const old = await createCycle(t, company.companyId, {
      status: 'closed',
      startDate: '2024-10-01',
      endDate: '2024-12-31',
    });
    const current = await createCycle(t, company.companyId, { status: 'active' });
    const vendas = await createTeam(t, company.companyId, {
      name: 'Vendas',
      memberIds: [ana.id, bia.id],
      leaderId: ana.id,
    });
    await createTeam(t, company.companyId, { name: 'Produto' });
    const objective = (cycleId: string, current: number) =>
      createObjective(t, {
        companyId: company.companyId,
        cycleId,
        ownerId: ana.id,
        level: 'team',
        teamId: vendas.id,
        keyResults: [{ start: 0, target: 100, current }],
      });
    await objective(current.id, 40);
    await objective(current.id, 80);
    await objective(old.id, 0);

    const response = await call('GET', '/api/teams', company.user);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(body.data.map((team: { name: string }) => team.name)).toEqual(['Produto', 'Vendas']);
    expect(body.data[1]).toEqual({
      id: vendas.id,
      name: 'Vendas',
      description: null,
      leader: { id: ana.id, name: ana.name, avatar: null },
      memberCount: 2,
      progress: 60,
    });
    expect(body.data[0]).toMatchObject({ leader: null, memberCount: 0, progress: 0 });

    const searched = await call('GET', '/api/teams?search=vend&limit=1', company.user);
    expect(searched.json()).toMatchObject({ total: 1, limit: 1, data: [{ id: vendas.id }] });
    const page2 = await call('GET', '/api/teams?page=2&limit=1', company.user);
    expect(page2.json()).toMatchObject({ total: 2, page: 2, data: [{ name: 'Vendas' }] });
    // Past the last page: no row carries the total, which is still the whole count.
    const past = await call('GET', '/api/teams?page=9&limit=1', company.user);
    expect(past.json()).toMatchObject({ total: 2, page: 9, data: [] });
  });

  it('shows only the caller company teams and requires sign-in', async () => {
    await createTeam(t, other.companyId, { name: 'Time da Outra' });
    const response = await call('GET', '/api/teams?search=Outra', acme.admin);
    expect(response.json()).toMatchObject({ total: 0, data: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/teams' })).statusCode).toBe(401);
  });
});

describe('GET /api/teams/:id', () => {
  it('answers members with e-mail and position and the current-cycle objectives', async () => {
    const cycle = await createCycle(t, acme.companyId, { status: 'active' });
    const team = await createTeam(t, acme.companyId, {
      name: 'Detalhe',
      memberIds: [person(0).id],
    });
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: person(0).id,
      level: 'team',
      teamId: team.id,
      title: 'Crescer',
      keyResults: [{ current: 25 }],
    });
    const response = await call('GET', `/api/teams/${team.id}`, person(1));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: team.id,
      memberCount: 1,
      progress: 25,
      members: [
        {
          id: person(0).id,
          name: person(0).name,
          email: person(0).email,
          position: null,
          avatar: null,
        },
      ],
      objectives: [
        {
          id: objective.id,
          title: 'Crescer',
          level: 'team',
          status: 'active',
          progress: 25,
          owner: { id: person(0).id },
        },
      ],
    });
  });

  it('answers 404 for another company team and for unknown ids', async () => {
    const foreign = await createTeam(t, other.companyId);
    const response = await call('GET', `/api/teams/${foreign.id}`, acme.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: errorCodes.notFound,
      message: teamMessages.notFound,
    });
    expect((await call('GET', '/api/teams/not-a-uuid', acme.admin)).statusCode).toBe(400);
  });
});

describe('POST and PUT /api/teams', () => {
  it('creates a team whose leader joins it, and records the activity', async () => {
    const leader = person(2);
    const response = await call('POST', '/api/teams', acme.admin, {
      name: '  Marketing ',
      description: 'Marca',
      leaderId: leader.id,
    });
    expect(response.statusCode).toBe(201);
    const team = response.json();
    expect(team).toMatchObject({
      name: 'Marketing',
      description: 'Marca',
      leader: { id: leader.id },
      memberCount: 1,
    });
    expect((await primaryTeams([leader.id]))[leader.id]).toBe(team.id);
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, team.id), eq(activityLog.entityType, 'team')));
    expect(entry).toMatchObject({ action: 'created', label: 'Marketing', actorId: acme.admin.id });
  });

  it('answers 409 in pt-BR for a name already used in the company, whatever its case', async () => {
    await call('POST', '/api/teams', acme.admin, { name: 'Financeiro' });
    const again = await call('POST', '/api/teams', acme.admin, { name: 'FINANCEIRO' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      code: 'TEAM_NAME_TAKEN',
      message: teamMessages.nameTaken,
    });
    // Another company may use the same name.
    expect((await call('POST', '/api/teams', other.admin, { name: 'Financeiro' })).statusCode).toBe(
      201,
    );
  });

  it('validates the body in pt-BR and rejects a leader from another company', async () => {
    const invalid = await call('POST', '/api/teams', acme.admin, { name: 'A' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toEqual([
      { path: 'name', message: 'O nome do time deve ter pelo menos 2 caracteres.' },
    ]);
    const outsider = await call('POST', '/api/teams', acme.admin, {
      name: 'Com líder de fora',
      leaderId: other.user.id,
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({ message: teamMessages.unknownUser });
  });

  it('updates a team, refusing names of other teams and other companies teams', async () => {
    const team = await createTeam(t, acme.companyId, { name: 'Suporte' });
    await createTeam(t, acme.companyId, { name: 'Jurídico' });
    const updated = await call('PUT', `/api/teams/${team.id}`, acme.admin, {
      name: 'Suporte N1',
      description: '',
      leaderId: person(0).id,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Suporte N1',
      description: null,
      leader: { id: person(0).id },
    });
    const same = await call('PUT', `/api/teams/${team.id}`, acme.admin, { name: 'suporte n1' });
    expect(same.statusCode).toBe(200);
    expect(same.json().leader).toBeNull();
    expect(
      (await call('PUT', `/api/teams/${team.id}`, acme.admin, { name: 'Jurídico' })).statusCode,
    ).toBe(409);
    const foreign = await createTeam(t, other.companyId);
    expect(
      (await call('PUT', `/api/teams/${foreign.id}`, acme.admin, { name: 'Tomado' })).statusCode,
    ).toBe(404);
  });

  it('forbids users from writing teams', async () => {
    const team = await createTeam(t, acme.companyId);
    expect((await call('POST', '/api/teams', person(0), { name: 'Meu time' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/teams/${team.id}`, person(0), { name: 'Novo nome' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/teams/${team.id}`, person(0))).statusCode).toBe(403);
    const members = await call('PUT', `/api/teams/${team.id}/members`, person(0), { userIds: [] });
    expect(members.statusCode).toBe(403);
    expect(members.json()).toMatchObject({ code: errorCodes.forbidden });
  });
});
