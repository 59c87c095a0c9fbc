import { todayInTimeZone } from '@rumo/shared/okr/week';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import { insertCheckInRow, setKeyResultState } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Private objectives and drafts on every read path (issue 23), person by person: who sees a
 * private objective (admin, owner, a named person, a member of a named team) and a draft (admin,
 * owner, the leader of its team), and who does not (another member, another team's leader,
 * another company). The rule itself:
 * visibility.repository.ts; the authorization matrix points here.
 */
let t: TestApp;
const people: Record<string, TestUser> = {};
const ids: Record<string, string> = {};
const PEOPLE = [
  'admin',
  'owner',
  'named',
  'teammate',
  'leader',
  'other',
  'otherLeader',
  'stranger',
];

beforeAll(async () => {
  t = await createTestApp();
  const acme = await createCompanyWithUsers(t, { admins: 1, users: 6 });
  const [owner, named, teammate, leader, other, otherLeader] = acme.users as TestUser[];
  const stranger = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
  Object.assign(people, {
    admin: acme.admin,
    owner,
    named,
    teammate,
    leader,
    other,
    otherLeader,
    stranger: stranger.admin,
  });
  const companyId = acme.companyId;
  const namedTeam = await createTeam(t, companyId, { memberIds: [teammate?.id ?? ''] });
  const draftTeam = await createTeam(t, companyId, { leaderId: leader?.id ?? null });
  const otherTeam = await createTeam(t, companyId, {
    memberIds: [other?.id ?? ''],
    leaderId: otherLeader?.id ?? null,
  });
  ids.draftTeam = draftTeam.id;
  ids.otherTeam = otherTeam.id;
  const cycle = await createCycle(t, companyId);
  ids.cycle = cycle.id;
  const parent = await createObjective(t, {
    companyId,
    cycleId: cycle.id,
    ownerId: acme.admin.id,
    title: 'Objetivo da empresa',
  });
  ids.parent = parent.id;
  // Both sit under a public parent: its aligned list and tree branch are read paths too.
  const base = {
    companyId,
    cycleId: cycle.id,
    ownerId: owner?.id ?? '',
    parentObjectiveId: parent.id,
  };
  const today = todayInTimeZone(new Date(), 'America/Sao_Paulo');
  const make = async (key: string, fields: Parameters<typeof createObjective>[1]) => {
    const objective = await createObjective(t, { ...fields, keyResults: [{ title: `KR ${key}` }] });
    const keyResultId = objective.keyResultIds[0] ?? '';
    ids[key] = objective.id;
    ids[`${key}Kr`] = keyResultId;
    await setKeyResultState(t, keyResultId, { confidence: 'at_risk', progress: 10 });
    ids[`${key}CheckIn`] = await insertCheckInRow(t, {
      companyId,
      keyResultId,
      authorId: fields.ownerId,
      value: 10,
      confidence: 'at_risk',
      date: today,
    });
    // An admin's comment: a timeline entry and a comment on the objective.
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/objectives/${objective.id}/comments`,
      headers: acme.admin.headers,
      payload: { body: `Comentário ${key}` },
    });
    expect(comment.statusCode).toBe(201);
  };
  await make('private', {
    ...base,
    title: 'Segredo estratégico',
    // Of another team: being its leader does not open a private objective.
    level: 'team',
    teamId: otherTeam.id,
    private: true,
    viewerUserIds: [named?.id ?? ''],
    viewerTeamIds: [namedTeam.id],
  });
  await make('draft', {
    ...base,
    title: 'Rascunho do time',
    level: 'team',
    teamId: draftTeam.id,
    status: 'draft',
  });
});
afterAll(() => t.close());

const get = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: people[who]?.headers ?? {} });
const ok = async (who: string, url: string) => (await get(who, url)).statusCode === 200;
const has = async (who: string, url: string, text: string) => {
  const response = await get(who, url);
  return response.statusCode === 200 && response.body.includes(text);
};

/** Each read path: does `who` see the objective `key` through it? */
const PATHS: Record<string, (who: string, key: string) => Promise<boolean>> = {
  list: (who, key) => has(who, '/api/objectives?limit=100', ids[key] ?? ''),
  detail: (who, key) => ok(who, `/api/objectives/${ids[key]}`),
  ownAligned: (who, key) => ok(who, `/api/objectives/${ids[key]}/aligned`),
  parentAligned: (who, key) => has(who, `/api/objectives/${ids.parent}/aligned`, ids[key] ?? ''),
  treeBranch: (who, key) =>
    has(who, `/api/objectives/tree/nodes?parentId=${ids.parent}`, ids[key] ?? ''),
  checkIns: (who, key) => ok(who, `/api/key-results/${ids[`${key}Kr`]}/check-ins`),
  comments: (who, key) => ok(who, `/api/objectives/${ids[key]}/comments`),
  keyResultComments: (who, key) => ok(who, `/api/key-results/${ids[`${key}Kr`]}/comments`),
  reactions: (who, key) => ok(who, `/api/key-results/${ids[`${key}Kr`]}/reactions`),
  timeline: (who, key) => ok(who, `/api/objectives/${ids[key]}/activity`),
  activity: (who, key) => has(who, '/api/activity?limit=100', ids[key] ?? ''),
  feed: (who, key) => has(who, '/api/check-ins/feed?limit=100', ids[`${key}CheckIn`] ?? ''),
  dashboard: async (who, key) => {
    const response = await get(who, '/api/dashboard');
    if (response.statusCode !== 200) return false;
    const body = response.json();
    if (key === 'draft') return body.objectivesByStatus.draft === 1;
    return response.body.includes(ids[`${key}Kr`] ?? '');
  },
  team: (who, key) =>
    has(who, `/api/teams/${key === 'draft' ? ids.draftTeam : ids.otherTeam}`, ids[key] ?? ''),
  search: (who, key) =>
    has(who, `/api/search?q=${key === 'private' ? 'segredo' : 'rascunho'}`, ids[key] ?? ''),
  keyResultSearch: (who, key) => has(who, `/api/search?q=KR%20${key}`, ids[`${key}Kr`] ?? ''),
  evolution: (who, key) => ok(who, `/api/evolution?scope=objective&id=${ids[key]}`),
  keyResultEvolution: (who, key) =>
    ok(who, `/api/evolution?scope=key_result&id=${ids[`${key}Kr`]}`),
  keyResultInitiatives: (who, key) => ok(who, `/api/key-results/${ids[`${key}Kr`]}/initiatives`),
  objectiveInitiatives: (who, key) => ok(who, `/api/objectives/${ids[key]}/initiatives`),
  planCoach: (who, key) => has(who, '/api/planning/coach', ids[key] ?? ''),
  export: (who, key) =>
    has(who, `/api/cycles/${ids.cycle}/export.csv`, key === 'private' ? 'Segredo' : 'Rascunho'),
};

const EXPECTED: Record<string, string[]> = {
  private: ['admin', 'owner', 'named', 'teammate'],
  draft: ['admin', 'owner', 'leader'],
};

describe('who sees a private objective and a draft, on every read path', () => {
  for (const key of Object.keys(EXPECTED)) {
    for (const [path, sees] of Object.entries(PATHS)) {
      it(`${key} objective: ${path}`, async () => {
        const seen: string[] = [];
        for (const who of PEOPLE) if (await sees(who, key)) seen.push(who);
        expect(seen).toEqual(EXPECTED[key]);
      });
    }
  }
});

describe('shared figures', () => {
  it('counts on Planejamento only the objectives each person sees', async () => {
    for (const who of PEOPLE) {
      const response = await get(who, '/api/planning/coverage');
      expect(response.statusCode).toBe(200);
      const seen = Object.values(EXPECTED).filter((list) => list.includes(who)).length;
      expect([who, response.json().summary.alignedToObjective]).toEqual([who, seen]);
    }
  });

  it('leaves private objectives out of the company evolution, even for admins', async () => {
    const response = await get('admin', '/api/evolution?scope=company');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(ids.privateKr);
  });

  it('answers the detail of a private objective to a named person, with its viewers', async () => {
    const response = await get('named', `/api/objectives/${ids.private}`);
    expect(response.json()).toMatchObject({
      private: true,
      viewerUserIds: [people.named?.id],
    });
  });

  it('marks the private objective in the tree and the aligned list, for the badge', async () => {
    for (const url of [
      `/api/objectives/tree/nodes?parentId=${ids.parent}`,
      `/api/objectives/${ids.parent}/aligned`,
    ]) {
      const rows: { id: string; private: boolean }[] = (await get('admin', url)).json().data;
      const marks = Object.fromEntries(rows.map((row) => [row.id, row.private]));
      expect([url, marks[ids.private ?? ''], marks[ids.draft ?? '']]).toEqual([url, true, false]);
    }
  });

  it('marks the private objective and its key result in search, for the badge', async () => {
    const results: { id: string; private: boolean }[] = (
      await get('admin', '/api/search?q=segredo')
    ).json().results;
    expect(results.find((row) => row.id === ids.private)?.private).toBe(true);
    const keyResults: { id: string; private: boolean }[] = (
      await get('admin', '/api/search?q=KR')
    ).json().results;
    const marks = Object.fromEntries(keyResults.map((row) => [row.id, row.private]));
    expect([marks[ids.privateKr ?? ''], marks[ids.draftKr ?? '']]).toEqual([true, false]);
  });

  it('answers 404, not 403, when someone who may not see it tries to change it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/objectives/${ids.private}/reopen`,
      headers: people.other?.headers ?? {},
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the privacy fields of the objective form', () => {
  const post = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/objectives',
      headers: people.admin?.headers ?? {},
      payload: {
        cycleId: ids.cycle,
        title: 'Objetivo privado',
        level: 'company',
        ownerId: people.admin?.id,
        ...payload,
      },
    });

  it('refuses malformed values with a pt-BR message, never a 5xx', async () => {
    const cases: Record<string, unknown>[] = [
      { private: 'sim' },
      { private: null },
      { viewerUserIds: 'todos' },
      { viewerUserIds: ['não-é-id'] },
      { viewerTeamIds: [42] },
      { viewerUserIds: Array.from({ length: 51 }, () => people.named?.id) },
    ];
    for (const payload of cases) {
      const response = await post({ private: true, ...payload });
      expect([JSON.stringify(payload), response.statusCode]).toEqual([
        JSON.stringify(payload),
        400,
      ]);
      expect(response.json().message).toMatch(/[a-zà-ú]/i);
    }
  });

  it('refuses people and teams of another company', async () => {
    const response = await post({ private: true, viewerUserIds: [people.stranger?.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toMatchObject({ path: 'viewerUserIds' });
    const team = await post({ private: true, viewerTeamIds: [people.stranger?.id] });
    expect(team.json().issues[0]).toMatchObject({ path: 'viewerTeamIds' });
  });

  it('keeps viewers only while private, and edits them', async () => {
    const created = await post({
      private: true,
      viewerUserIds: [people.named?.id, people.named?.id],
      viewerTeamIds: [ids.otherTeam],
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      private: true,
      viewerUserIds: [people.named?.id],
      viewerTeamIds: [ids.otherTeam],
    });
    expect((await get('other', `/api/objectives/${body.id}`)).statusCode).toBe(200);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/objectives/${body.id}`,
      headers: people.admin?.headers ?? {},
      payload: {
        cycleId: ids.cycle,
        title: 'Objetivo privado',
        level: 'company',
        ownerId: people.admin?.id,
        private: false,
        viewerUserIds: [people.named?.id],
      },
    });
    expect(edited.json()).toMatchObject({ private: false, viewerUserIds: [], viewerTeamIds: [] });
  });
});
