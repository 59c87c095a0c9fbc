import { randomUUID } from 'node:crypto';
import type { UserRole } from '@rumo/shared/auth/contracts';
import type {
  CycleStatus,
  KeyResultType,
  KeyResultUnit,
  ObjectiveLevel,
  ObjectiveStatus,
} from '@rumo/shared/okr/key-result-types';
import { keyResultProgress, roundProgress } from '@rumo/shared/okr/progress';
import { DEFAULT_TIME_ZONE, todayInTimeZone } from '@rumo/shared/okr/week';
import { inArray, sql } from 'drizzle-orm';
import { issueSession } from '../features/auth/auth.service';
import { insertCompany } from '../features/companies/companies.repository';
import { cycles } from '../features/cycles/cycles.table';
import { recordObjectiveEvolution } from '../features/evolution/public';
import { refreshObjectiveProgress } from '../features/objectives/key-result-sync';
import { keyResults, objectives, objectiveViewers } from '../features/objectives/objectives.table';
import { pillars } from '../features/planning/planning.table';
import { teamMembers, teams } from '../features/teams/teams.table';
import { insertUser } from '../features/users/users.repository';
import { users } from '../features/users/users.table';
import { hashPassword } from '../lib/password';
import { TEST_PASSWORD, type TestUser, uniqueEmail } from './account-fixtures';
import type { TestApp } from './test-app';

/**
 * Small builders for OKR integration tests: rows go straight into the database (fast, no
 * permission rules in the way) and people get a live session like `createTestUser` gives.
 * Every builder takes the `TestApp` of `createTestApp()`.
 */

let passwordHash: Promise<string> | undefined;

export type FixtureCompany = {
  companyId: string;
  admins: TestUser[];
  users: TestUser[];
  /** The first admin and the first user (throw when the company has none). */
  admin: TestUser;
  user: TestUser;
};

