import { DEFAULT_TIME_ZONE, todayInTimeZone } from '@rumo/shared/okr/week';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cycleProgressSnapshots } from '../evolution/evolution.table';
import { objectiveBody } from './objectives.test-data';

let t: TestApp;
let acme: FixtureCompany;
beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const today = todayInTimeZone(new Date(), DEFAULT_TIME_ZONE);
const addDays = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A cycle around today, so today's snapshot is kept (planning: a company has one active cycle). */
const cycleAroundToday = () =>
  createCycle(t, acme.companyId, {
    startDate: addDays(-21),
    endDate: addDays(60),
    status: 'planning',
  });

/** An objective whose one key result (0→100) stands at `current`. */
const objectiveAt = (cycleId: string, current: number, status: 'draft' | 'active' = 'active') =>
  createObjective(t, {
    companyId: acme.companyId,
    cycleId,
    ownerId: acme.admin.id,
    status,
    keyResults: [{ current }],
  });

async function todaySnapshot(cycleId: string): Promise<number | undefined> {
  const [row] = await t.db
    .select({ progress: cycleProgressSnapshots.progress })
    .from(cycleProgressSnapshots)
    .where(and(eq(cycleProgressSnapshots.cycleId, cycleId), eq(cycleProgressSnapshots.day, today)));
  return row?.progress;
}

const request = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: acme.admin.headers, payload });

describe("objective changes refresh today's company snapshot", () => {
  it('drops a deleted objective', async () => {
    const cycle = await cycleAroundToday();
    await objectiveAt(cycle.id, 100);
    const behind = await objectiveAt(cycle.id, 0);
    expect(await todaySnapshot(cycle.id)).toBe(50);

    expect((await request('DELETE', `/api/objectives/${behind.id}`)).statusCode).toBe(204);
    expect(await todaySnapshot(cycle.id)).toBe(100);
  });

  it('counts a created objective and one activated from draft', async () => {
    const cycle = await cycleAroundToday();
    await objectiveAt(cycle.id, 100);
    const draft = await objectiveAt(cycle.id, 0, 'draft');
    expect(await todaySnapshot(cycle.id)).toBe(100);

    const body = objectiveBody({ cycleId: cycle.id, ownerId: acme.admin.id, status: 'active' });
    expect((await request('PUT', `/api/objectives/${draft.id}`, body)).statusCode).toBe(200);
    expect(await todaySnapshot(cycle.id)).toBe(50);

    expect((await request('POST', '/api/objectives', body)).statusCode).toBe(201);
    expect(await todaySnapshot(cycle.id)).toBeCloseTo(100 / 3);
  });

  it('refreshes both cycles when an objective moves', async () => {
    const from = await cycleAroundToday();
    const to = await cycleAroundToday();
    await objectiveAt(from.id, 100);
    const moving = await objectiveAt(from.id, 0);
    await objectiveAt(to.id, 100);

    const body = objectiveBody({ cycleId: to.id, ownerId: acme.admin.id });
    expect((await request('PUT', `/api/objectives/${moving.id}`, body)).statusCode).toBe(200);
    expect(await todaySnapshot(from.id)).toBe(100);
    expect(await todaySnapshot(to.id)).toBe(50);
  });
});
