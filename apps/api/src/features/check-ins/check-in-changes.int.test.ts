import { checkInMessages } from '@rumo/shared/check-ins/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import { readActivity, readKeyResult, readObjective } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { objectives } from '../objectives/objectives.table';
import { checkIns } from './check-ins.table';

describe('check-ins: edit and delete', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let other: FixtureCompany;
  let owner: TestUser;
  let colleague: TestUser;
  let objectiveId: string;
  let kr: string;

  const post = async (user: TestUser, payload: Record<string, unknown>): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${kr}/check-ins`,
      headers: user.headers,
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  };
  const put = (user: TestUser, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/check-ins/${id}`, headers: user.headers, payload });
  const remove = (user: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/check-ins/${id}`, headers: user.headers });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
    other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
    [owner, colleague] = acme.users as [TestUser, TestUser];
    const cycle = await createCycle(t, acme.companyId);
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: owner.id,
      keyResults: [{ title: 'Receita', start: 0, target: 1000, ownerId: owner.id }],
    });
    objectiveId = objective.id;
    kr = objective.keyResultIds[0] ?? '';
  });
  afterAll(() => t.close());

  it('edits the author’s latest check-in and moves the key result with it', async () => {
    const first = await post(owner, { value: 100, confidence: 'on_track' });
    const second = await post(owner, { value: 300, confidence: 'on_track', comment: 'ok' });

    const notLatest = await put(owner, first, { value: 150, confidence: 'on_track' });
    expect(notLatest.statusCode).toBe(403);
    expect(notLatest.json().message).toBe(checkInMessages.notLatest);

    const notAuthor = await put(acme.admin, second, { value: 1, confidence: 'on_track' });
    expect(notAuthor.statusCode).toBe(403);
    expect((await put(colleague, second, { value: 1, confidence: 'on_track' })).statusCode).toBe(
      403,
    );
    expect((await put(other.admin, second, { value: 1, confidence: 'on_track' })).statusCode).toBe(
      404,
    );

    const future = await put(owner, second, {
      value: 1,
      confidence: 'on_track',
      date: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(checkInMessages.futureDate);

    const edited = await put(owner, second, { value: 500, confidence: 'at_risk', comment: null });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: second,
      value: 500,
      previousValue: 100,
      confidence: 'at_risk',
      comment: null,
      editable: true,
    });
    expect(await readKeyResult(t, kr)).toMatchObject({
      currentValue: 500,
      confidence: 'at_risk',
      progress: 50,
    });
    expect(await readObjective(t, objectiveId)).toMatchObject({
      progress: 50,
      confidence: 'at_risk',
    });
    const [entry] = await readActivity(t, acme.companyId, second);
    expect(entry).toMatchObject({
      action: 'updated',
      objectiveId,
      before: { value: 300, confidence: 'on_track', comment: 'ok' },
      after: { value: 500, confidence: 'at_risk', comment: null },
    });
  });

  it('deletes the author’s latest check-in and restores the previous state', async () => {
    const latest = await post(owner, { value: 900, confidence: 'off_track' });
    expect(await readKeyResult(t, kr)).toMatchObject({ currentValue: 900, progress: 90 });

    expect((await remove(colleague, latest)).statusCode).toBe(403);
    expect((await remove(other.admin, latest)).statusCode).toBe(404);
    const deleted = await remove(owner, latest);
    expect(deleted.statusCode).toBe(204);

    const keyResult = await readKeyResult(t, kr);
    expect(keyResult).toMatchObject({ currentValue: 500, confidence: 'at_risk', progress: 50 });
    expect(await readObjective(t, objectiveId)).toMatchObject({ progress: 50 });
    const [entry] = await readActivity(t, acme.companyId, latest);
    expect(entry).toMatchObject({
      action: 'deleted',
      objectiveId,
      actorId: owner.id,
      before: { value: 900, confidence: 'off_track' },
      after: null,
    });
    expect((await remove(owner, latest)).statusCode).toBe(404);
  });

  it('lets an author change their latest even after someone else checked in', async () => {
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `/api/key-results/${kr}/check-ins`,
        headers: owner.headers,
      })
    ).json().data[0].id;
    const byAdmin = await post(acme.admin, { value: 700, confidence: 'on_track' });

    // Deleting the owner's one keeps the key result on the admin's newer check-in, and the admin's
    // check-in now starts from what came before the deleted one.
    expect((await remove(owner, mine)).statusCode).toBe(204);
    expect(await readKeyResult(t, kr)).toMatchObject({ currentValue: 700, confidence: 'on_track' });
    const [adminRow] = await t.db.select().from(checkIns).where(eq(checkIns.id, byAdmin));
    expect(adminRow).toMatchObject({ previousValue: 100, previousConfidence: 'on_track' });
  });

  it('goes back to the stored previous values when the last check-in goes', async () => {
    const rest = await t.db.select().from(checkIns).where(eq(checkIns.keyResultId, kr));
    for (const row of rest.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())) {
      const author = row.authorId === owner.id ? owner : acme.admin;
      expect((await remove(author, row.id)).statusCode).toBe(204);
    }
    const keyResult = await readKeyResult(t, kr);
    expect(keyResult).toMatchObject({
      currentValue: 0,
      confidence: null,
      progress: 0,
      lastCheckInAt: null,
    });
    expect(await readObjective(t, objectiveId)).toMatchObject({ progress: 0, confidence: null });
  });

  it('refuses changes once the objective is closed', async () => {
    const id = await post(owner, { value: 10, confidence: 'on_track' });
    await t.db.update(objectives).set({ status: 'closed' }).where(eq(objectives.id, objectiveId));
    const answer = await put(owner, id, { value: 20, confidence: 'on_track' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(objectiveMessages.closed);
    expect((await remove(owner, id)).statusCode).toBe(409);
  });
});
