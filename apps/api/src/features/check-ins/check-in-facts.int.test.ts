import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { keyResultProgress, roundProgress } from '@rumo/shared/okr/progress';
import { todayInTimeZone } from '@rumo/shared/okr/week';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import { readKeyResult } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readCheckInTarget, writeCheckIns } from './check-in-write.repository';
import { checkIns } from './check-ins.table';

/**
 * The check-in POST applies its rules to a key result read without a lock, or remembered from
 * this process's last check-in on it; rumo_write_check_in writes only when those facts still
 * hold under its lock. Changes made straight in SQL stand for another replica's writes, which
 * this process's memory never hears of.
 */
describe('check-ins written on facts that changed after they were read', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let owner: TestUser;
  let colleague: TestUser;
  let objectiveId: string;
  let keyResultId: string;

  const post = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/key-results/${keyResultId}/check-ins`,
      headers: user.headers,
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
    [owner, colleague] = acme.users as [TestUser, TestUser];
    const cycle = await createCycle(t, acme.companyId);
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [{ start: 0, target: 100, ownerId: owner.id }],
    });
    objectiveId = objective.id;
    keyResultId = objective.keyResultIds[0] ?? '';
  });
  afterAll(() => t.close());

  it('writes nothing when the key result changed between the read and the write', async () => {
    const target = await readCheckInTarget(
      t.db,
      { id: acme.admin.id, role: 'admin', companyId: acme.companyId },
      keyResultId,
    );
    if (!target) throw new Error('key result not found');
    await t.db.execute(sql`update key_results set target_value = 50 where id = ${keyResultId}`);
    const today = todayInTimeZone(new Date(), target.timeZone);
    const [written] = await writeCheckIns(t.db, [
      {
        companyId: acme.companyId,
        keyResultId,
        authorId: owner.id,
        value: 10,
        confidence: 'on_track',
        comment: null,
        date: today,
        progress: 10,
        facts: target.facts,
      },
    ]);
    expect(written).toBeUndefined();
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.keyResultId, keyResultId));
    expect(rows).toEqual([]);
  });

  it('computes the progress on the target in force, not on the remembered one', async () => {
    expect((await post(owner, { value: 20, confidence: 'on_track' })).statusCode).toBe(201);
    await t.db.execute(sql`update key_results set target_value = 40 where id = ${keyResultId}`);
    const response = await post(owner, { value: 30, confidence: 'on_track' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().previousValue).toBe(20);
    const keyResult = await readKeyResult(t, keyResultId);
    const expected = keyResultProgress({ type: 'increase', start: 0, target: 40, current: 30 });
    expect(keyResult.progress).toBe(roundProgress(expected));
  });

  it('follows a change of owner made elsewhere, both ways', async () => {
    expect((await post(owner, { value: 31, confidence: 'on_track' })).statusCode).toBe(201);
    await t.db.execute(
      sql`update key_results set owner_id = ${colleague.id} where id = ${keyResultId}`,
    );
    expect((await post(colleague, { value: 32, confidence: 'at_risk' })).statusCode).toBe(201);
    expect((await post(owner, { value: 33, confidence: 'at_risk' })).statusCode).toBe(403);
    await t.db.execute(
      sql`update key_results set owner_id = ${owner.id} where id = ${keyResultId}`,
    );
    expect((await post(owner, { value: 34, confidence: 'on_track' })).statusCode).toBe(201);
    expect((await post(colleague, { value: 35, confidence: 'on_track' })).statusCode).toBe(403);
  });

  it('refuses a check-in once the objective was closed elsewhere', async () => {
    expect((await post(owner, { value: 36, confidence: 'on_track' })).statusCode).toBe(201);
    await t.db.execute(sql`update objectives set status = 'closed' where id = ${objectiveId}`);
    const response = await post(owner, { value: 37, confidence: 'on_track' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(objectiveMessages.closed);
    expect((await readKeyResult(t, keyResultId)).currentValue).toBe(36);
  });
});
