import { approvalMessages } from '@rumo/shared/objectives/approval';
import { type ObjectiveBody, objectiveMessages } from '@rumo/shared/objectives/contracts';
import { and, asc, eq } from 'drizzle-orm';
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
import { emailOutbox } from '../mail/mail.table';
import { companySettings } from '../settings/settings.table';
import { objectiveBody } from './objectives.test-data';

let t: TestApp;
let acme: FixtureCompany;
let admin: TestUser;
/** ana: member of team A; leo: leads team A; lia: leads team B; bruno: member of team B. */
let ana: TestUser;
let leo: TestUser;
let lia: TestUser;
let bruno: TestUser;
let teamA: { id: string };
let teamB: { id: string };
let cycle: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 4 });
  admin = acme.admin;
  [ana, leo, lia, bruno] = acme.users as [TestUser, TestUser, TestUser, TestUser];
  teamA = await createTeam(t, acme.companyId, { memberIds: [ana.id, leo.id], leaderId: leo.id });
  teamB = await createTeam(t, acme.companyId, { memberIds: [lia.id, bruno.id], leaderId: lia.id });
  cycle = await createCycle(t, acme.companyId);
  await t.db.insert(companySettings).values({ companyId: acme.companyId, approvalRequired: true });
});
afterAll(() => t.close());

const post = (who: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
const submit = (who: TestUser, id: string) => post(who, `/api/objectives/${id}/submit`);
const approve = (who: TestUser, id: string) => post(who, `/api/objectives/${id}/approve`);
const giveBack = (who: TestUser, id: string, comment = 'Falta um número de partida.') =>
  post(who, `/api/objectives/${id}/return`, { comment });
const pending = async (who: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/approvals/pending', headers: who.headers }))
    .json()
    .data.map((row: { id: string }) => row.id);

let titles = 0;
/** A draft of team A (individual, owned by `owner`), or of the given level and team. */
const draft = (owner: TestUser, fields: { level?: 'company' | 'team'; teamId?: string } = {}) =>
  createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: owner.id,
    title: `Rascunho ${++titles}`,
    level: fields.level ?? 'individual',
    teamId: fields.level === 'company' ? null : (fields.teamId ?? teamA.id),
    status: 'draft',
  });
const submitted = async (owner: TestUser, fields?: Parameters<typeof draft>[1]) => {
  const objective = await draft(owner, fields);
  expect((await submit(owner, objective.id)).statusCode).toBe(200);
  return objective;
};

const mails = (email: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, template)))
    .orderBy(asc(emailOutbox.createdAt));

describe('submitting a draft', () => {
  it('lets the owner or an admin submit, once, and nobody else', async () => {
    const objective = await draft(ana);
    // Bruno may not see another team's draft: he learns nothing of it.
    expect((await submit(bruno, objective.id)).statusCode).toBe(404);
    expect((await submit(leo, objective.id)).statusCode).toBe(403);
    const sent = await submit(ana, objective.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'draft', approval: 'submitted' });
    const again = await submit(ana, objective.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(approvalMessages.alreadySubmitted);
    expect((await submit(admin, (await draft(bruno, { teamId: teamB.id })).id)).statusCode).toBe(
      200,
    );
  });

  it('refuses what is not a draft, and what is not the company’s', async () => {
    const live = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: ana.id,
      level: 'individual',
    });
    const response = await submit(ana, live.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(approvalMessages.notDraft);
    const other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
    expect((await submit(other.admin, (await draft(ana)).id)).statusCode).toBe(404);
    expect((await approve(other.admin, (await submitted(ana)).id)).statusCode).toBe(404);
  });

  it('e-mails the team leader once per submission, or each admin without a leader', async () => {
    const before = (await mails(leo.email, 'objective_submitted')).length;
    const objective = await submitted(ana);
    const toLeo = await mails(leo.email, 'objective_submitted');
    expect(toLeo).toHaveLength(before + 1);
    expect(toLeo.at(-1)?.subject).toBe(`${ana.name} enviou um objetivo para aprovação`);
    expect(toLeo.at(-1)?.text).toContain(`/okrs/${objective.id}`);
    expect(toLeo.at(-1)?.text).not.toMatch(/token/i);
    const adminBefore = (await mails(admin.email, 'objective_submitted')).length;
    await submitted(ana, { level: 'company' });
    expect(await mails(admin.email, 'objective_submitted')).toHaveLength(adminBefore + 1);
    expect(await mails(leo.email, 'objective_submitted')).toHaveLength(before + 1);
  });
});

