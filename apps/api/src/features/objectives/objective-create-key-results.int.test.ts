import {
  type KeyResultBody,
  type ObjectiveCreateBody,
  objectiveMessages,
} from '@rumo/shared/objectives/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keyResults, objectives } from './objectives.table';
import { keyResultBody, objectiveBody } from './objectives.test-data';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;
let cycle: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  cycle = await createCycle(t, acme.companyId);
});
afterAll(() => t.close());

/** POST /api/objectives' body: the objective's fields plus its key results. */
function createBody({
  keyResults = [],
  ...fields
}: Parameters<typeof objectiveBody>[0] & { keyResults?: KeyResultBody[] }): ObjectiveCreateBody {
  return { ...objectiveBody(fields), keyResults };
}

const create = (payload: object, headers = acme.admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/objectives', headers, payload });

const objectivesTitled = (title: string) =>
  t.db
    .select({ id: objectives.id })
    .from(objectives)
    .where(and(eq(objectives.companyId, acme.companyId), eq(objectives.title, title)));

describe('POST /api/objectives with key results', () => {
  it('creates the objective with three key results, in order, in one request', async () => {
    const response = await create(
      createBody({
        cycleId: cycle.id,
        ownerId: acme.admin.id,
        title: 'Encantar clientes',
        keyResults: [
          keyResultBody({ ownerId: acme.admin.id, title: 'NPS de 20 para 60' }),
          keyResultBody({
            ownerId: acme.user.id,
            title: 'Churn abaixo de 2%',
            type: 'keep_below',
            start: 2,
            target: 2,
            unit: 'percent',
          }),
          keyResultBody({
            ownerId: acme.admin.id,
            title: 'Lançar o portal',
            type: 'binary',
            start: 0,
            target: 1,
            weight: 2,
          }),
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const detail = response.json();
    expect(detail).toMatchObject({ title: 'Encantar clientes', keyResultCount: 3 });
    expect(detail.keyResults.map((kr: { title: string }) => kr.title)).toEqual([
      'NPS de 20 para 60',
      'Churn abaixo de 2%',
      'Lançar o portal',
    ]);
    expect(detail.keyResults[1]).toMatchObject({
      owner: { id: acme.user.id },
      current: 2,
      progress: 100,
      trend: [],
    });
    // Weighted: (0·1 + 100·1 + 0·2) / 4.
    expect(detail.progress).toBe(25);

    const activity = await t.app.inject({
      url: `/api/objectives/${detail.id}/activity`,
      headers: acme.admin.headers,
    });
    expect(activity.json().total).toBe(4);
  });

  it('still creates an objective without key results', async () => {
    const response = await create(createBody({ cycleId: cycle.id, ownerId: acme.admin.id }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ keyResultCount: 0, keyResults: [] });
  });

  it('rolls everything back when one key result is refused by the database checks', async () => {
    const title = 'Objetivo que não deve existir';
    const response = await create(
      createBody({
        cycleId: cycle.id,
        ownerId: acme.admin.id,
        title,
        keyResults: [
          keyResultBody({ ownerId: acme.admin.id, title: 'Primeiro resultado' }),
          keyResultBody({ ownerId: other.admin.id, title: 'Dono de outra empresa' }),
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'keyResults.1.ownerId', message: objectiveMessages.unknownReference },
    ]);
    expect(await objectivesTitled(title)).toEqual([]);
    const orphans = await t.db
      .select({ id: keyResults.id })
      .from(keyResults)
      .where(eq(keyResults.title, 'Primeiro resultado'));
    expect(orphans).toEqual([]);
  });

  it('points schema errors at the key result and its field, in pt-BR', async () => {
    const title = 'Objetivo com meta inválida';
    const response = await create(
      createBody({
        cycleId: cycle.id,
        ownerId: acme.admin.id,
        title,
        keyResults: [
          keyResultBody({ ownerId: acme.admin.id }),
          keyResultBody({ ownerId: acme.admin.id, start: 50, target: 10 }),
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      path: 'keyResults.1.target',
      message: 'Para aumentar, a meta deve ser maior que o valor inicial.',
    });
    expect(await objectivesTitled(title)).toEqual([]);
  });

  it('refuses key results on an objective the caller could not add them to', async () => {
    const response = await create(
      createBody({
        cycleId: cycle.id,
        ownerId: acme.user.id,
        level: 'individual',
        keyResults: [keyResultBody({ ownerId: acme.user.id })],
      }),
      acme.admin.headers,
    );
    // An admin may; the same body from a user for someone else is refused before anything runs.
    expect(response.statusCode).toBe(201);
    const refused = await create(
      createBody({
        cycleId: cycle.id,
        ownerId: acme.admin.id,
        level: 'individual',
        keyResults: [keyResultBody({ ownerId: acme.user.id })],
      }),
      acme.user.headers,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('keeps editing as it was: PUT takes no key results', async () => {
    const created = (
      await create(
        createBody({
          cycleId: cycle.id,
          ownerId: acme.admin.id,
          keyResults: [keyResultBody({ ownerId: acme.admin.id })],
        }),
      )
    ).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/objectives/${created.id}`,
      headers: acme.admin.headers,
      payload: {
        ...objectiveBody({ cycleId: cycle.id, ownerId: acme.admin.id, title: 'Título novo' }),
        keyResults: [],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Título novo', keyResultCount: 1 });
  });
});
