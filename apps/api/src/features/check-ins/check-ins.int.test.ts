import { checkInMessages } from '@rumo/shared/check-ins/contracts';
import { errorMessages } from '@rumo/shared/common/errors';
import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { todayInTimeZone } from '@rumo/shared/okr/week';
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

describe('check-ins: create and list', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let other: FixtureCompany;
  let owner: TestUser;
  let colleague: TestUser;
  let objectiveId: string;
  let krA: string;
  let krB: string;

  const post = (user: TestUser, keyResultId: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/key-results/${keyResultId}/check-ins`,
      headers: user.headers,
      payload,
    });
  const list = (user: TestUser, keyResultId: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/key-results/${keyResultId}/check-ins${query}`,
      headers: user.headers,
    });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
    other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Outra' });
    [owner, colleague] = acme.users as [TestUser, TestUser];
    const cycle = await createCycle(t, acme.companyId);
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [
        { title: 'Clientes', start: 0, target: 200, ownerId: owner.id, weight: 3 },
        { title: 'Churn', type: 'decrease', start: 10, target: 5, ownerId: colleague.id },
      ],
    });
    objectiveId = objective.id;
    [krA, krB] = objective.keyResultIds as [string, string];
  });
  afterAll(() => t.close());

  it('lets the owner check in, moving the key result and its objective', async () => {
    const response = await post(owner, krA, {
      value: 50,
      confidence: 'at_risk',
      comment: '  Bom ritmo  ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      keyResultId: krA,
      value: 50,
      previousValue: 0,
      confidence: 'at_risk',
      comment: 'Bom ritmo',
      date: todayInTimeZone(new Date(), 'America/Sao_Paulo'),
      author: { id: owner.id, name: owner.name, avatar: null },
      editable: true,
    });

    const keyResult = await readKeyResult(t, krA);
    expect(keyResult).toMatchObject({ currentValue: 50, confidence: 'at_risk', progress: 25 });
    expect(keyResult.lastCheckInAt?.toISOString()).toBe(body.createdAt);
    // (25 × 3 + 0 × 1) / 4, worst confidence of the two.
    expect(await readObjective(t, objectiveId)).toMatchObject({
      progress: 18.8,
      confidence: 'at_risk',
    });

    const [entry] = await readActivity(t, acme.companyId, body.id);
    expect(entry).toMatchObject({
      entityType: 'check_in',
      action: 'created',
      objectiveId,
      actorId: owner.id,
      label: 'Clientes',
      after: { value: 50, confidence: 'at_risk', comment: 'Bom ritmo' },
    });
  });

  it('keeps the previous value and confidence on the next check-in', async () => {
    const response = await post(owner, krA, {
      value: '80',
      confidence: 'on_track',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ value: 80, previousValue: 50 });
    expect(await readKeyResult(t, krA)).toMatchObject({ currentValue: 80, progress: 40 });
  });

  it('refuses a date in the future with a pt-BR message', async () => {
    const response = await post(owner, krA, {
      value: 1,
      confidence: 'on_track',
      date: '2999-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: checkInMessages.futureDate,
      issues: [{ path: 'date', message: checkInMessages.futureDate }],
    });
  });

  it('validates the body in pt-BR', async () => {
    const response = await post(owner, krA, { confidence: 'talvez', comment: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(400);
    const issues: { path: string; message: string }[] = response.json().issues;
    expect(issues.find((issue) => issue.path === 'value')?.message).toBe('Informe o valor atual.');
    expect(issues.find((issue) => issue.path === 'comment')?.message).toBe(
      'O comentário deve ter no máximo 2000 caracteres.',
    );
    expect(issues.some((issue) => issue.path === 'confidence')).toBe(true);

    const badDate = await post(owner, krA, {
      value: 1,
      confidence: 'on_track',
      date: '15/01/2020',
    });
    expect(badDate.json().issues).toEqual([{ path: 'date', message: 'Informe uma data válida.' }]);
  });

  it("forbids checking in on another person's key result, but not to an admin", async () => {
    const forbidden = await post(colleague, krA, { value: 90, confidence: 'on_track' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(errorMessages.forbidden);

    const byAdmin = await post(acme.admin, krB, { value: 8, confidence: 'off_track' });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toMatchObject({ author: { id: acme.admin.id }, previousValue: 10 });
    expect(await readKeyResult(t, krB)).toMatchObject({ currentValue: 8, progress: 40 });
  });

  it('answers 404 to another company and for unknown key results, 401 without a session', async () => {
    const outsider = await post(other.admin, krA, { value: 1, confidence: 'on_track' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe(objectiveMessages.keyResultNotFound);
    expect((await list(other.user, krA)).statusCode).toBe(404);
    const unknown = await post(owner, '00000000-0000-4000-8000-000000000000', {
      value: 1,
      confidence: 'on_track',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await list(owner, 'not-a-uuid')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/key-results/${krA}/check-ins`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists newest first, paginated, with only the caller’s latest one editable', async () => {
    await post(acme.admin, krA, { value: 90, confidence: 'on_track' });
    const asOwner = await list(owner, krA);
    expect(asOwner.statusCode).toBe(200);
    const page = asOwner.json();
    expect(page).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(page.data.map((item: { value: number }) => item.value)).toEqual([90, 80, 50]);
    expect(page.data.map((item: { editable: boolean }) => item.editable)).toEqual([
      false,
      true,
      false,
    ]);

    const asAdmin = (await list(acme.admin, krA)).json();
    expect(asAdmin.data.map((item: { editable: boolean }) => item.editable)).toEqual([
      true,
      false,
      false,
    ]);
    const second = (await list(colleague, krA, '?page=2&limit=2')).json();
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(second.data.map((item: { value: number }) => item.value)).toEqual([50]);
    expect((await list(owner, krA, '?limit=101')).statusCode).toBe(400);
  });

  it('refuses check-ins on a closed objective or in a closed cycle', async () => {
    const closedCycle = await createCycle(t, acme.companyId, {
      name: 'Passado',
      startDate: '2020-01-01',
      endDate: '2020-03-31',
      status: 'closed',
    });
    const inClosedCycle = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: closedCycle.id,
      ownerId: owner.id,
      keyResults: [{ ownerId: owner.id }],
    });
    const closedObjective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: (await createCycle(t, acme.companyId, { status: 'planning' })).id,
      ownerId: owner.id,
      status: 'closed',
      keyResults: [{ ownerId: owner.id }],
    });
    const cycleAnswer = await post(owner, inClosedCycle.keyResultIds[0] ?? '', {
      value: 1,
      confidence: 'on_track',
    });
    expect(cycleAnswer.statusCode).toBe(409);
    expect(cycleAnswer.json().message).toBe(cycleMessages.closed);
    const objectiveAnswer = await post(owner, closedObjective.keyResultIds[0] ?? '', {
      value: 1,
      confidence: 'on_track',
    });
    expect(objectiveAnswer.statusCode).toBe(409);
    expect(objectiveAnswer.json().message).toBe(objectiveMessages.closed);
  });
});
