import type { UserRole } from '@rumo/shared/auth/contracts';
import { canSeeObjective } from '@rumo/shared/objectives/permissions';
import type { ObjectiveStatus } from '@rumo/shared/okr/key-result-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { objectives } from './objectives.table';
import { objectiveVisibleTo } from './visibility.repository';

/**
 * The visibility rule, SQL and UI copies side by side: every person × every kind of objective,
 * both must give the expected answer. The read paths' own tests live in
 * objective-visibility.int.test.ts.
 */
let t: TestApp;
type Person = { id: string; role: UserRole; teamIds: string[] };
const people: Record<string, Person> = {};
const cases: Record<string, { id: string; facts: Parameters<typeof canSeeObjective>[2] }> = {};
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const acme = await createCompanyWithUsers(t, { admins: 1, users: 6 });
  companyId = acme.companyId;
  const [owner, named, teammate, other, leader, otherLeader] = acme.users.map((u) => u.id) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const named_team = await createTeam(t, companyId, { memberIds: [teammate], leaderId: leader });
  const otherTeam = await createTeam(t, companyId, { memberIds: [other], leaderId: otherLeader });
  const stranger = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  Object.assign(people, {
    admin: { id: acme.admin.id, role: 'admin', teamIds: [] },
    owner: { id: owner, role: 'user', teamIds: [] },
    named: { id: named, role: 'user', teamIds: [] },
    teammate: { id: teammate, role: 'user', teamIds: [named_team.id] },
    other: { id: other, role: 'user', teamIds: [otherTeam.id] },
    leader: { id: leader, role: 'user', teamIds: [] },
    otherLeader: { id: otherLeader, role: 'user', teamIds: [] },
    otherCompanyAdmin: { id: stranger.admin.id, role: 'admin', teamIds: [] },
  } satisfies Record<string, Person>);
  const cycle = await createCycle(t, companyId);
  const make = async (
    name: string,
    status: ObjectiveStatus,
    isPrivate: boolean,
    viewers: { users?: string[]; teams?: string[] } = {},
  ) => {
    const { id } = await createObjective(t, {
      companyId,
      cycleId: cycle.id,
      ownerId: owner,
      level: 'team',
      teamId: named_team.id,
      status,
      private: isPrivate,
      viewerUserIds: viewers.users ?? [],
      viewerTeamIds: viewers.teams ?? [],
    });
    cases[name] = {
      id,
      facts: {
        private: isPrivate,
        status,
        ownerId: owner,
        teamLeaderId: leader,
        viewerUserIds: viewers.users ?? [],
        viewerTeamIds: viewers.teams ?? [],
      },
    };
  };
  await make('public', 'active', false);
  await make('private', 'active', true, { users: [named], teams: [named_team.id] });
  await make('draft', 'draft', false);
  await make('privateDraft', 'draft', true, { users: [named], teams: [named_team.id] });
});
afterAll(() => t.close());

/** Who sees each kind of objective (the rule). */
const expected: Record<string, string[]> = {
  public: ['admin', 'owner', 'named', 'teammate', 'other', 'leader', 'otherLeader'],
  private: ['admin', 'owner', 'named', 'teammate'],
  draft: ['admin', 'owner', 'leader'],
  privateDraft: ['admin', 'owner'],
};

async function visibleInSql(person: Person): Promise<string[]> {
  // The company scope is the caller's: another company's admin passes the rule but not the scope.
  const scope =
    person.id === people.otherCompanyAdmin?.id ? people.otherCompanyAdmin.id : companyId;
  const rows = await t.db
    .select({ id: objectives.id })
    .from(objectives)
    .where(and(eq(objectives.companyId, scope), objectiveVisibleTo(person)));
  return rows.map((row) => row.id);
}

describe('objectiveVisibleTo (SQL) and canSeeObjective (UI)', () => {
  for (const kind of Object.keys(expected)) {
    it(`agree on who sees a ${kind} objective`, async () => {
      const sqlSees: string[] = [];
      const uiSees: string[] = [];
      for (const [name, person] of Object.entries(people)) {
        const testCase = cases[kind];
        if (!testCase) throw new Error(`no case ${kind}`);
        if ((await visibleInSql(person)).includes(testCase.id)) sqlSees.push(name);
        if (name !== 'otherCompanyAdmin' && canSeeObjective(person, person.teamIds, testCase.facts))
          uiSees.push(name);
      }
      expect(sqlSees.sort()).toEqual([...(expected[kind] ?? [])].sort());
      expect(uiSees.sort()).toEqual([...(expected[kind] ?? [])].sort());
    });
  }
});
