import { eq } from 'drizzle-orm';
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
import { objectives } from '../objectives/public';

// A key result's owner who may not see its objective (private without naming them, or someone
// else's draft) learns nothing of it on the check-in writes either: 404, like the reads.

let t: TestApp;
let acme: FixtureCompany;
/** ana owns the key results; bruno is named on the private objective. */
let ana: TestUser;
let bruno: TestUser;
let cycle: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
  [ana, bruno] = acme.users as [TestUser, TestUser];
  cycle = await createCycle(t, acme.companyId);
});
afterAll(() => t.close());

const body = (value: number) => ({ value, confidence: 'on_track', comment: null });
const checkIn = (who: TestUser, keyResultId: string, value = 10) =>
  t.app.inject({
    method: 'POST',
    url: `/api/key-results/${keyResultId}/check-ins`,
    headers: who.headers,
    payload: body(value),
  });

let titles = 0;
/** An objective of the admin (or `owner`) with one key result owned by ana. */
async function keyResultOfAna(
  fields: { private?: boolean; status?: 'draft'; owner?: TestUser; viewers?: TestUser[] } = {},
) {
  const objective = await createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: (fields.owner ?? acme.admin).id,
    title: `Objetivo ${++titles}`,
    private: fields.private,
    status: fields.status,
    viewerUserIds: fields.viewers?.map((viewer) => viewer.id),
    keyResults: [{ start: 0, target: 100, ownerId: ana.id }],
  });
  return { objectiveId: objective.id, keyResultId: objective.keyResultIds[0] ?? '' };
}

const makePrivate = (objectiveId: string) =>
  t.db.update(objectives).set({ private: true }).where(eq(objectives.id, objectiveId));

describe('check-in writes follow the objectives visibility rule', () => {
  it("answers 404 to a key result's owner who may not see its private objective", async () => {
    const { keyResultId } = await keyResultOfAna({ private: true, viewers: [bruno] });
    const refused = await checkIn(ana, keyResultId);
    expect(refused.statusCode).toBe(404);
    // Bruno sees it but does not own the key result; the admin may check in.
    expect((await checkIn(bruno, keyResultId)).statusCode).toBe(403);
    expect((await checkIn(acme.admin, keyResultId)).statusCode).toBe(201);
  });

  it('answers 404 on a private objective the admin checked in on just before', async () => {
    const { keyResultId } = await keyResultOfAna({ private: true });
    expect((await checkIn(acme.admin, keyResultId)).statusCode).toBe(201);
    expect((await checkIn(ana, keyResultId)).statusCode).toBe(404);
  });

  it("answers 404 on someone else's draft", async () => {
    const { keyResultId } = await keyResultOfAna({ status: 'draft', owner: bruno });
    expect((await checkIn(ana, keyResultId)).statusCode).toBe(404);
    expect((await checkIn(bruno, keyResultId)).statusCode).toBe(403);
  });

  it('lets a named viewer who owns the key result check in', async () => {
    const { keyResultId } = await keyResultOfAna({ private: true, viewers: [ana] });
    expect((await checkIn(ana, keyResultId)).statusCode).toBe(201);
  });

  it('answers 404 once the objective of an earlier check-in is made private', async () => {
    const { objectiveId, keyResultId } = await keyResultOfAna();
    const first = await checkIn(ana, keyResultId, 10);
    expect(first.statusCode).toBe(201);
    await makePrivate(objectiveId);
    expect((await checkIn(ana, keyResultId, 20)).statusCode).toBe(404);

    // Nor may she change or remove her earlier check-in.
    const url = `/api/check-ins/${first.json().id}`;
    const edit = await t.app.inject({
      method: 'PUT',
      url,
      headers: ana.headers,
      payload: body(30),
    });
    expect(edit.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: ana.headers })).statusCode).toBe(
      404,
    );
  });
});
