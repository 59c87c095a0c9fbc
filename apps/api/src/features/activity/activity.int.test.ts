import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers, createCycle, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keyResultBody, objectiveBody } from '../objectives/objectives.test-data';
import { recordActivity } from './activity.service';

let t: TestApp;
let acme: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
});
afterAll(() => t.close());

type Entry = {
  entityType: string;
  action: string;
  label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actor: { name: string } | null;
};

describe('activity', () => {
  it("keeps an objective's timeline with its key results and check-ins", async () => {
    const headers = acme.admin.headers;
    const cycle = await createCycle(t, acme.companyId);
    const body = objectiveBody({ cycleId: cycle.id, ownerId: acme.admin.id, title: 'Vender mais' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/objectives',
      headers,
      payload: body,
    });
    const id = created.json().id;
    const url = `/api/objectives/${id}`;
    await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...body, title: 'Vender muito mais', ownerId: acme.user.id },
    });
    const kr = await t.app.inject({
      method: 'POST',
      url: `${url}/key-results`,
      headers,
      payload: keyResultBody({ ownerId: acme.user.id }),
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/key-results/${kr.json().id}`,
      headers,
      payload: keyResultBody({ ownerId: acme.user.id, target: 80 }),
    });
    // Check-ins log themselves with the objective's id; the timeline must pick them up.
    await recordActivity(t.db, {
      companyId: acme.companyId,
      actorId: acme.user.id,
      entityType: 'check_in',
      entityId: kr.json().id,
      objectiveId: id,
      action: 'created',
      label: 'Chegar a NPS 60',
      after: { value: 30 },
    });
    await t.app.inject({
      method: 'POST',
      url: `${url}/close`,
      headers,
      payload: { result: 'partial' },
    });
    await t.app.inject({ method: 'POST', url: `${url}/reopen`, headers });

    const timeline = await t.app.inject({ url: `${url}/activity`, headers: acme.user.headers });
    expect(timeline.statusCode).toBe(200);
    const entries = timeline.json().data as Entry[];
    expect(entries.map((entry) => `${entry.entityType}:${entry.action}`)).toEqual([
      'objective:reopened',
      'objective:closed',
      'check_in:created',
      'key_result:updated',
      'key_result:created',
      'objective:updated',
      'objective:created',
    ]);
    const updated = entries[5] as Entry;
    expect(updated).toMatchObject({
      label: 'Vender muito mais',
      actor: { name: 'Admin 1' },
      before: { title: 'Vender mais', owner: 'Admin 1' },
      after: { title: 'Vender muito mais', owner: 'Pessoa 1' },
    });
    expect(Object.keys(updated.after ?? {}).sort()).toEqual(['owner', 'title']);
    expect(entries[3]).toMatchObject({ before: { target: 60 }, after: { target: 80 } });
    expect(entries[1]).toMatchObject({ after: { status: 'closed', result: 'partial' } });

    const page = await t.app.inject({
      url: `${url}/activity?page=2&limit=5`,
      headers,
    });
    expect(page.json()).toMatchObject({ page: 2, limit: 5, total: 7 });
    expect(page.json().data).toHaveLength(2);

    await t.app.inject({ method: 'DELETE', url, headers });
    const companyWide = await t.app.inject({ url: '/api/activity?limit=3', headers });
    expect(companyWide.json().total).toBe(8);
    expect(companyWide.json().data[0]).toMatchObject({
      entityType: 'objective',
      action: 'deleted',
      before: { title: 'Vender muito mais', keyResults: ['Chegar a NPS 60'] },
      after: null,
    });
  });

  it('logs cycle and planning changes too, and requires sign-in', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const headers = company.admin.headers;
    await t.app.inject({
      method: 'POST',
      url: '/api/cycles',
      headers,
      payload: { name: 'Q1', startDate: '2026-01-01', endDate: '2026-03-31' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/planning',
      headers,
      payload: { mission: 'Missão', vision: null, values: [] },
    });
    const response = await t.app.inject({ url: '/api/activity', headers });
    expect(response.json().data.map((entry: Entry) => entry.entityType)).toEqual([
      'planning',
      'cycle',
    ]);
    expect((await t.app.inject({ url: '/api/activity' })).statusCode).toBe(401);
  });
});
