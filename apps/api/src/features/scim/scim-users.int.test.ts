import { billingMessages } from '@rumo/shared/billing/contracts';
import { SCIM_SCHEMAS, scimMessages } from '@rumo/shared/scim/resources';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/account-fixtures';
import { defaultPlans } from '../../test/checkout-fixtures';
import { createCompanyWithUsers, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activityLog } from '../activity/activity.table';
import { issueSession, sessions } from '../auth/public';
import { subscriptions } from '../billing/public';
import { users } from '../users/public';
import { createScimClient, type ScimClient } from './scim-fixtures';

let t: TestApp;
let company: FixtureCompany;
let scim: ScimClient;

beforeAll(async () => {
  t = await createTestApp();
  company = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Contoso' });
  scim = await createScimClient(t, company.admin);
});
afterAll(() => t.close());

const error = (status: number, scimType?: string) => ({
  schemas: [SCIM_SCHEMAS.error],
  status: String(status),
  ...(scimType ? { scimType } : {}),
});

describe('Users as Microsoft Entra ID sends them (its SCIM validator test requests)', () => {
  it('creates, finds by userName and e-mail, patches and disables a user', async () => {
    // "Create User": userName is not an e-mail there; the work e-mail is.
    const created = await scim.call('POST', '/Users', {
      schemas: [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterpriseUser],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName: 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1',
      active: true,
      emails: [
        {
          primary: true,
          type: 'work',
          value: 'Test_User_fd0ea19b-0777-472c-9f96-4f70d2226f2e@testuser.com',
        },
      ],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toContain('application/scim+json');
    const user = created.json();
    expect(user).toMatchObject({
      schemas: [SCIM_SCHEMAS.user],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName: 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1',
      active: true,
      displayName: 'givenName familyName',
      emails: [
        {
          value: 'test_user_fd0ea19b-0777-472c-9f96-4f70d2226f2e@testuser.com',
          type: 'work',
          primary: true,
        },
      ],
      meta: {
        resourceType: 'User',
        location: `${t.app.config.publicUrl}/scim/v2/Users/${user.id}`,
      },
    });
    expect(created.headers.location).toBe(user.meta.location);
    expect(created.headers.etag).toBe(user.meta.version);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ companyId: company.companyId, role: 'user', status: 'active' });

    // "Get User by query" and "Get User by query - Zero results".
    const byUserName = await scim.call(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1"')}`,
    );
    expect(byUserName.json()).toMatchObject({
      schemas: [SCIM_SCHEMAS.listResponse],
      totalResults: 1,
      startIndex: 1,
      itemsPerPage: 1,
      Resources: [{ id: user.id }],
    });
    const none = await scim.call(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "non-existent user"')}`,
    );
    expect(none.json()).toMatchObject({ totalResults: 0, Resources: [] });
    const byEmail = await scim.call(
      'GET',
      `/Users?filter=${encodeURIComponent(`emails[type eq "work"].value eq "${user.emails[0].value}"`)}`,
    );
    expect(byEmail.json().Resources.map((r: { id: string }) => r.id)).toEqual([user.id]);
    const byExternalId = await scim.call(
      'GET',
      `/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`,
    );
    expect(byExternalId.json().totalResults).toBe(1);

    // "Update User [Multi-valued properties]" (Entra writes "Replace").
    const multi = await scim.call('PATCH', `/Users/${user.id}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [
        {
          op: 'Replace',
          path: 'emails[type eq "work"].value',
          value: 'updatedEmail@microsoft.com',
        },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
      ],
    });
    expect(multi.statusCode).toBe(200);
    expect(multi.json()).toMatchObject({
      emails: [{ value: 'updatedemail@microsoft.com' }],
      name: { givenName: 'givenName', familyName: 'updatedFamilyName' },
    });

    // "Update User [Single-valued properties]": the userName becomes an e-mail.
    const single = await scim.call('PATCH', `/Users/${user.id}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [
        {
          op: 'Replace',
          path: 'userName',
          value: '5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com',
        },
      ],
    });
    expect(single.json()).toMatchObject({
      userName: '5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com',
      emails: [{ value: '5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com' }],
    });

    // "Disable User", with the string "False" Entra sends.
    const disabled = await scim.call('PATCH', `/Users/${user.id}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.json()).toMatchObject({ active: false });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.status).toBe('disabled');
    const filtered = await scim.call(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com"')}`,
    );
    expect(filtered.json().Resources[0]).toMatchObject({ id: user.id, active: false });

    // Re-enabled through a path-less value object with "True".
    const enabled = await scim.call('PATCH', `/Users/${user.id}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [{ op: 'replace', value: { active: 'True' } }],
    });
    expect(enabled.json()).toMatchObject({ active: true });

    // "Delete User": 204, and the person stays (deactivated) with their OKRs.
    const deleted = await scim.call('DELETE', `/Users/${user.id}`);
    expect(deleted.statusCode).toBe(204);
    const [kept] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(kept?.status).toBe('disabled');
  });

  it('answers 409 uniqueness for an e-mail or userName already taken', async () => {
    const taken = await scim.call('POST', '/Users', {
      schemas: [SCIM_SCHEMAS.user],
      userName: company.users[0]?.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ ...error(409, 'uniqueness'), detail: scimMessages.emailTaken });
    // Someone of another company: the same answer (e-mails are unique across Rumo).
    const outsider = await createTestUser(t);
    const elsewhere = await scim.call('POST', '/Users', {
      schemas: [SCIM_SCHEMAS.user],
      userName: outsider.email,
    });
    expect(elsewhere.statusCode).toBe(409);
    const first = {
      schemas: [SCIM_SCHEMAS.user],
      userName: 'UPN_Entra_1',
      emails: [{ value: 'upn1@contoso.test' }],
    };
    expect((await scim.call('POST', '/Users', first)).statusCode).toBe(201);
    const sameUserName = await scim.call('POST', '/Users', {
      ...first,
      emails: [{ value: 'upn2@contoso.test' }],
    });
    expect(sameUserName.json()).toMatchObject({
      ...error(409, 'uniqueness'),
      detail: scimMessages.userNameTaken,
    });
  });
});

describe('Users as Okta sends them (SCIM 2.0 protocol reference)', () => {
  it('checks, creates, reads, replaces and deactivates a user, ending their sessions', async () => {
    const userName = 'test.user@okta.local';
    const check = await scim.call(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}&startIndex=1&count=100`,
    );
    expect(check.json()).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0 });

    const created = await scim.call('POST', '/Users', {
      schemas: [SCIM_SCHEMAS.user],
      userName,
      name: { givenName: 'Test', familyName: 'User' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Test User',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({ userName, displayName: 'Test User', active: true });
    expect(user).not.toHaveProperty('password');

    const got = await scim.call('GET', `/Users/${user.id}`);
    expect(got.json()).toEqual(user);

    const replaced = await scim.call('PUT', `/Users/${user.id}`, {
      schemas: [SCIM_SCHEMAS.user],
      id: user.id,
      userName,
      name: { givenName: 'Another', familyName: 'User' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Another User',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      active: true,
    });
    expect(replaced.json()).toMatchObject({ name: { formatted: 'Another User' }, active: true });

    // A live session of the person ends when the IdP deactivates them.
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw new Error('user missing');
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, row.id));
    const { token } = await issueSession(t.db, t.app, row.id);
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me()).statusCode).toBe(200);
    const deactivated = await scim.call('PATCH', `/Users/${user.id}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(deactivated.json()).toMatchObject({ active: false });
    expect((await me()).statusCode).toBe(401);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, row.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    const logged = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.companyId, company.companyId));
    expect(logged.some((entry) => entry.actorId === company.admin.id)).toBe(true);
  });
});

describe('lists, filters and errors', () => {
  it('paginates with 1-based startIndex and count', async () => {
    const own = await createCompanyWithUsers(t, { admins: 1, users: 4 });
    const client = await createScimClient(t, own.admin);
    const page = async (query: string) => (await client.call('GET', `/Users${query}`)).json();
    const all = await page('');
    expect(all).toMatchObject({ totalResults: 5, startIndex: 1, itemsPerPage: 5 });
    const second = await page('?startIndex=2&count=2');
    expect(second).toMatchObject({ totalResults: 5, startIndex: 2, itemsPerPage: 2 });
    expect(second.Resources.map((r: { id: string }) => r.id)).toEqual(
      all.Resources.slice(1, 3).map((r: { id: string }) => r.id),
    );
    expect(await page('?startIndex=9&count=2')).toMatchObject({ totalResults: 5, itemsPerPage: 0 });
    expect(await page('?count=0')).toMatchObject({
      totalResults: 5,
      itemsPerPage: 0,
      Resources: [],
    });
    expect(await page('?startIndex=-4&count=1')).toMatchObject({ startIndex: 1, itemsPerPage: 1 });
  });

  it('refuses filters it does not support with invalidFilter', async () => {
    for (const filter of ['userName co "a"', 'title eq "x"', 'userName eq unquoted', 'nonsense']) {
      const response = await scim.call('GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        ...error(400, 'invalidFilter'),
        detail: scimMessages.invalidFilter,
      });
    }
  });

  it('answers 404 in the SCIM error schema for unknown ids and paths', async () => {
    for (const url of [
      '/Users/9b8c1e2a-0000-4000-8000-000000000000',
      '/Users/not-a-uuid',
      '/Nope',
    ]) {
      const response = await scim.call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(error(404));
    }
  });

  it('refuses a body without userName, an id change and bad JSON', async () => {
    const missing = await scim.call('POST', '/Users', { schemas: [SCIM_SCHEMAS.user] });
    expect(missing.json()).toMatchObject(error(400, 'invalidValue'));
    const notEmail = await scim.call('POST', '/Users', { userName: 'just-a-name' });
    expect(notEmail.json()).toMatchObject({
      ...error(400, 'invalidValue'),
      detail: scimMessages.userNameNotEmail,
    });
    const id = company.users[0]?.id;
    const mutability = await scim.call('PATCH', `/Users/${id}`, {
      Operations: [{ op: 'replace', path: 'id', value: '6f1a0000-0000-4000-8000-000000000000' }],
    });
    expect(mutability.json()).toMatchObject(error(400, 'mutability'));
    const badActive = await scim.call('PATCH', `/Users/${id}`, {
      Operations: [{ op: 'replace', path: 'active', value: 'maybe' }],
    });
    expect(badActive.json()).toMatchObject({
      ...error(400, 'invalidValue'),
      detail: scimMessages.invalidActive,
    });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${scim.token}`, 'content-type': 'application/scim+json' },
      payload: '{"userName": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject(error(400, 'invalidSyntax'));
  });
});

describe('the plan’s user limit', () => {
  it('answers 403 with a pt-BR detail past the limit, for creation and reactivation', async () => {
    const plans = await defaultPlans(t);
    const own = await createCompanyWithUsers(t, { admins: 1, users: 8 });
    await t.db.insert(subscriptions).values({
      companyId: own.companyId,
      planId: plans.find('essencial').id,
      status: 'active',
    });
    const client = await createScimClient(t, own.admin);
    const last = await client.call('POST', '/Users', { userName: 'decima@limite.test' });
    expect(last.statusCode).toBe(201);
    const over = await client.call('POST', '/Users', { userName: 'decima-primeira@limite.test' });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ ...error(403), detail: billingMessages.planUserLimit(10) });
    // Created inactive: no seat needed; activating it is refused the same way.
    const inactive = await client.call('POST', '/Users', {
      userName: 'inativa@limite.test',
      active: false,
    });
    expect(inactive.statusCode).toBe(201);
    const activate = await client.call('PATCH', `/Users/${inactive.json().id}`, {
      Operations: [{ op: 'replace', path: 'active', value: true }],
    });
    expect(activate.statusCode).toBe(403);
  });
});