describe('a private draft its team leader cannot see', () => {
  it('goes to the admins, by e-mail and in their pending list, not to the leader', async () => {
    const leoBefore = (await mails(leo.email, 'objective_submitted')).length;
    const adminBefore = (await mails(admin.email, 'objective_submitted')).length;
    const hidden = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: ana.id,
      title: 'Rascunho privado',
      level: 'individual',
      teamId: teamA.id,
      status: 'draft',
      private: true,
    });
    expect((await submit(ana, hidden.id)).statusCode).toBe(200);
    expect(await mails(leo.email, 'objective_submitted')).toHaveLength(leoBefore);
    expect(await mails(admin.email, 'objective_submitted')).toHaveLength(adminBefore + 1);
    expect(await pending(leo)).not.toContain(hidden.id);
    expect(await pending(admin)).toContain(hidden.id);
    // Nor may the leader decide it, or learn that it exists.
    for (const response of [await approve(leo, hidden.id), await giveBack(leo, hidden.id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(objectiveMessages.notFound);
    }
    expect((await approve(admin, hidden.id)).statusCode).toBe(200);

    // Named, the leader sees it and reviews it as any draft of their team.
    const shown = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: ana.id,
      title: 'Rascunho privado com o líder',
      level: 'individual',
      teamId: teamA.id,
      status: 'draft',
      private: true,
      viewerUserIds: [leo.id],
    });
    expect((await submit(ana, shown.id)).statusCode).toBe(200);
    expect(await mails(leo.email, 'objective_submitted')).toHaveLength(leoBefore + 1);
    expect(await pending(leo)).toContain(shown.id);
  });
});

describe('submitting a private draft the caller cannot see', () => {
  it('answers 404, not 403, so its existence does not leak', async () => {
    const hidden = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: ana.id,
      title: 'Rascunho privado de Ana',
      level: 'individual',
      teamId: teamA.id,
      status: 'draft',
      private: true,
    });
    const response = await submit(leo, hidden.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(objectiveMessages.notFound);
    expect((await submit(ana, hidden.id)).statusCode).toBe(200);
  });
});

describe('approving and returning', () => {
  it('lets the leader of the team and admins decide; not the owner nor another leader', async () => {
    const objective = await submitted(ana);
    expect((await approve(ana, objective.id)).statusCode).toBe(403);
    expect((await giveBack(ana, objective.id)).statusCode).toBe(403);
    // Another team's draft is not theirs to see: 404, as for another company's.
    for (const who of [bruno, lia]) {
      expect((await approve(who, objective.id)).statusCode).toBe(404);
      expect((await giveBack(who, objective.id)).statusCode).toBe(404);
    }
    const approved = await approve(leo, objective.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'active', approval: null });
    expect((await approve(admin, objective.id)).statusCode).toBe(409);

    const byAdmin = await submitted(bruno, { teamId: teamB.id });
    expect((await approve(leo, byAdmin.id)).statusCode).toBe(404);
    expect((await approve(admin, byAdmin.id)).statusCode).toBe(200);
  });

  it('keeps a leader from approving their own objective and company objectives to admins', async () => {
    const own = await submitted(leo);
    expect((await approve(leo, own.id)).statusCode).toBe(403);
    expect((await approve(admin, own.id)).statusCode).toBe(200);
    const company = await submitted(ana, { level: 'company' });
    expect((await approve(leo, company.id)).statusCode).toBe(404);
    expect((await approve(admin, company.id)).statusCode).toBe(200);
  });

  it('returns with a required comment; the owner resubmits and an admin approves', async () => {
    const objective = await submitted(ana);
    const blank = await post(leo, `/api/objectives/${objective.id}/return`, { comment: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toEqual([
      { path: 'comment', message: 'Informe o comentário da devolução.' },
    ]);
    const returned = await giveBack(leo, objective.id, 'Inclua a meta de receita.');
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({
      status: 'draft',
      approval: 'returned',
      approvalNote: 'Inclua a meta de receita.',
    });
    const [toAna] = (await mails(ana.email, 'objective_returned')).slice(-1);
    expect(toAna?.text).toContain('“Inclua a meta de receita.”');
    expect((await approve(leo, objective.id)).statusCode).toBe(409);
    // The conversation goes on in the objective's discussion, started by the reviewer.
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/objectives/${objective.id}/comments`,
      headers: ana.headers,
    });
    expect(thread.json().data).toMatchObject([
      { body: 'Inclua a meta de receita.', author: { id: leo.id } },
    ]);

    const again = await submit(ana, objective.id);
    expect(again.json()).toMatchObject({ approval: 'submitted', approvalNote: null });
    const approvedBefore = (await mails(ana.email, 'objective_approved')).length;
    expect((await approve(admin, objective.id)).json()).toMatchObject({ status: 'active' });
    expect(await mails(ana.email, 'objective_approved')).toHaveLength(approvedBefore + 1);

    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/objectives/${objective.id}/activity`,
      headers: ana.headers,
    });
    const actions = activity.json().data.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['approved', 'submitted', 'returned', 'submitted']);
    const returnEntry = activity.json().data[2];
    expect(returnEntry.after).toEqual({ comment: 'Inclua a meta de receita.' });
  });
});

