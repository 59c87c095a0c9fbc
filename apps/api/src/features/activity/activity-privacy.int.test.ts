import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/account-fixtures';
import { createCompanyWithUsers, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: FixtureCompany;
let invitedId: string;
const email = uniqueEmail('convidada');

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/users/invite',
    headers: acme.admin.headers,
    payload: { name: 'Convidada', email, role: 'user' },
  });
  expect(invited.statusCode).toBe(201);
  invitedId = invited.json().id;
});
afterAll(() => t.close());

type Entry = {
  entityType: string;
  entityId: string;
  label: string;
  before: unknown;
  after: unknown;
};

async function userEntry(headers: Record<string, string>): Promise<Entry | undefined> {
  const response = await t.app.inject({ url: '/api/activity', headers });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Entry[]).find(
    (entry) => entry.entityType === 'user' && entry.entityId === invitedId,
  );
}

describe('GET /api/activity: user management entries', () => {
  it('shows admins the details', async () => {
    const entry = await userEntry(acme.admin.headers);
    expect(entry).toMatchObject({ label: 'Convidada', after: { email, role: 'user' } });
  });

  it('shows other people the entry without e-mail, role or status', async () => {
    const entry = await userEntry(acme.user.headers);
    expect(entry).toMatchObject({ label: 'Convidada', before: null, after: null });
  });
});
