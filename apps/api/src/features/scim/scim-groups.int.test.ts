import { SCIM_SCHEMAS, scimMessages } from '@rumo/shared/scim/resources';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { objectives } from '../objectives/objectives.table';
import { teamMembers, teams } from '../teams/public';
import { users } from '../users/public';
import { createScimClient, type ScimClient } from './scim-fixtures';

let t: TestApp;
let company: FixtureCompany;
let scim: ScimClient;

beforeAll(async () => {
  t = await createTestApp();
  company = await createCompanyWithUsers(t, { admins: 1, users: 2, name: 'Contoso' });
  scim = await createScimClient(t, company.admin);
});
afterAll(() => t.close());

const memberIdsOf = async (teamId: string) =>
  (await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId)))
    .map((row) => row.userId)
    .sort();

describe('Groups as Microsoft Entra ID sends them (its SCIM validator test requests)', () => {
  it('creates a team, finds it by displayName, renames it, adds and removes members, deletes it', async () => {
    const [ana, bruno] = company.users;
    if (!ana || !bruno) throw new Error('fixture');
    const created = await scim.call('POST', '/Groups', {
      schemas: [
        SCIM_SCHEMAS.group,
        'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group',
      ],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'displayName',
      meta: { resourceType: 'Group' },
    });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({
      schemas: [SCIM_SCHEMAS.group],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'displayName',
      members: [],
      meta: {
        resourceType: 'Group',
        location: `${t.app.config.publicUrl}/scim/v2/Groups/${group.id}`,
      },
    });
    const [team] = await t.db.select().from(teams).where(eq(teams.id, group.id));
    expect(team).toMatchObject({ companyId: company.companyId, name: 'displayName' });

    const got = await scim.call('GET', `/Groups/${group.id}?excludedAttributes=members`);
    expect(got.json()).not.toHaveProperty('members');
    const byName = await scim.call(
      'GET',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "displayName"')}`,
    );
    expect(byName.json()).toMatchObject({ totalResults: 1, Resources: [{ id: group.id }] });
    expect(byName.json().Resources[0]).not.toHaveProperty('members');

    const renamed = await scim.call('PATCH', `/Groups/${group.id}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [{ op: 'Replace', path: 'displayName', value: 'Vendas updatedDisplayName' }],
    });
    expect(renamed.json()).toMatchObject({ displayName: 'Vendas updatedDisplayName' });

    const added = await scim.call('PATCH', `/Groups/${group.id}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [
        {
          op: 'Add',
          path: 'members',
          value: [
            { $ref: null, value: ana.id },
            { $ref: null, value: bruno.id },
          ],
        },
      ],
    });
    expect(added.statusCode).toBe(200);
    expect(await memberIdsOf(group.id)).toEqual([ana.id, bruno.id].sort());
    // Members without a primary team get this one, as in Times.
    const [anaRow] = await t.db.select().from(users).where(eq(users.id, ana.id));
    expect(anaRow?.idTeam).toBe(group.id);

    const removed = await scim.call('PATCH', `/Groups/${group.id}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [{ op: 'Remove', path: 'members', value: [{ $ref: null, value: ana.id }] }],
    });
    expect(removed.json().members.map((m: { value: string }) => m.value)).toEqual([bruno.id]);

    const deleted = await scim.call('DELETE', `/Groups/${group.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(teams).where(eq(teams.id, group.id))).toEqual([]);
    expect((await scim.call('GET', `/Groups/${group.id}`)).statusCode).toBe(404);
  });
});

describe('Groups as Okta sends them (SCIM 2.0 protocol reference)', () => {
  it('creates, renames with a path-less value, adds and removes members by filter, replaces', async () => {
    const [ana, bruno] = company.users;
    if (!ana || !bruno) throw new Error('fixture');
    const created = await scim.call('POST', '/Groups', {
      schemas: [SCIM_SCHEMAS.group],
      displayName: 'Test SCIMv2',
      members: [],
    });
    const group = created.json();
    const renamed = await scim.call('PATCH', `/Groups/${group.id}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [
        { op: 'replace', value: { id: group.id, displayName: 'Test SCIMv2 renomeado' } },
      ],
    });
    expect(renamed.json()).toMatchObject({ displayName: 'Test SCIMv2 renomeado' });
    await scim.call('PATCH', `/Groups/${group.id}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [
        {
          op: 'add',
          path: 'members',
          value: [
            { value: ana.id, display: ana.email },
            { value: bruno.id, display: bruno.email },
          ],
        },
      ],
    });
    const afterRemove = await scim.call('PATCH', `/Groups/${group.id}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [{ op: 'remove', path: `members[value eq "${ana.id}"]` }],
    });
    expect(afterRemove.json().members).toEqual([
      {
        value: bruno.id,
        display: bruno.name,
        $ref: `${t.app.config.publicUrl}/scim/v2/Users/${bruno.id}`,
      },
    ]);
    const replaced = await scim.call('PUT', `/Groups/${group.id}`, {
      schemas: [SCIM_SCHEMAS.group],
      id: group.id,
      displayName: 'Test SCIMv2',
      members: [{ value: ana.id }],
    });
    expect(replaced.json()).toMatchObject({
      displayName: 'Test SCIMv2',
      members: [{ value: ana.id }],
    });
    expect(await memberIdsOf(group.id)).toEqual([ana.id]);
  });

  it('keeps the team’s objectives when the group is deleted', async () => {
    const team = await createTeam(t, company.companyId, { name: 'Com OKRs' });
    const cycle = await createCycle(t, company.companyId);
    const objective = await createObjective(t, {
      companyId: company.companyId,
      cycleId: cycle.id,
      ownerId: company.admin.id,
      level: 'team',
      teamId: team.id,
    });
    expect((await scim.call('DELETE', `/Groups/${team.id}`)).statusCode).toBe(204);
    const [kept] = await t.db.select().from(objectives).where(eq(objectives.id, objective.id));
    expect(kept).toMatchObject({ id: objective.id, teamId: null });
  });
});

describe('group errors', () => {
  it('answers uniqueness for a taken name and invalidValue for strangers as members', async () => {
    await createTeam(t, company.companyId, { name: 'Financeiro' });
    const taken = await scim.call('POST', '/Groups', { displayName: 'financeiro' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      status: '409',
      scimType: 'uniqueness',
      detail: scimMessages.teamNameTaken,
    });
    const other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Outra' });
    const stranger = await scim.call('POST', '/Groups', {
      displayName: 'Com estranho',
      members: [{ value: other.users[0]?.id }],
    });
    expect(stranger.json()).toMatchObject({
      status: '400',
      scimType: 'invalidValue',
      detail: scimMessages.unknownMember,
    });
    const notUuid = await scim.call('POST', '/Groups', {
      displayName: 'Com lixo',
      members: [{ value: 'abc' }],
    });
    expect(notUuid.json()).toMatchObject({ status: '400', scimType: 'invalidValue' });
    // Nothing was created by the refused requests.
    const names = (
      await t.db.select().from(teams).where(eq(teams.companyId, company.companyId))
    ).map((row) => row.name);
    expect(names).not.toContain('Com estranho');
    expect(names).not.toContain('Com lixo');
    // Another company's team is not found.
    const theirs = await createTeam(t, other.companyId, { name: 'Deles' });
    expect((await scim.call('GET', `/Groups/${theirs.id}`)).statusCode).toBe(404);
    expect((await scim.call('DELETE', `/Groups/${theirs.id}`)).statusCode).toBe(404);
  });
});
