import { cycleCloseMessages } from '@rumo/shared/cycle-close/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Two people scoring one key result at once: the score is saved only over the version its author
// read, so the second answers 409 instead of silently replacing the first.

let t: TestApp;
let acme: FixtureCompany;
let ana: TestUser;
let beto: TestUser;
let cycle: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 2, users: 0 });
  [ana, beto] = acme.admins as [TestUser, TestUser];
  cycle = await createCycle(t, acme.companyId, { startDate: '2026-01-01', endDate: '2026-03-31' });
});
afterAll(() => t.close());

async function keyResult() {
  const objective = await createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: ana.id,
    keyResults: [{ ownerId: ana.id, current: 50 }],
  });
  return objective.keyResultIds[0] ?? '';
}

const score = (who: TestUser, id: string, value: number, expectedVersion?: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/key-results/${id}/score`,
    headers: who.headers,
    payload: { score: value, reason: 'Nota revista na reunião.', expectedVersion },
  });

/** The score the closing page shows for the key result. */
async function shown(id: string) {
  const closing = await t.app.inject({
    method: 'GET',
    url: `/api/cycles/${cycle.id}/closing`,
    headers: ana.headers,
  });
  const rows = closing.json().objectives.flatMap((o: { keyResults: unknown[] }) => o.keyResults);
  return rows.find((row: { id: string }) => row.id === id).score;
}

describe('scoring one key result at once', () => {
  it('refuses the second first score with 409 and keeps the first', async () => {
    const id = await keyResult();
    expect(await shown(id)).toBeNull();
    const first = await score(ana, id, 0.7, 0);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ score: 0.7, version: 1 });
    const second = await score(beto, id, 0.2, 0);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(cycleCloseMessages.scoredMeanwhile);
    expect(await shown(id)).toMatchObject({ score: 0.7, version: 1, scoredBy: { id: ana.id } });
  });

  it('refuses a change over a version someone else moved, and takes one over the fresh one', async () => {
    const id = await keyResult();
    expect((await score(ana, id, 0.5, 0)).statusCode).toBe(200);
    expect((await score(ana, id, 0.6, 1)).json()).toMatchObject({ score: 0.6, version: 2 });
    const stale = await score(beto, id, 0.1, 1);
    expect(stale.statusCode).toBe(409);
    expect(await shown(id)).toMatchObject({ score: 0.6, version: 2 });
    const fresh = await score(beto, id, 0.1, 2);
    expect(fresh.json()).toMatchObject({ score: 0.1, version: 3, scoredBy: { id: beto.id } });
  });

  it('lets exactly one of two simultaneous writes over the same version win', async () => {
    const id = await keyResult();
    expect((await score(ana, id, 0.5, 0)).statusCode).toBe(200);
    const answers = await Promise.all([score(ana, id, 0.9, 1), score(beto, id, 0.1, 1)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json();
    expect(await shown(id)).toMatchObject({ score: winner.score, version: 2 });
  });

  it('saves over whatever stands when the writer names no version', async () => {
    const id = await keyResult();
    expect((await score(ana, id, 0.5)).statusCode).toBe(200);
    expect((await score(beto, id, 0.4)).json()).toMatchObject({ score: 0.4, version: 2 });
  });
});
