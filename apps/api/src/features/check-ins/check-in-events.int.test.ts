import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { evolutionRefreshMarks, objectiveEvolution } from '../evolution/evolution.table';
import { EVOLUTION_REFRESH_JOB } from '../evolution/evolution-refresh';

/**
 * One rule for the evolution figures after a check-in is recorded, changed or removed: its
 * objective is marked and the refresh job recomputes it (the `check-in.*` events' subscriber).
 */
describe('check-in events and the evolution figures', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let objectiveId: string;
  let keyResultId: string;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const cycle = await createCycle(t, acme.companyId);
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [{ start: 0, target: 100 }],
    });
    objectiveId = objective.id;
    keyResultId = objective.keyResultIds[0] ?? '';
    await t.app.jobs.drain();
  });
  afterAll(() => t.close());

  const marked = async () =>
    (await t.db.select().from(evolutionRefreshMarks)).map((mark) => mark.objectiveId);
  /** Runs the refresh the write asked for; the objective's evolution progress after it. */
  const refreshed = async () => {
    expect(await t.app.jobs.drain(EVOLUTION_REFRESH_JOB)).toBe(1);
    expect(await marked()).toEqual([]);
    const [row] = await t.db
      .select({ progress: objectiveEvolution.progress })
      .from(objectiveEvolution)
      .where(eq(objectiveEvolution.objectiveId, objectiveId));
    return row?.progress;
  };

  it('marks the objective and refreshes it after a check-in, its edit and its removal', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${keyResultId}/check-ins`,
      headers: acme.admin.headers,
      payload: { value: 40, confidence: 'on_track' },
    });
    expect(first.statusCode).toBe(201);
    expect(await marked()).toEqual([objectiveId]);
    expect(await refreshed()).toBe(40);

    const second = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${keyResultId}/check-ins`,
      headers: acme.admin.headers,
      payload: { value: 60, confidence: 'on_track' },
    });
    expect(await refreshed()).toBe(60);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/check-ins/${second.json().id}`,
      headers: acme.admin.headers,
      payload: { value: 70, confidence: 'at_risk' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await marked()).toEqual([objectiveId]);
    expect(await refreshed()).toBe(70);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/check-ins/${second.json().id}`,
      headers: acme.admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await marked()).toEqual([objectiveId]);
    expect(await refreshed()).toBe(40);
  });
});
