import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { hashPassword } from '../../lib/password';
import { recordActivity } from '../activity/public';
import { cycles } from '../cycles/public';
import { backfillCycleEvolution } from '../evolution/public';
import { objectives } from '../objectives/public';
import { pillars, strategicPlans } from '../planning/public';
import { teamMembers, teams } from '../teams/public';
import { users } from '../users/public';
import { seedApprovalDemo } from './approval-demo';
import { seedCycleCloseDemo } from './cycle-close-demo';
import { seedInitiativesDemo } from './initiatives-demo';
import {
  demoObjectives,
  demoPeople,
  demoPlan,
  demoPreviousObjectives,
  demoTeams,
} from './okr-demo-data';
import { seededRandom, seedKeyResult, WEEKS_OF_CHECK_INS } from './okr-demo-key-results';

const DAY = 86_400_000;
const CYCLE_WEEKS = 13;

export type OkrDemoInput = {
  companyId: string;
  adminId: string;
  /** The foundation seed's two users, in order. */
  userIds: string[];
  password: string;
  now: Date;
};

/**
 * Gives the demo company a realistic plan: mission, pillars, teams, a closed previous cycle and
 * an active current one started ten weeks ago, with weekly check-ins so that the dashboard and
 * the evolution charts have something to show on first run. Deterministic for a given `now`.
 */
export async function seedOkrDemo(db: Database, input: OkrDemoInput): Promise<void> {
  const { companyId, now } = input;
  const people = [input.adminId, ...input.userIds];
  for (const person of demoPeople) {
    const [row] = await db
      .insert(users)
      .values({
        companyId,
        name: person.name,
        email: person.email,
        position: person.position,
        passwordHash: await hashPassword(input.password),
        status: 'active',
      })
      .returning({ id: users.id });
    if (row) people.push(row.id);
  }
  const personAt = (index: number) => people[index] ?? input.adminId;

  await db.insert(strategicPlans).values({
    companyId,
    mission: demoPlan.mission,
    vision: demoPlan.vision,
    values: [...demoPlan.values],
  });
  const pillarIds: string[] = [];
  for (const [position, pillar] of demoPlan.pillars.entries()) {
    const [row] = await db
      .insert(pillars)
      .values({ companyId, position, ...pillar })
      .returning({ id: pillars.id });
    if (row) pillarIds.push(row.id);
  }

  const teamLeaders = [2, 1, 5];
  const teamMembersByIndex = [
    [2, 3],
    [1, 4, 6],
    [5, 7],
  ];
  const teamIds: string[] = [];
  for (const [index, team] of demoTeams.entries()) {
    const [row] = await db
      .insert(teams)
      .values({ companyId, ...team, leaderId: personAt(teamLeaders[index] ?? 0) })
      .returning({ id: teams.id });
    if (!row) continue;
    teamIds.push(row.id);
    for (const member of teamMembersByIndex[index] ?? []) {
      await db.insert(teamMembers).values({ teamId: row.id, userId: personAt(member), companyId });
      await db
        .update(users)
        .set({ idTeam: row.id })
        .where(eq(users.id, personAt(member)));
    }
  }

  const currentStart = startOfWeek(new Date(now.getTime() - (WEEKS_OF_CHECK_INS - 1) * 7 * DAY));
  const currentEnd = new Date(currentStart.getTime() + (CYCLE_WEEKS * 7 - 1) * DAY);
  const previousStart = new Date(currentStart.getTime() - CYCLE_WEEKS * 7 * DAY);
  const previousEnd = new Date(currentStart.getTime() - DAY);
  const [previous] = await db
    .insert(cycles)
    .values({
      companyId,
      name: cycleName(previousStart),
      startDate: iso(previousStart),
      endDate: iso(previousEnd),
      status: 'closed',
    })
    .returning({ id: cycles.id });
  const [current] = await db
    .insert(cycles)
    .values({
      companyId,
      name: cycleName(currentStart),
      startDate: iso(currentStart),
      endDate: iso(currentEnd),
      status: 'active',
    })
    .returning({ id: cycles.id });
  if (!previous || !current) return;

  const previousIds: string[] = [];
  for (const item of demoPreviousObjectives) {
    const [row] = await db
      .insert(objectives)
      .values({
        companyId,
        cycleId: previous.id,
        title: item.title,
        level: 'company',
        ownerId: personAt(item.owner),
        status: 'closed',
        result: item.result,
        closingComment: item.comment,
        closedAt: previousEnd,
        progress: item.result === 'achieved' ? 100 : item.result === 'partial' ? 70 : 35,
      })
      .returning({ id: objectives.id });
    if (row) previousIds.push(row.id);
  }
  await seedCycleCloseDemo(db, {
    companyId,
    objectiveIds: previousIds,
    personAt,
    teamIds,
    pillarIds,
    closedAt: previousEnd,
  });

  const objectiveIds: string[] = [];
  const random = seededRandom(7);
  for (const objective of demoObjectives) {
    const [row] = await db
      .insert(objectives)
      .values({
        companyId,
        cycleId: current.id,
        title: objective.title,
        description: objective.description,
        level: objective.level,
        teamId: objective.team === undefined ? null : (teamIds[objective.team] ?? null),
        ownerId: personAt(objective.owner),
        parentObjectiveId:
          objective.parent === undefined ? null : (objectiveIds[objective.parent] ?? null),
        pillarId: objective.pillar === undefined ? null : (pillarIds[objective.pillar] ?? null),
        status: objective.status ?? 'active',
        createdAt: currentStart,
      })
      .returning({ id: objectives.id });
    if (!row) continue;
    objectiveIds.push(row.id);
    await recordActivity(db, {
      companyId,
      actorId: personAt(objective.owner),
      entityType: 'objective',
      entityId: row.id,
      objectiveId: row.id,
      action: 'created',
      label: objective.title,
      after: { title: objective.title, level: objective.level },
    });
    for (const [position, keyResult] of objective.keyResults.entries()) {
      await seedKeyResult(db, {
        companyId,
        objectiveId: row.id,
        position,
        keyResult,
        ownerId: personAt(keyResult.owner),
        cycleStart: currentStart,
        cycleEnd: currentEnd,
        now,
        random,
      });
    }
  }
  // Carlos (Produto, led by Ana) waits for approval of a draft.
  const produto = teamIds[1];
  if (produto) {
    await seedApprovalDemo(db, {
      companyId,
      cycleId: current.id,
      teamId: produto,
      ownerId: personAt(4),
      now,
    });
  }
  // Before the chart's past is built, so the milestone key result counts in it too.
  await seedInitiativesDemo(
    db,
    companyId,
    { adminId: input.adminId, anaId: personAt(1), brunoId: personAt(2) },
    now,
  );
  // The check-ins above were written straight into the table: give the company chart its past.
  await backfillCycleEvolution(db, companyId, previous.id, now);
  await backfillCycleEvolution(db, companyId, current.id, now);
}

function startOfWeek(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * DAY);
}

function cycleName(start: Date): string {
  const middle = new Date(start.getTime() + 45 * DAY);
  return `T${Math.floor(middle.getUTCMonth() / 3) + 1} ${middle.getUTCFullYear()}`;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
