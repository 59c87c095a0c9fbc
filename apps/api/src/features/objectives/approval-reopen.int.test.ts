import { approvalMessages } from '@rumo/shared/objectives/approval';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companySettings } from '../settings/settings.table';
import { objectives } from './objectives.table';

// Closing a draft is allowed, so reopening must not turn it active past the approval the company
// requires: a reopen restores the status held before the close.

let t: TestApp;
let acme: FixtureCompany;
/** ana: member of team A; leo: leads team A. */
let ana: TestUser;
let leo: TestUser;
let teamA: { id: string };
let cycle: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
  [ana, leo] = acme.users as [TestUser, TestUser];
  teamA = await createTeam(t, acme.companyId, { memberIds: [ana.id, leo.id], leaderId: leo.id });
  cycle = await createCycle(t, acme.companyId);
  await t.db.insert(companySettings).values({ companyId: acme.companyId, approvalRequired: true });
});
afterAll(() => t.close());

const post = (who: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
const close = (who: TestUser, id: string) =>
  post(who, `/api/objectives/${id}/close`, { result: 'not_achieved', comment: 'Encerrado' });
const reopen = (who: TestUser, id: string) => post(who, `/api/objectives/${id}/reopen`);

let titles = 0;
const objective = (owner: TestUser, status: 'draft' | 'active') =>
  createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: owner.id,
    title: `Objetivo ${++titles}`,
    level: 'individual',
    teamId: teamA.id,
    status,
  });

async function closeAndReopen(who: TestUser, id: string) {
  expect((await close(who, id)).statusCode).toBe(200);
  const reopened = await reopen(who, id);
  expect(reopened.statusCode).toBe(200);
  return reopened.json();
}

describe('reopening a closed objective with approval required', () => {
  it("brings a member's closed draft back as a draft, not active", async () => {
    const draft = await objective(ana, 'draft');
    expect(await closeAndReopen(ana, draft.id)).toMatchObject({ status: 'draft', result: null });
  });

  it('keeps a submitted draft waiting for approval, even after closing it twice', async () => {
    const draft = await objective(ana, 'draft');
    expect((await post(ana, `/api/objectives/${draft.id}/submit`)).statusCode).toBe(200);
    expect((await close(ana, draft.id)).statusCode).toBe(200);
    expect(await closeAndReopen(ana, draft.id)).toMatchObject({
      status: 'draft',
      approval: 'submitted',
    });
  });

  it("brings a leader's own draft back as a draft: they do not approve their own", async () => {
    const draft = await objective(leo, 'draft');
    expect(await closeAndReopen(leo, draft.id)).toMatchObject({ status: 'draft' });
  });

  it("brings a member's draft an admin closed back as a draft: admins approve it, not reopen it", async () => {
    const draft = await objective(ana, 'draft');
    expect(await closeAndReopen(acme.admin, draft.id)).toMatchObject({ status: 'draft' });
  });

  it('reopens an objective that was active before its close as active, for its member owner', async () => {
    const active = await objective(ana, 'active');
    expect(await closeAndReopen(ana, active.id)).toMatchObject({ status: 'active' });
  });

  it('reopens a row closed before the status was kept only by someone who may activate it', async () => {
    const legacy = await objective(ana, 'active');
    await t.db
      .update(objectives)
      .set({ status: 'closed', result: 'achieved', reopenStatus: null })
      .where(eq(objectives.id, legacy.id));
    const refused = await reopen(ana, legacy.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(approvalMessages.approvalRequired);
    const byAdmin = await reopen(acme.admin, legacy.id);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ status: 'active', result: null });
  });

  it("takes a closed submitted draft out of the reviewers' queue: nobody approves it while closed", async () => {
    const draft = await objective(ana, 'draft');
    expect((await post(ana, `/api/objectives/${draft.id}/submit`)).statusCode).toBe(200);
    expect((await close(ana, draft.id)).statusCode).toBe(200);
    for (const reviewer of [leo, acme.admin]) {
      const pending = await t.app.inject({
        method: 'GET',
        url: '/api/approvals/pending',
        headers: reviewer.headers,
      });
      expect(pending.statusCode).toBe(200);
      const ids = pending.json().data.map((item: { id: string }) => item.id);
      expect(ids).not.toContain(draft.id);
    }
    const approved = await post(acme.admin, `/api/objectives/${draft.id}/approve`);
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe(approvalMessages.notSubmitted);
    const returned = await post(leo, `/api/objectives/${draft.id}/return`, { comment: 'Refaça' });
    expect(returned.statusCode).toBe(409);
    expect(await closeAndReopen(ana, draft.id)).toMatchObject({
      status: 'draft',
      approval: 'submitted',
    });
  });
});
