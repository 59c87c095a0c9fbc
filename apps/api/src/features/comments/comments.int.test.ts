import { mentionToken } from '@rumo/shared/comments/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { emailOutbox } from '../mail/mail.table';
import { users } from '../users/users.table';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;
let objective: { id: string; title: string; keyResultIds: string[] };
let otherObjective: { id: string };
let cycleId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 3 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Outra' });
  const cycle = await createCycle(t, acme.companyId);
  cycleId = cycle.id;
  objective = await createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: acme.admin.id,
    title: 'Crescer a receita',
    keyResults: [{ title: 'Receita recorrente' }],
  });
  const otherCycle = await createCycle(t, other.companyId);
  otherObjective = await createObjective(t, {
    companyId: other.companyId,
    cycleId: otherCycle.id,
    ownerId: other.admin.id,
  });
});
afterAll(() => t.close());

const person = (index: number) => {
  const found = acme.users[index];
  if (!found) throw new Error(`no user ${index}`);
  return found;
};

function post(url: string, headers: Record<string, string>, body: unknown) {
  return t.app.inject({ method: 'POST', url, headers, payload: body as object });
}

async function mailsTo(email: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'comment_mention')));
}

describe('comments on objectives and key results', () => {
  it('posts a comment with line breaks and lists it with its author', async () => {
    const created = await post(`/api/objectives/${objective.id}/comments`, person(0).headers, {
      body: '  Primeira linha\nSegunda linha  ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      body: 'Primeira linha\nSegunda linha',
      author: { id: person(0).id, name: person(0).name },
      keyResult: null,
      mentions: [],
      editedAt: null,
    });
    const list = await t.app.inject({
      url: `/api/objectives/${objective.id}/comments`,
      headers: acme.admin.headers,
    });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: created.json().id }] });
  });

  it('refuses an empty or too long comment in pt-BR', async () => {
    const url = `/api/objectives/${objective.id}/comments`;
    const empty = await post(url, person(0).headers, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Escreva o comentário.');
    const long = await post(url, person(0).headers, { body: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('no máximo 2000 caracteres');
  });

  it('keeps companies apart: 404 on the other company’s objective, key result and comment', async () => {
    const onOther = await post(
      `/api/objectives/${otherObjective.id}/comments`,
      acme.admin.headers,
      {
        body: 'Oi',
      },
    );
    expect(onOther.statusCode).toBe(404);
    const listOther = await t.app.inject({
      url: `/api/key-results/${objective.keyResultIds[0]}/comments`,
      headers: other.admin.headers,
    });
    expect(listOther.statusCode).toBe(404);
    const mine = await post(`/api/objectives/${objective.id}/comments`, person(0).headers, {
      body: 'Só da Acme',
    });
    const deleteOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${mine.json().id}`,
      headers: other.admin.headers,
    });
    expect(deleteOther.statusCode).toBe(404);
  });

  it('lets only the author edit, and the author or an admin delete', async () => {
    const created = await post(
      `/api/key-results/${objective.keyResultIds[0]}/comments`,
      person(0).headers,
      { body: 'Vamos revisar a meta' },
    );
    expect(created.json().keyResult).toMatchObject({ title: 'Receita recorrente' });
    const id = created.json().id;
    const byOther = await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${id}`,
      headers: person(1).headers,
      payload: { body: 'Mudei' },
    });
    expect(byOther.statusCode).toBe(403);
    const byAuthor = await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${id}`,
      headers: person(0).headers,
      payload: { body: 'Vamos revisar a meta já' },
    });
    expect(byAuthor.json()).toMatchObject({ body: 'Vamos revisar a meta já' });
    expect(byAuthor.json().editedAt).not.toBeNull();
    const deleteByOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${id}`,
      headers: person(1).headers,
    });
    expect(deleteByOther.statusCode).toBe(403);
    const deleteByAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${id}`,
      headers: acme.admin.headers,
    });
    expect(deleteByAdmin.statusCode).toBe(204);
    const timeline = await t.app.inject({
      url: `/api/objectives/${objective.id}/activity?limit=100`,
      headers: acme.admin.headers,
    });
    expect(timeline.json().data.map((entry: { entityId: string }) => entry.entityId)).not.toContain(
      id,
    );
  });

  it('shows comments in the objective timeline with the current text and mentions', async () => {
    const created = await post(
      `/api/key-results/${objective.keyResultIds[0]}/comments`,
      person(0).headers,
      { body: `Olá ${mentionToken(person(1).id)}` },
    );
    const timeline = await t.app.inject({
      url: `/api/objectives/${objective.id}/activity`,
      headers: person(2).headers,
    });
    const [latest] = timeline.json().data;
    expect(latest).toMatchObject({
      entityType: 'comment',
      label: 'Receita recorrente',
      actor: { id: person(0).id },
      comment: {
        id: created.json().id,
        mentions: [{ id: person(1).id, name: person(1).name }],
        keyResult: { id: objective.keyResultIds[0] },
      },
    });
  });

  it('drops the comments of a deleted key result from the timeline', async () => {
    const doomed = await createObjective(t, {
      companyId: acme.companyId,
      cycleId,
      ownerId: acme.admin.id,
      keyResults: [{ title: 'Vai sair' }],
    });
    const keyResultId = doomed.keyResultIds[0];
    await post(`/api/key-results/${keyResultId}/comments`, person(0).headers, { body: 'Até' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/key-results/${keyResultId}`,
      headers: acme.admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    const timeline = await t.app.inject({
      url: `/api/objectives/${doomed.id}/activity`,
      headers: acme.admin.headers,
    });
    const entries = timeline.json().data as { entityType: string }[];
    expect(entries.some((entry) => entry.entityType === 'comment')).toBe(false);
    expect(timeline.json().total).toBe(entries.length);
  });
});

describe('mentions', () => {
  it('e-mails each person mentioned once, never the author nor other companies', async () => {
    const mentioned = person(1);
    const body = [
      `${mentionToken(mentioned.id)} e de novo ${mentionToken(mentioned.id)}`,
      `${mentionToken(person(0).id)} ${mentionToken(other.user.id)}`,
    ].join('\n');
    const before = (await mailsTo(mentioned.email)).length;
    const created = await post(`/api/objectives/${objective.id}/comments`, person(0).headers, {
      body,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().mentions).toEqual([{ id: mentioned.id, name: mentioned.name }]);
    const mails = await mailsTo(mentioned.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe(`${person(0).name} mencionou você em um comentário`);
    expect(mail?.text).toContain(`http://rumo.test/okrs/${objective.id}`);
    expect(mail?.text).toContain(`@${mentioned.name} e de novo @${mentioned.name}`);
    expect(await mailsTo(person(0).email)).toHaveLength(0);
    expect(await mailsTo(other.user.email)).toHaveLength(0);

    // An edit e-mails only people newly mentioned.
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${created.json().id}`,
      headers: person(0).headers,
      payload: { body: `${body} ${mentionToken(person(2).id)}` },
    });
    expect(edited.statusCode).toBe(200);
    expect(await mailsTo(mentioned.email)).toHaveLength(before + 1);
    expect(await mailsTo(person(2).email)).toHaveLength(1);
  });

  it('does not e-mail a deactivated person', async () => {
    const gone = person(2);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, gone.id));
    const before = (await mailsTo(gone.email)).length;
    await post(`/api/objectives/${objective.id}/comments`, person(0).headers, {
      body: `Oi ${mentionToken(gone.id)}`,
    });
    expect(await mailsTo(gone.email)).toHaveLength(before);
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, gone.id));
  });
});
