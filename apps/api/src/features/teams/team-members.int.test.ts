import { teamMessages } from '@rumo/shared/teams/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers, createTeam, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activityLog } from '../activity/activity.table';
import { users } from '../users/users.table';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Acme' });
  other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Outra' });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PUT' | 'DELETE',
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

describe('DELETE /api/teams/:id', () => {
  it('deletes the team and clears id_team only where it pointed to it', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 2 });
    const [ana, bia] = company.users;
    if (!ana || !bia) throw new Error('fixture');
    const team = await createTeam(t, company.companyId, { memberIds: [ana.id, bia.id] });
    const elsewhere = await createTeam(t, company.companyId);
    await t.db.update(users).set({ idTeam: elsewhere.id }).where(eq(users.id, bia.id));

    const response = await call('DELETE', `/api/teams/${team.id}`, company.admin);
    expect(response.statusCode).toBe(204);
    expect(await primaryTeams([ana.id, bia.id])).toEqual({
      [ana.id]: null,
      [bia.id]: elsewhere.id,
    });
    expect((await call('GET', `/api/teams/${team.id}`, company.admin)).statusCode).toBe(404);
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.entityId, team.id));
    expect(entry).toMatchObject({ action: 'deleted', entityType: 'team' });
  });

  it('answers 404 for another company team', async () => {
    const foreign = await createTeam(t, other.companyId);
    expect((await call('DELETE', `/api/teams/${foreign.id}`, acme.admin)).statusCode).toBe(404);
  });
});

describe('PUT /api/teams/:id/members', () => {
  it('replaces the members and keeps id_team consistent', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 4 });
    const [stays, leaves, leavesElsewhere, joins] = company.users;
    if (!stays || !leaves || !leavesElsewhere || !joins) throw new Error('fixture');
    const team = await createTeam(t, company.companyId, {
      memberIds: [stays.id, leaves.id, leavesElsewhere.id],
    });
    const elsewhere = await createTeam(t, company.companyId);
    await t.db.update(users).set({ idTeam: elsewhere.id }).where(eq(users.id, leavesElsewhere.id));

    const response = await call('PUT', `/api/teams/${team.id}/members`, company.admin, {
      userIds: [stays.id, joins.id, joins.id],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.memberCount).toBe(2);
    expect(body.members.map((member: { id: string }) => member.id).sort()).toEqual(
      [stays.id, joins.id].sort(),
    );
    expect(await primaryTeams([stays.id, leaves.id, leavesElsewhere.id, joins.id])).toEqual({
      [stays.id]: team.id,
      [leaves.id]: null,
      [leavesElsewhere.id]: elsewhere.id,
      [joins.id]: team.id,
    });

    // A member whose primary team is another one keeps it.
    const second = await call('PUT', `/api/teams/${elsewhere.id}/members`, company.admin, {
      userIds: [stays.id],
    });
    expect(second.statusCode).toBe(200);
    expect((await primaryTeams([stays.id]))[stays.id]).toBe(team.id);

    const emptied = await call('PUT', `/api/teams/${team.id}/members`, company.admin, {
      userIds: [],
    });
    expect(emptied.json()).toMatchObject({ memberCount: 0, members: [] });
  });

  it('refuses users of another company and teams of another company', async () => {
    const team = await createTeam(t, acme.companyId);
    const outsider = await call('PUT', `/api/teams/${team.id}/members`, acme.admin, {
      userIds: [acme.user.id, other.user.id],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({
      code: 'UNKNOWN_USER',
      message: teamMessages.unknownUser,
    });
    const foreign = await createTeam(t, other.companyId);
    expect(
      (await call('PUT', `/api/teams/${foreign.id}/members`, acme.admin, { userIds: [] }))
        .statusCode,
    ).toBe(404);
  });
});