describe('activating directly while approval is required', () => {
  const create = (who: TestUser, fields: Partial<ObjectiveBody> & { ownerId: string }) =>
    post(who, '/api/objectives', objectiveBody({ cycleId: cycle.id, ...fields }));
  const edit = (who: TestUser, id: string, fields: Partial<ObjectiveBody>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/objectives/${id}`,
      headers: who.headers,
      payload: objectiveBody({ cycleId: cycle.id, ownerId: ana.id, ...fields }),
    });

  it('makes members save drafts; leaders (not for themselves) and admins may activate', async () => {
    const mine = { level: 'individual' as const, teamId: teamA.id, ownerId: ana.id };
    const active = await create(ana, { ...mine, status: 'active' });
    expect(active.statusCode).toBe(403);
    expect(active.json().message).toBe(approvalMessages.approvalRequired);
    const saved = await create(ana, { ...mine, status: 'draft' });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id;
    expect((await edit(ana, id, { ...mine, status: 'active' })).statusCode).toBe(403);
    expect(
      (await edit(ana, id, { ...mine, title: 'Rascunho ajustado', status: 'draft' })).statusCode,
    ).toBe(200);
    // Sent, then made active by an admin's edit: it leaves the approval flow.
    expect((await submit(ana, id)).statusCode).toBe(200);
    expect(
      (
        await create(leo, {
          level: 'individual',
          teamId: teamA.id,
          ownerId: leo.id,
          status: 'active',
        })
      ).statusCode,
    ).toBe(403);
    expect((await create(admin, { ...mine, status: 'active' })).statusCode).toBe(201);
    expect((await edit(admin, id, { ...mine, status: 'active' })).json()).toMatchObject({
      status: 'active',
      approval: null,
    });
  });

  it('keeps a leader from activating their own draft by handing it to a teammate', async () => {
    const theirs = { level: 'team' as const, teamId: teamA.id };
    const saved = await create(leo, { ...theirs, ownerId: leo.id, status: 'draft' });
    expect(saved.statusCode).toBe(201);
    const handed = await edit(leo, saved.json().id, {
      ...theirs,
      ownerId: ana.id,
      status: 'active',
    });
    expect(handed.statusCode).toBe(403);
    expect(handed.json().message).toBe(approvalMessages.approvalRequired);
    // Handing it over as a draft is fine; then it is Ana's draft, which Leo may approve.
    const kept = await edit(leo, saved.json().id, { ...theirs, ownerId: ana.id, status: 'draft' });
    expect(kept.json()).toMatchObject({ status: 'draft', owner: { id: ana.id } });
  });

  it('keeps today’s behaviour when the company does not require approval', async () => {
    const other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Livre' });
    const member = other.user;
    const otherCycle = await createCycle(t, other.companyId);
    const created = await post(
      member,
      '/api/objectives',
      objectiveBody({ cycleId: otherCycle.id, level: 'individual', ownerId: member.id }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'active', approval: null });
    const aDraft = await createObjective(t, {
      companyId: other.companyId,
      cycleId: otherCycle.id,
      ownerId: member.id,
      level: 'individual',
      status: 'draft',
    });
    const refused = await submit(member, aDraft.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(approvalMessages.notRequired);
  });
});

describe('GET /api/approvals/pending', () => {
  it('lists what waits for the caller: admins all, leaders their teams but not their own', async () => {
    const ofAna = await submitted(ana);
    const ofLeo = await submitted(leo);
    const ofBruno = await submitted(bruno, { teamId: teamB.id });
    const company = await submitted(ana, { level: 'company' });
    const forLeo = await pending(leo);
    expect(forLeo).toContain(ofAna.id);
    expect(forLeo).not.toContain(ofLeo.id);
    expect(forLeo).not.toContain(ofBruno.id);
    expect(forLeo).not.toContain(company.id);
    expect(await pending(lia)).toContain(ofBruno.id);
    expect(await pending(lia)).not.toContain(ofAna.id);
    expect(await pending(ana)).toEqual([]);
    const forAdmin = await pending(admin);
    for (const id of [ofAna.id, ofLeo.id, ofBruno.id, company.id]) expect(forAdmin).toContain(id);

    await approve(leo, ofAna.id);
    expect(await pending(leo)).not.toContain(ofAna.id);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/approvals/pending',
      headers: lia.headers,
    });
    const rows: { id: string }[] = response.json().data;
    expect(rows.find((row) => row.id === ofBruno.id)).toMatchObject({
      id: ofBruno.id,
      owner: { id: bruno.id, name: bruno.name },
      team: { id: teamB.id },
      cycle: { id: cycle.id },
    });
  });
});