/** A company with `admins` admins ("Admin 1"…) and `users` users ("Pessoa 1"…), all active and signed in. */
export async function createCompanyWithUsers(
  t: TestApp,
  { admins = 1, users: userCount = 1, name = 'Empresa Teste' } = {},
): Promise<FixtureCompany> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await passwordHash;
  const company = await insertCompany(t.db, name);
  const people = async (role: UserRole, amount: number) => {
    const list: TestUser[] = [];
    for (let index = 1; index <= amount; index++) {
      const personName = `${role === 'admin' ? 'Admin' : 'Pessoa'} ${index}`;
      const row = await insertUser(t.db, {
        companyId: company.id,
        name: personName,
        email: uniqueEmail(role),
        passwordHash: hash,
        role,
        status: 'active',
      });
      const { token } = await issueSession(t.db, t.app, row.id);
      list.push({
        id: row.id,
        companyId: company.id,
        name: personName,
        email: row.email,
        password: TEST_PASSWORD,
        token,
        headers: { authorization: `Bearer ${token}` },
      });
    }
    return list;
  };
  const adminList = await people('admin', admins);
  const userList = await people('user', userCount);
  return {
    companyId: company.id,
    admins: adminList,
    users: userList,
    get admin() {
      return required(adminList[0], 'admin');
    },
    get user() {
      return required(userList[0], 'user');
    },
  };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the fixture company has no ${what}`);
  return value;
}

/** A team whose members get it as their primary team (`users.id_team`). */
export async function createTeam(
  t: TestApp,
  companyId: string,
  {
    name = `Time ${randomUUID().slice(0, 8)}`,
    memberIds = [] as string[],
    leaderId = null as string | null,
  } = {},
): Promise<{ id: string; name: string }> {
  const [team] = await t.db.insert(teams).values({ companyId, name, leaderId }).returning();
  if (!team) throw new Error('team insert returned no row');
  if (memberIds.length > 0) {
    await t.db
      .insert(teamMembers)
      .values(memberIds.map((userId) => ({ teamId: team.id, userId, companyId })));
    await t.db.update(users).set({ idTeam: team.id }).where(inArray(users.id, memberIds));
  }
  return { id: team.id, name: team.name };
}

export type CycleFixture = { id: string; name: string; startDate: string; endDate: string };

/**
 * The calendar quarter of `today` (by default today in the default company time zone, as the
 * API dates check-ins: UTC's date is a day ahead from 21:00 in São Paulo), as 'YYYY-MM-DD' dates.
 */
export function currentQuarter(
  today = new Date(`${todayInTimeZone(new Date(), DEFAULT_TIME_ZONE)}T12:00:00Z`),
): { startDate: string; endDate: string } {
  const year = today.getUTCFullYear();
  const firstMonth = Math.floor(today.getUTCMonth() / 3) * 3;
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return {
    startDate: iso(new Date(Date.UTC(year, firstMonth, 1))),
    endDate: iso(new Date(Date.UTC(year, firstMonth + 3, 0))),
  };
}

/** A cycle, active by default, spanning the current quarter unless dates are given. */
export async function createCycle(
  t: TestApp,
  companyId: string,
  {
    name = 'Ciclo de teste',
    startDate = currentQuarter().startDate,
    endDate = currentQuarter().endDate,
    status = 'active' as CycleStatus,
  } = {},
): Promise<CycleFixture> {
  const [row] = await t.db
    .insert(cycles)
    .values({ companyId, name, startDate, endDate, status })
    .returning();
  if (!row) throw new Error('cycle insert returned no row');
  return { id: row.id, name: row.name, startDate: row.startDate, endDate: row.endDate };
}

export type KeyResultFixtureInput = {
  title?: string;
  type?: KeyResultType;
  start?: number;
  target?: number;
  /** Defaults to start. */
  current?: number;
  unit?: KeyResultUnit;
  weight?: number;
  ownerId?: string;
};

export type ObjectiveFixtureInput = {
  companyId: string;
  cycleId: string;
  ownerId: string;
  title?: string;
  level?: ObjectiveLevel;
  teamId?: string | null;
  status?: ObjectiveStatus;
  parentObjectiveId?: string | null;
  pillarId?: string | null;
  keyResults?: KeyResultFixtureInput[];
  /** A private objective, seen by these people and teams (besides admins and its owner). */
  private?: boolean;
  viewerUserIds?: string[];
  viewerTeamIds?: string[];
};

/** An objective with its key results; progress caches are computed like the API does. */
export async function createObjective(
  t: TestApp,
  input: ObjectiveFixtureInput,
): Promise<{ id: string; title: string; keyResultIds: string[] }> {
  const [objective] = await t.db
    .insert(objectives)
    .values({
      companyId: input.companyId,
      cycleId: input.cycleId,
      ownerId: input.ownerId,
      title: input.title ?? 'Objetivo de teste',
      level: input.level ?? 'company',
      teamId: input.teamId ?? null,
      status: input.status ?? 'active',
      parentObjectiveId: input.parentObjectiveId ?? null,
      pillarId: input.pillarId ?? null,
      private: input.private ?? false,
    })
    .returning();
  if (!objective) throw new Error('objective insert returned no row');
  const viewers = [
    ...(input.viewerUserIds ?? []).map((userId) => ({ userId })),
    ...(input.viewerTeamIds ?? []).map((teamId) => ({ teamId })),
  ];
  if (viewers.length > 0) {
    await t.db.insert(objectiveViewers).values(
      viewers.map((viewer) => ({
        ...viewer,
        companyId: input.companyId,
        objectiveId: objective.id,
      })),
    );
  }
  const keyResultIds: string[] = [];
  for (const [position, kr] of (input.keyResults ?? []).entries()) {
    const type = kr.type ?? 'increase';
    const start = kr.start ?? 0;
    const target = kr.target ?? 100;
    const current = kr.current ?? start;
    const [row] = await t.db
      .insert(keyResults)
      .values({
        companyId: input.companyId,
        objectiveId: objective.id,
        title: kr.title ?? `Resultado-chave ${position + 1}`,
        type,
        startValue: start,
        targetValue: target,
        currentValue: current,
        unit: kr.unit ?? 'number',
        weight: kr.weight ?? 1,
        ownerId: kr.ownerId ?? input.ownerId,
        progress: roundProgress(keyResultProgress({ type, start, target, current })),
        position,
      })
      .returning({ id: keyResults.id });
    if (!row) throw new Error('key result insert returned no row');
    keyResultIds.push(row.id);
  }
  await refreshObjectiveProgress(t.db, input.companyId, objective.id);
  // As the objectives' events would: the company chart follows the new objective.
  await recordObjectiveEvolution(t.db, input.companyId, objective.id, t.app.now());
  return { id: objective.id, title: objective.title, keyResultIds };
}

/** A strategic pillar of the company. */
export async function createPillar(
  t: TestApp,
  companyId: string,
  { name = 'Pilar de teste', color = '#2f9e44' } = {},
): Promise<{ id: string; name: string }> {
  // Next position, like the app: equal positions would leave the order to random ids.
  const position = sql`(select count(*) from pillars where company_id = ${companyId})::int`;
  const [row] = await t.db.insert(pillars).values({ companyId, name, color, position }).returning();
  if (!row) throw new Error('pillar insert returned no row');
  return { id: row.id, name: row.name };
}
