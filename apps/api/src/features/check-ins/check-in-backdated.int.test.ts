import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import { readKeyResult } from '../../test/checkin-fixtures';
import { createCompanyWithUsers, createCycle, createObjective } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('check-ins: back-dated entries', () => {
  let t: TestApp;
  let owner: TestUser;
  let kr: string;

  const post = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/key-results/${kr}/check-ins`,
      headers: owner.headers,
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp();
    const acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    owner = acme.user;
    const cycle = await createCycle(t, acme.companyId, {
      startDate: daysAgo(40),
      endDate: daysAgo(-50),
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

  it('adds history without overwriting a newer reading', async () => {
    expect((await post({ value: 500, confidence: 'on_track', date: daysAgo(2) })).statusCode).toBe(
      201,
    );
    expect((await post({ value: 200, confidence: 'at_risk', date: daysAgo(9) })).statusCode).toBe(
      201,
    );
    const keyResult = await readKeyResult(t, kr);
    expect(keyResult?.currentValue).toBe(500);
    expect(keyResult?.confidence).toBe('on_track');
    expect(keyResult?.progress).toBe(50);
  });

  it('a newer date takes over as the current value', async () => {
    expect((await post({ value: 700, confidence: 'on_track' })).statusCode).toBe(201);
    expect((await readKeyResult(t, kr))?.currentValue).toBe(700);
  });
});
