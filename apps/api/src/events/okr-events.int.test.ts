import { DEFAULT_TIME_ZONE, todayInTimeZone } from '@rumo/shared/okr/week';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { activityLog } from '../features/activity/activity.table';
import { cycleProgressSnapshots } from '../features/evolution/evolution.table';
import { closeObjective } from '../features/objectives/objective-lifecycle.service';
import { objectives } from '../features/objectives/objectives.table';
import { createTeam } from '../features/teams/teams.service';
import { teams } from '../features/teams/teams.table';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../test/test-app';
import type { DomainContext } from './domain-events';

// The OKR core publishes what it changed; activity and evolution subscribe (their *.events.ts).
// A committed write is followed by its log entry and its company snapshot; a rolled-back one by
// nothing. The snapshot's day and the close date come from the app's clock.

const clock = testClock();
let t: TestApp;
let acme: FixtureCompany;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const companyDay = () => todayInTimeZone(clock.now(), DEFAULT_TIME_ZONE);
const dayFromNow = (days: number) =>
  new Date(Date.parse(`${companyDay()}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A cycle around the app's today, a draft at 100 % and an active objective at 0 %. */
async function draftAndActive() {
  const cycle = await createCycle(t, acme.companyId, {
    startDate: dayFromNow(-14),
    endDate: dayFromNow(60),
    status: 'planning',
  });
  const objective = (current: number, status: 'draft' | 'active') =>
    createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      status,
      keyResults: [{ current }],
    });
  const draft = await objective(100, 'draft');
  await objective(0, 'active');
  return { cycle, draft };
}

async function snapshots(cycleId: string) {
  return t.db
    .select({ day: cycleProgressSnapshots.day, progress: cycleProgressSnapshots.progress })
    .from(cycleProgressSnapshots)
    .where(eq(cycleProgressSnapshots.cycleId, cycleId))
    .orderBy(asc(cycleProgressSnapshots.day));
}

async function loggedActions(entityId: string) {
  const rows = await t.db
    .select({ action: activityLog.action, label: activityLog.label })
    .from(activityLog)
    .where(and(eq(activityLog.companyId, acme.companyId), eq(activityLog.entityId, entityId)));
  return rows;
}

async function objectiveRow(id: string) {
  const [row] = await t.db
    .select({ status: objectives.status, closedAt: objectives.closedAt })
    .from(objectives)
    .where(eq(objectives.id, id));
  return row;
}

const close = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/objectives/${id}/close`,
    headers: acme.admin.headers,
    payload: { result: 'achieved', comment: 'Feito.' },
  });

/** The app's context whose transactions do all their work and then roll back. */
function rollingBack(): DomainContext {
  const db = t.db;
  const failing = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return (work: (tx: Database) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await work(tx);
            throw new Error('rolled back at commit');
          });
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { ...t.app.domain, db: failing };
}

const admin = () => ({
  id: acme.admin.id,
  companyId: acme.companyId,
  role: 'admin' as const,
  sessionId: 'test',
});

describe('OKR domain events', () => {
  it('delivers a committed close once, after commit: the log and the chart follow', async () => {
    const { cycle, draft } = await draftAndActive();
    expect(await snapshots(cycle.id)).toEqual([{ day: companyDay(), progress: 0 }]);
    const seen: (string | undefined)[] = [];
    t.app.events.subscribe('objective.closed', async ({ after }, { db }) => {
      const [row] = await db
        .select({ status: objectives.status })
        .from(objectives)
        .where(eq(objectives.id, after.id));
      if (after.id === draft.id) seen.push(row?.status);
    });

    expect((await close(draft.id)).statusCode).toBe(200);

    // The subscriber ran once and read the committed row with its own statement.
    expect(seen).toEqual(['closed']);
    expect(await loggedActions(draft.id)).toEqual([{ action: 'closed', label: draft.title }]);
    // Closing the draft counts it in today's company snapshot: (100 + 0) / 2.
    expect(await snapshots(cycle.id)).toEqual([{ day: companyDay(), progress: 50 }]);
  });

  it('records nothing for a close that rolls back', async () => {
    const { cycle, draft } = await draftAndActive();
    const before = await snapshots(cycle.id);
    const seen: string[] = [];
    t.app.events.subscribe('objective.closed', async ({ after }) => {
      seen.push(after.id);
    });

    await expect(
      closeObjective(rollingBack(), admin(), draft.id, { result: 'achieved', comment: '' }),
    ).rejects.toThrow('rolled back at commit');

    expect(seen).toEqual([]);
    expect((await objectiveRow(draft.id))?.status).toBe('draft');
    expect(await loggedActions(draft.id)).toEqual([]);
    expect(await snapshots(cycle.id)).toEqual(before);
  });

  it('records nothing in the company log for a team creation that rolls back', async () => {
    const input = { name: 'Time que não fica', description: null, leaderId: null };
    await expect(createTeam(rollingBack(), admin(), input)).rejects.toThrow('rolled back');
    expect(await t.db.select().from(teams).where(eq(teams.name, input.name))).toEqual([]);

    const team = await createTeam(t.app.domain, admin(), input);
    expect(await loggedActions(team.id)).toEqual([{ action: 'created', label: input.name }]);
  });
});

describe("the app's clock in the OKR core", () => {
  it('dates a close and its company snapshot by the app clock, not the system clock', async () => {
    const { cycle, draft } = await draftAndActive();
    const firstDay = companyDay();
    clock.advanceDays(3);
    const closedAt = clock.now();

    expect((await close(draft.id)).statusCode).toBe(200);

    expect((await objectiveRow(draft.id))?.closedAt?.toISOString()).toBe(closedAt.toISOString());
    expect(await snapshots(cycle.id)).toEqual([
      { day: firstDay, progress: 0 },
      { day: companyDay(), progress: 50 },
    ]);
    expect(companyDay()).not.toBe(firstDay);
  });
});
