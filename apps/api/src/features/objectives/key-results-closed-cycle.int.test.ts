import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keyResultBody } from './objectives.test-data';

let t: TestApp;
let acme: FixtureCompany;
beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
});
afterAll(() => t.close());

describe('key results of an open objective in a closed cycle', () => {
  it('cannot be added, edited or deleted (409)', async () => {
    const cycle = await createCycle(t, acme.companyId, { status: 'closed' });
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [{}],
    });
    const [keyResultId] = objective.keyResultIds;
    const payload = keyResultBody({ ownerId: acme.admin.id });
    const headers = acme.admin.headers;
    const responses = [
      await t.app.inject({
        method: 'POST',
        url: `/api/objectives/${objective.id}/key-results`,
        headers,
        payload,
      }),
      await t.app.inject({
        method: 'PUT',
        url: `/api/key-results/${keyResultId}`,
        headers,
        payload,
      }),
      await t.app.inject({ method: 'DELETE', url: `/api/key-results/${keyResultId}`, headers }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(cycleMessages.closed);
    }
  });
});
