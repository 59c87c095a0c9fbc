import { currentCheckInWeek } from '@rumo/shared/okr/week';
import { teamMessages } from '@rumo/shared/teams/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import { insertCheckInRow } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companySettings } from '../settings/settings.table';

describe('check-ins: pending and feed', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let other: FixtureCompany;
  let me: TestUser;
  let teammate: TestUser;
  let outsider: TestUser;

  const get = (user: TestUser, url: string) =>
    t.app.inject({ method: 'GET', url, headers: user.headers });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 3 });
    other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
    [me, teammate, outsider] = acme.users as [TestUser, TestUser, TestUser];
  });
  afterAll(() => t.close());

  it('lists my key results of active objectives without a check-in this week', async () => {
    // Sunday weeks in Manaus: the week comes from the company settings.
    await t.db
      .insert(companySettings)
      .values({ companyId: acme.companyId, checkInWeekDay: 0, timeZone: 'America/Manaus' });
    const week = currentCheckInWeek(new Date(), 0, 'America/Manaus');
    const cycle = await createCycle(t, acme.companyId);
    const past = await createCycle(t, acme.companyId, {
      startDate: '2020-01-01',
      endDate: '2020-03-31',
      status: 'closed',
    });
    const active = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      title: 'B objetivo',
      keyResults: [
        { title: 'Feito nesta semana', ownerId: me.id },
        { title: 'Feito na semana passada', ownerId: me.id },
        { title: 'Nunca feito', ownerId: me.id },
        { title: 'De outra pessoa', ownerId: teammate.id },
      ],
    });
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: me.id,
      status: 'draft',
      keyResults: [{ title: 'Rascunho', ownerId: me.id }],
    });
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId: past.id,
      ownerId: me.id,
      keyResults: [{ title: 'Ciclo passado', ownerId: me.id }],
    });
    const [done, lastWeek] = active.keyResultIds as [string, string];
    const base = { companyId: acme.companyId, authorId: me.id, value: 10, date: week.firstDay };
    await insertCheckInRow(t, { ...base, keyResultId: done, createdAt: week.start });
    await insertCheckInRow(t, {
      ...base,
      keyResultId: lastWeek,
      createdAt: new Date(week.start.getTime() - 1),
    });

    const response = await get(me, '/api/check-ins/pending');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.week).toEqual({ start: week.start.toISOString(), end: week.end.toISOString() });
    expect(body.data.map((kr: { title: string }) => kr.title)).toEqual([
      'Feito na semana passada',
      'Nunca feito',
    ]);
    expect(body.data[0]).toMatchObject({
      objectiveId: active.id,
      objective: { id: active.id, title: 'B objetivo' },
      owner: { id: me.id, name: me.name },
      type: 'increase',
      start: 0,
      target: 100,
    });

    // Every key result of the person's in the current cycle counts, the checked-in one too.
    expect(body.ownedCount).toBe(3);

    const someoneElse = (await get(teammate, '/api/check-ins/pending')).json();
    expect(someoneElse.data.map((kr: { title: string }) => kr.title)).toEqual(['De outra pessoa']);
    expect(someoneElse.ownedCount).toBe(1);
    // No key result at all: an empty list that does not mean "all done".
    const elsewhere = (await get(other.admin, '/api/check-ins/pending')).json();
    expect(elsewhere.data).toEqual([]);
    expect(elsewhere.ownedCount).toBe(0);
  });

  it('leaves out key results of private objectives the owner of the key result may not see', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 2, name: 'Privada' });
    const [named, unnamed] = company.users as [TestUser, TestUser];
    const cycle = await createCycle(t, company.companyId);
    await createObjective(t, {
      companyId: company.companyId,
      cycleId: cycle.id,
      ownerId: named.id,
      title: 'Privado',
      private: true,
      keyResults: [
        { title: 'KR de quem vê', ownerId: named.id },
        { title: 'KR de quem não vê', ownerId: unnamed.id },
        { title: 'KR da admin', ownerId: company.admin.id },
      ],
    });
    const titles = async (user: TestUser) => {
      const body = (await get(user, '/api/check-ins/pending')).json();
      return { titles: body.data.map((kr: { title: string }) => kr.title), owned: body.ownedCount };
    };
    expect(await titles(named)).toEqual({ titles: ['KR de quem vê'], owned: 1 });
    // Owning a key result does not name anyone on a private objective.
    expect(await titles(unnamed)).toEqual({ titles: [], owned: 0 });
    // Admins see every objective of their company.
    expect(await titles(company.admin)).toEqual({ titles: ['KR da admin'], owned: 1 });
  });

  it('feeds the latest check-ins of the company or of a team', async () => {
    const team = await createTeam(t, acme.companyId, { memberIds: [teammate.id] });
    const cycle = await createCycle(t, acme.companyId, { status: 'planning' });
    const teamObjective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      level: 'team',
      teamId: team.id,
      title: 'Do time',
      keyResults: [{ title: 'KR do time', ownerId: outsider.id }],
    });
    const company = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      title: 'Da empresa',
      keyResults: [
        { title: 'KR do membro', ownerId: teammate.id },
        { title: 'KR de fora', ownerId: outsider.id },
      ],
    });
    const [memberKr, outsiderKr] = company.keyResultIds as [string, string];
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
    const base = { companyId: acme.companyId, date: '2030-01-01' };
    await insertCheckInRow(t, {
      ...base,
      keyResultId: teamObjective.keyResultIds[0] ?? '',
      authorId: outsider.id,
      value: 1,
      createdAt: at(1),
    });
    await insertCheckInRow(t, {
      ...base,
      keyResultId: memberKr,
      authorId: teammate.id,
      value: 2,
      createdAt: at(2),
    });
    await insertCheckInRow(t, {
      ...base,
      keyResultId: memberKr,
      authorId: teammate.id,
      value: 3,
      createdAt: at(3),
    });
    await insertCheckInRow(t, {
      ...base,
      keyResultId: outsiderKr,
      authorId: outsider.id,
      value: 4,
      createdAt: at(4),
    });

    const all = (await get(teammate, '/api/check-ins/feed?limit=3')).json();
    expect(all).toMatchObject({ page: 1, limit: 3, total: 6 });
    expect(all.data.map((item: { value: number }) => item.value)).toEqual([4, 3, 2]);
    expect(all.data[1]).toMatchObject({
      editable: true,
      keyResult: { id: memberKr, title: 'KR do membro', unit: 'number', decimals: 0 },
      objective: { id: company.id, title: 'Da empresa' },
      author: { id: teammate.id },
    });
    expect(all.data[2].editable).toBe(false);

    const ofTeam = (await get(me, `/api/check-ins/feed?teamId=${team.id}`)).json();
    expect(ofTeam.total).toBe(3);
    expect(ofTeam.data.map((item: { value: number }) => item.value)).toEqual([3, 2, 1]);
    // A page past the end has no row to carry the total: it still answers the true one.
    const pastEnd = (await get(teammate, '/api/check-ins/feed?page=5&limit=3')).json();
    expect(pastEnd).toEqual({ data: [], page: 5, limit: 3, total: 6 });
    const teamPastEnd = (await get(me, `/api/check-ins/feed?teamId=${team.id}&page=2`)).json();
    expect(teamPastEnd).toMatchObject({ data: [], page: 2, total: 3 });

    const foreignTeam = await createTeam(t, other.companyId);
    const notFound = await get(me, `/api/check-ins/feed?teamId=${foreignTeam.id}`);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe(teamMessages.notFound);
    expect((await get(other.admin, '/api/check-ins/feed')).json()).toMatchObject({
      total: 0,
      data: [],
    });
  });
});
