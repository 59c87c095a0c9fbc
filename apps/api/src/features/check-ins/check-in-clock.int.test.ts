import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';

/** Check-ins read the time from the app's clock: the test clock moves their "today" and week. */
describe('check-ins on the app clock', () => {
  // A Tuesday, 12:00 in São Paulo (the default time zone); the week starts on Monday.
  const clock = testClock(new Date('2024-03-12T15:00:00Z'));
  let t: TestApp;
  let acme: FixtureCompany;
  let keyResultId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const cycle = await createCycle(t, acme.companyId, {
      startDate: '2024-01-01',
      endDate: '2024-03-31',
    });
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [{ title: 'Receita' }],
    });
    keyResultId = objective.keyResultIds[0] ?? '';
  });
  afterAll(() => t.close());

  const post = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/key-results/${keyResultId}/check-ins`,
      headers: acme.admin.headers,
      payload,
    });

  it("dates a check-in on the clock's today and refuses the day after it", async () => {
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/check-ins/pending',
      headers: acme.admin.headers,
    });
    expect(pending.json().week).toEqual({
      start: '2024-03-11T03:00:00.000Z',
      end: '2024-03-18T03:00:00.000Z',
    });
    expect(pending.json().data).toHaveLength(1);

    const created = await post({ value: 10, confidence: 'on_track' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().date).toBe('2024-03-12');
    expect((await post({ value: 11, confidence: 'on_track', date: '2024-03-13' })).statusCode).toBe(
      400,
    );
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/check-ins/${created.json().id}`,
      headers: acme.admin.headers,
      payload: { value: 12, confidence: 'on_track', date: '2024-03-13' },
    });
    expect(edited.statusCode).toBe(400);

    clock.set(new Date('2024-03-13T15:00:00Z'));
    const next = await post({ value: 13, confidence: 'on_track' });
    expect(next.json().date).toBe('2024-03-13');
  });
});
