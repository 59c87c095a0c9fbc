import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { initiativeMessages } from '@rumo/shared/objectives/initiatives';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/account-fixtures';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { keyResultBody } from '../objectives.test-data';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;
let cycle: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 3 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  cycle = await createCycle(t, acme.companyId);
});
afterAll(() => t.close());

const as = (user: TestUser) => ({
  get: (url: string) => t.app.inject({ url, headers: user.headers }),
  send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, payload }),
});

const milestoneSetting = (on: boolean) =>
  as(acme.admin).send('PUT', '/api/settings', {
    companyName: 'Empresa Teste',
    checkInWeekDay: 1,
    timeZone: 'America/Sao_Paulo',
    defaultCycleLengthMonths: 3,
    milestoneKeyResults: on,
  });

/** An objective owned by users[0], one key result owned by users[1] of `type` (start 0 → 10). */
async function setup() {
  const [objectiveOwner, keyResultOwner] = acme.users as [TestUser, TestUser];
  const objective = await createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: objectiveOwner.id,
    keyResults: [{ ownerId: keyResultOwner.id, start: 0, target: 10, current: 5 }],
  });
  return { objective, keyResultId: objective.keyResultIds[0] as string };
}

async function addMilestoneKr(objectiveId: string) {
  const created = await as(acme.admin).send(
    'POST',
    `/api/objectives/${objectiveId}/key-results`,
    keyResultBody({ ownerId: acme.admin.id, type: 'milestone', start: 0, target: 1 }),
  );
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
}

const add = (user: TestUser, keyResultId: string, title: string, extra: object = {}) =>
  as(user).send('POST', `/api/key-results/${keyResultId}/initiatives`, {
    title,
    ownerId: acme.users[2]?.id,
    ...extra,
  });

const keyResult = async (objectiveId: string, id: string) => {
  const detail = (await as(acme.admin).get(`/api/objectives/${objectiveId}`)).json();
  return {
    objective: detail.progress as number,
    kr: detail.keyResults.find((kr: { id: string }) => kr.id === id),
  };
};

