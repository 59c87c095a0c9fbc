import { DEFAULT_TIME_ZONE, todayInTimeZone } from '@rumo/shared/okr/week';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  cycleProgressSnapshots,
  evolutionRefreshMarks,
  objectiveEvolution,
} from './evolution.table';
import { EVOLUTION_REFRESH_JOB, EVOLUTION_SWEEP_JOB } from './evolution-refresh';
import { deleteRefreshMarks, findRefreshMarks } from './evolution-refresh.repository';

/** The evolution figures a check-in changes are recomputed by the job it queues, once a burst. */
describe('evolution refresh job', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let cycle: CycleFixture;
  let objectiveId: string;
  let kA: string;
  let kB: string;
  const today = todayInTimeZone(new Date(), DEFAULT_TIME_ZONE);

  const checkIn = async (keyResultId: string, value: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${keyResultId}/check-ins`,
      headers: acme.admin.headers,
      payload: { value, confidence: 'on_track' },
    });
    expect(response.statusCode).toBe(201);
  };
  const evolutionRow = async () =>
    (
      await t.db
        .select({ progress: objectiveEvolution.progress })
        .from(objectiveEvolution)
        .where(eq(objectiveEvolution.objectiveId, objectiveId))
    )[0];
  const todaySnapshot = async () =>
    (
      await t.db
        .select({ progress: cycleProgressSnapshots.progress })
        .from(cycleProgressSnapshots)
        .where(eq(cycleProgressSnapshots.cycleId, cycle.id))
    ).find(() => true);
  const marks = () => t.db.select().from(evolutionRefreshMarks);

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Acme' });
    cycle = await createCycle(t, acme.companyId);
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [
        { title: 'kA', start: 0, target: 100 },
        { title: 'kB', start: 0, target: 100 },
      ],
    });
    objectiveId = objective.id;
    [kA, kB] = objective.keyResultIds as [string, string];
    await t.app.jobs.drain();
  });
  afterAll(() => t.close());

  it('marks the objective in the check-in and refreshes it once for a burst', async () => {
    await t.db.delete(objectiveEvolution);
    await t.db.delete(cycleProgressSnapshots);
    await checkIn(kA, 40);
    await checkIn(kB, 20);
    await checkIn(kA, 60);

    expect(await marks()).toEqual([
      expect.objectContaining({ objectiveId, companyId: acme.companyId, cycleId: cycle.id }),
    ]);
    expect(await evolutionRow()).toBeUndefined();

    // One queued job per company cycle (the singleton key), whatever the number of check-ins.
    expect(await t.app.jobs.drain(EVOLUTION_REFRESH_JOB)).toBe(1);
    expect(await evolutionRow()).toEqual({ progress: 40 });
    expect(await todaySnapshot()).toEqual({ progress: 40 });
    expect(await marks()).toEqual([]);
  });

  it('keeps a mark written again after the job read it', async () => {
    await checkIn(kB, 30);
    const [read] = await findRefreshMarks(t.db, acme.companyId, cycle.id, 10);
    expect(read).toMatchObject({ objectiveId, day: today, inCycle: true });
    await checkIn(kB, 50);

    await deleteRefreshMarks(t.db, read ? [read] : []);
    expect(await marks()).toHaveLength(1);
    await t.app.jobs.drain(EVOLUTION_REFRESH_JOB);
    expect(await marks()).toEqual([]);
    expect(await evolutionRow()).toEqual({ progress: 55 });
  });

  it('the minute sweep queues a refresh for marks left without a job', async () => {
    await t.db
      .update(objectiveEvolution)
      .set({ progress: 0 })
      .where(eq(objectiveEvolution.objectiveId, objectiveId));
    await t.db
      .insert(evolutionRefreshMarks)
      .values({ objectiveId, companyId: acme.companyId, cycleId: cycle.id, day: today });

    await t.app.jobs.send(EVOLUTION_SWEEP_JOB, {});
    expect(await t.app.jobs.drain()).toBe(2);
    expect(await evolutionRow()).toEqual({ progress: 55 });
    expect(await marks()).toEqual([]);
  });
});
