import { CONFIDENCES, type Confidence, confidenceDropped } from '@rumo/shared/okr/key-result-types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A date `days` from today (UTC), two days clear of the company's own today. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Drop = { id: string; confidence: Confidence; previousConfidence: Confidence };

/**
 * "Queda de confiança" reads the drop kept on each risk row (decision 0050). These tests follow
 * it through the writes that move a key result's latest check-in: a check-in saved, edited,
 * removed, saved back-dated; after each, every risk row must hold what its check-ins say.
 */
describe('dashboard confidence drops kept on write', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let owner: TestUser;
  let kr: string;

  const post = async (payload: Record<string, unknown>): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${kr}/check-ins`,
      headers: owner.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  };
  const put = async (id: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/check-ins/${id}`,
      headers: owner.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const remove = async (id: string) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/check-ins/${id}`,
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(204);
  };
  const drops = async (): Promise<Drop[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().confidenceDrops;
  };
  /** Risk rows whose kept drop differs from the one their check-ins give now. */
  const stale = async () => {
    const result = await t.db.execute(sql`
      select r.key_result_id from key_result_risks r
      cross join lateral rumo_key_result_latest_drop(r.key_result_id) d
      where (r.dropped_at, r.dropped_from) is distinct from (d.dropped_at, d.dropped_from)`);
    return (result as unknown as { rows: unknown[] }).rows;
  };
  const expectDrop = async (expected: Omit<Drop, 'id'> | null) => {
    expect(await stale()).toEqual([]);
    const found = (await drops()).filter((drop) => drop.id === kr);
    expect(found).toEqual(expected ? [expect.objectContaining({ id: kr, ...expected })] : []);
  };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    owner = acme.users[0] as TestUser;
    const cycle = await createCycle(t, acme.companyId, {
      startDate: dayFromToday(-30),
      endDate: dayFromToday(30),
    });
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: owner.id,
      keyResults: [{ title: 'Receita', start: 0, target: 1000, ownerId: owner.id }],
    });
    kr = objective.keyResultIds[0] ?? '';
  });
  afterAll(() => t.close());

  it('holds the SQL rule to the shared confidenceDropped for every pair', async () => {
    for (const previous of [null, ...CONFIDENCES]) {
      for (const next of CONFIDENCES) {
        const result = await t.db.execute(
          sql`select rumo_confidence_dropped(${previous}::confidence, ${next}::confidence) as dropped`,
        );
        const [row] = (result as unknown as { rows: { dropped: boolean }[] }).rows;
        expect(row?.dropped, `${previous} -> ${next}`).toBe(confidenceDropped(previous, next));
      }
    }
  });

  it('follows the latest check-in through saves, edits, removals and a back-dated save', async () => {
    await post({ value: 100, confidence: 'on_track' });
    await expectDrop(null);

    const risky = await post({ value: 150, confidence: 'at_risk' });
    await expectDrop({ confidence: 'at_risk', previousConfidence: 'on_track' });

    // Edited worse, it is still a drop from on_track; edited back to on_track, no longer risky.
    await put(risky, { value: 150, confidence: 'off_track' });
    await expectDrop({ confidence: 'off_track', previousConfidence: 'on_track' });
    await put(risky, { value: 150, confidence: 'on_track' });
    await expectDrop(null);

    const worse = await post({ value: 120, confidence: 'off_track' });
    await expectDrop({ confidence: 'off_track', previousConfidence: 'on_track' });
    // Better than before: risky still, but the latest check-in did not drop.
    const better = await post({ value: 130, confidence: 'at_risk' });
    await expectDrop(null);
    // Removed, the drop before it is the latest again.
    await remove(better);
    await expectDrop({ confidence: 'off_track', previousConfidence: 'on_track' });
    await remove(worse);
    await expectDrop(null);

    // Saved last but dated earlier: the key result keeps its newer reading (on_track, so it
    // is not on the risk lists), and the card follows the key result's risk row.
    await post({ value: 90, confidence: 'off_track', date: dayFromToday(-2) });
    await expectDrop(null);
    await post({ value: 95, confidence: 'at_risk' });
    await expectDrop({ confidence: 'at_risk', previousConfidence: 'on_track' });
  });
});