describe('initiatives', () => {
  it('are added, listed in order, edited, reordered and deleted by the key result managers', async () => {
    const { objective, keyResultId } = await setup();
    const first = await add(acme.admin, keyResultId, 'Contratar SDR', { dueDate: '2026-12-01' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      keyResultId,
      objectiveId: objective.id,
      title: 'Contratar SDR',
      status: 'not_started',
      dueDate: '2026-12-01',
      position: 0,
      owner: { id: acme.users[2]?.id },
    });
    // The objective's owner and the key result's owner manage them too.
    expect(
      (await add(acme.users[0] as TestUser, keyResultId, 'Roteiro de ligações')).statusCode,
    ).toBe(201);
    expect((await add(acme.users[1] as TestUser, keyResultId, 'Lista de contas')).statusCode).toBe(
      201,
    );

    const list = (
      await as(acme.users[2] as TestUser).get(`/api/key-results/${keyResultId}/initiatives`)
    ).json().data;
    expect(list.map((i: { title: string }) => i.title)).toEqual([
      'Contratar SDR',
      'Roteiro de ligações',
      'Lista de contas',
    ]);

    const ids = list.map((i: { id: string }) => i.id).reverse();
    const reordered = await as(acme.admin).send(
      'PUT',
      `/api/key-results/${keyResultId}/initiatives/order`,
      { ids },
    );
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.map((i: { id: string }) => i.id)).toEqual(ids);
    const partial = await as(acme.admin).send(
      'PUT',
      `/api/key-results/${keyResultId}/initiatives/order`,
      {
        ids: ids.slice(1),
      },
    );
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(initiativeMessages.orderMismatch);

    const edited = await as(acme.admin).send('PUT', `/api/initiatives/${first.json().id}`, {
      title: 'Contratar dois SDRs',
      ownerId: acme.admin.id,
      status: 'in_progress',
      dueDate: null,
    });
    expect(edited.json()).toMatchObject({
      title: 'Contratar dois SDRs',
      status: 'in_progress',
      dueDate: null,
    });

    const objectiveList = (
      await as(acme.admin).get(`/api/objectives/${objective.id}/initiatives`)
    ).json().data;
    expect(objectiveList).toHaveLength(3);

    expect(
      (await as(acme.admin).send('DELETE', `/api/initiatives/${first.json().id}`)).statusCode,
    ).toBe(204);
    expect(
      (await as(acme.admin).get(`/api/key-results/${keyResultId}/initiatives`)).json().data,
    ).toHaveLength(2);

    const activity = (await as(acme.admin).get(`/api/objectives/${objective.id}/activity`)).json()
      .data;
    const actions = activity
      .filter((entry: { entityType: string }) => entry.entityType === 'initiative')
      .map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['created', 'updated', 'deleted']));
  });

  it('let only their owner (besides the managers) change the status, and nobody else edit them', async () => {
    const { keyResultId } = await setup();
    const created = (await add(acme.admin, keyResultId, 'Treinar o time')).json();
    const owner = acme.users[2] as TestUser;
    const stranger = other.admin;

    // A user who neither manages the key result nor owns the initiative: refused.
    expect((await add(owner, keyResultId, 'Por conta própria')).statusCode).toBe(403);
    const edit = await as(owner).send('PUT', `/api/initiatives/${created.id}`, {
      title: 'Outro título',
      ownerId: owner.id,
      status: 'done',
    });
    expect(edit.statusCode).toBe(403);
    expect((await as(owner).send('DELETE', `/api/initiatives/${created.id}`)).statusCode).toBe(403);

    const done = await as(owner).send('PATCH', `/api/initiatives/${created.id}/status`, {
      status: 'done',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('done');

    // Another company's user sees a 404, never the initiative.
    expect((await as(stranger).get(`/api/key-results/${keyResultId}/initiatives`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await as(stranger).send('PATCH', `/api/initiatives/${created.id}/status`, {
          status: 'canceled',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await as(other.admin).send('DELETE', `/api/initiatives/${created.id}`)).statusCode,
    ).toBe(404);

    const activity = (await as(acme.admin).get('/api/activity')).json().data;
    expect(
      activity.find((entry: { entityId: string }) => entry.entityId === created.id),
    ).toMatchObject({
      action: 'completed',
      label: 'Treinar o time',
    });
  });

  it('are 404 to who owns something under an objective they may not see', async () => {
    const [, keyResultOwner, initiativeOwner] = acme.users as [TestUser, TestUser, TestUser];
    const secret = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      private: true,
      keyResults: [{ ownerId: keyResultOwner.id, start: 0, target: 10, current: 5 }],
    });
    const keyResultId = secret.keyResultIds[0] as string;
    const created = (await add(acme.admin, keyResultId, 'Plano sigiloso')).json();
    const url = `/api/initiatives/${created.id}`;
    const body = { title: 'Outro título', ownerId: initiativeOwner.id, status: 'done' };

    const added = await add(keyResultOwner, keyResultId, 'Por fora');
    expect(added.statusCode).toBe(404);
    expect(added.json().message).toBe(objectiveMessages.keyResultNotFound);
    const order = `/api/key-results/${keyResultId}/initiatives/order`;
    expect((await as(keyResultOwner).send('PUT', order, { ids: [created.id] })).statusCode).toBe(
      404,
    );
    for (const response of [
      await as(keyResultOwner).send('PUT', url, body),
      await as(keyResultOwner).send('DELETE', url),
      await as(initiativeOwner).send('PATCH', `${url}/status`, { status: 'done' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(initiativeMessages.notFound);
    }
    const kept = (await as(acme.admin).get(`/api/key-results/${keyResultId}/initiatives`)).json();
    expect(kept.data).toMatchObject([
      { id: created.id, title: 'Plano sigiloso', status: 'not_started' },
    ]);
  });

  it('never move a key result of another type, and show up as mine while open', async () => {
    const { objective, keyResultId } = await setup();
    const before = await keyResult(objective.id, keyResultId);
    const a = (
      await add(acme.admin, keyResultId, 'Campanha de e-mail', { dueDate: '2020-01-01' })
    ).json();
    await add(acme.admin, keyResultId, 'Webinar', { status: 'done' });
    await as(acme.admin).send('PATCH', `/api/initiatives/${a.id}/status`, { status: 'done' });
    const after = await keyResult(objective.id, keyResultId);
    expect(after.kr).toMatchObject({ current: 5, target: 10, progress: 50 });
    expect(after).toEqual(before);

    const b = (
      await add(acme.admin, keyResultId, 'Página de preços', { dueDate: '2020-02-01' })
    ).json();
    const mine = (await as(acme.users[2] as TestUser).get('/api/initiatives/mine')).json().data;
    const mineIds = mine.map((i: { id: string }) => i.id);
    expect(mineIds).toContain(b.id);
    expect(mineIds).not.toContain(a.id);
    expect(mine.find((i: { id: string }) => i.id === b.id)).toMatchObject({
      keyResultTitle: 'Resultado-chave 1',
      objectiveTitle: objective.title,
    });
    expect((await as(acme.admin).get('/api/initiatives/mine')).json().data).toEqual([]);
    // Minha semana lists the same, in the same answer as its other sections.
    const week = (await as(acme.users[2] as TestUser).get('/api/my-week')).json();
    expect(week.initiatives.map((i: { id: string }) => i.id)).toEqual(mineIds);
  });

  it('refuse the milestone type while the company setting is off', async () => {
    const { objective, keyResultId } = await setup();
    expect((await milestoneSetting(false)).json().milestoneKeyResults).toBe(false);
    const body = keyResultBody({ ownerId: acme.admin.id, type: 'milestone', start: 0, target: 1 });
    const refused = await as(acme.admin).send(
      'POST',
      `/api/objectives/${objective.id}/key-results`,
      body,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'type', message: initiativeMessages.milestoneDisabled },
    ]);
    expect(
      (await as(acme.admin).send('PUT', `/api/key-results/${keyResultId}`, body)).statusCode,
    ).toBe(400);
    const withObjective = await as(acme.admin).send('POST', '/api/objectives', {
      cycleId: cycle.id,
      title: 'Objetivo com marcos',
      level: 'company',
      ownerId: acme.admin.id,
      keyResults: [body],
    });
    expect(withObjective.statusCode).toBe(400);
    expect(withObjective.json().issues[0].path).toBe('keyResults.0.type');
  });

  it('score a milestone key result: done out of not canceled, the objective following in the same write', async () => {
    await milestoneSetting(true);
    const { objective, keyResultId } = await setup();
    const milestone = await addMilestoneKr(objective.id);
    expect((await keyResult(objective.id, milestone)).kr).toMatchObject({
      start: 0,
      target: 0,
      current: 0,
      progress: 0,
    });

    const ids: string[] = [];
    for (const title of ['Marco A', 'Marco B', 'Marco C', 'Marco D']) {
      ids.push((await add(acme.admin, milestone, title)).json().id);
    }
    const status = (id: string | undefined, value: string) =>
      as(acme.admin).send('PATCH', `/api/initiatives/${id}/status`, { status: value });
    await status(ids[0], 'done');
    let state = await keyResult(objective.id, milestone);
    expect(state.kr).toMatchObject({ current: 1, target: 4, progress: 25 });
    // The other key result stands at 50%: (50 + 25) / 2.
    expect(state.objective).toBe(37.5);

    await status(ids[1], 'canceled');
    state = await keyResult(objective.id, milestone);
    expect(state.kr).toMatchObject({ current: 1, target: 3, progress: 33.3 });

    await as(acme.admin).send('DELETE', `/api/initiatives/${ids[2]}`);
    await status(ids[3], 'done');
    state = await keyResult(objective.id, milestone);
    expect(state.kr).toMatchObject({ current: 2, target: 2, progress: 100 });
    expect(state.objective).toBe(75);
    // Untouched: the numeric key result.
    expect((await keyResult(objective.id, keyResultId)).kr.progress).toBe(50);

    // Turning the setting off keeps existing milestone key results editable.
    await milestoneSetting(false);
    const edit = await as(acme.admin).send(
      'PUT',
      `/api/key-results/${milestone}`,
      keyResultBody({
        ownerId: acme.admin.id,
        type: 'milestone',
        start: 5,
        target: 50,
        title: 'Entregas',
      }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ start: 0, target: 2, current: 2, progress: 100 });
  });

  it('take a check-in on a milestone key result as confidence and comment, the value derived', async () => {
    await milestoneSetting(true);
    const { objective } = await setup();
    const milestone = await addMilestoneKr(objective.id);
    const first = (await add(acme.admin, milestone, 'Marco 1')).json();
    await add(acme.admin, milestone, 'Marco 2');
    await as(acme.admin).send('PATCH', `/api/initiatives/${first.id}/status`, { status: 'done' });

    const checkIn = await as(acme.admin).send('POST', `/api/key-results/${milestone}/check-ins`, {
      value: 999,
      confidence: 'at_risk',
      comment: 'Segundo marco atrasou',
    });
    expect(checkIn.statusCode).toBe(201);
    expect(checkIn.json()).toMatchObject({ value: 1, confidence: 'at_risk' });
    let state = await keyResult(objective.id, milestone);
    expect(state.kr).toMatchObject({ current: 1, target: 2, progress: 50, confidence: 'at_risk' });

    // An edit keeps the recorded value; its removal leaves the initiatives' score in place.
    const edited = await as(acme.admin).send('PUT', `/api/check-ins/${checkIn.json().id}`, {
      value: 0,
      confidence: 'on_track',
      comment: 'Recuperado',
    });
    expect(edited.json()).toMatchObject({ value: 1, confidence: 'on_track' });
    expect(
      (await as(acme.admin).send('DELETE', `/api/check-ins/${checkIn.json().id}`)).statusCode,
    ).toBe(204);
    state = await keyResult(objective.id, milestone);
    expect(state.kr).toMatchObject({ current: 1, target: 2, progress: 50 });

    // A check-in after another initiative is done records the new count (no stale remembered value).
    const second = await as(acme.admin).send('POST', `/api/key-results/${milestone}/check-ins`, {
      value: 0,
      confidence: 'on_track',
    });
    expect(second.json().value).toBe(1);
    const list = (await as(acme.admin).get(`/api/key-results/${milestone}/initiatives`)).json()
      .data;
    await as(acme.admin).send('PATCH', `/api/initiatives/${list[1].id}/status`, { status: 'done' });
    const third = await as(acme.admin).send('POST', `/api/key-results/${milestone}/check-ins`, {
      value: 0,
      confidence: 'on_track',
    });
    expect(third.json().value).toBe(2);
    expect((await keyResult(objective.id, milestone)).kr).toMatchObject({
      current: 2,
      progress: 100,
    });
  });

  it('are closed to writes on a closed objective', async () => {
    const { objective, keyResultId } = await setup();
    await t.app.inject({
      method: 'POST',
      url: `/api/objectives/${objective.id}/close`,
      headers: acme.admin.headers,
      payload: { result: 'achieved' },
    });
    const refused = await add(acme.admin, keyResultId, 'Tarde demais');
    expect(refused.statusCode).toBe(409);
  });
});
