import { mentionToken } from '@rumo/shared/comments/contracts';
import type { MyWeek } from '@rumo/shared/my-week/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import { insertCheckInRow } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { commentMentions, comments } from '../comments/public';
import { keyResults, objectives } from '../objectives/public';

// São Paulo (UTC-3), check-in day Monday (the default): the week of Monday 2026-03-02.
const SUNDAY_LAST_MINUTE = new Date('2026-03-02T02:59:00Z');
const MONDAY_MIDNIGHT = new Date('2026-03-02T03:00:00Z');
const MONDAY_NOON = new Date('2026-03-02T15:00:00Z');
const TUESDAY_MORNING = new Date('2026-03-03T12:00:00Z');

describe('GET /api/my-week', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let other: FixtureCompany;
  let member: TestUser;
  const clock = testClock(MONDAY_NOON);
  const ids: Record<string, string> = {};

  const myWeek = async (user: TestUser): Promise<MyWeek> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-week',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<MyWeek>();
  };
  const stateOf = (week: MyWeek, id: string | undefined) =>
    week.keyResults.find((kr) => kr.id === id)?.checkIn;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
    other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Outra' });
    member = acme.user;
    const cycle = await createCycle(t, acme.companyId, {
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    const mine = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: member.id,
      title: 'Crescer receita',
      keyResults: [
        { title: 'Feito na segunda', current: 80 },
        { title: 'Feito no domingo', current: 80 },
        { title: 'Sem check-in', current: 80 },
        { title: 'De outra pessoa', current: 80, ownerId: acme.admin.id },
      ],
    });
    ids.objective = mine.id;
    [ids.monday, ids.sunday, ids.never] = mine.keyResultIds as [string, string, string];
    // Every key result exists since January: the weeks before are owed.
    await t.db
      .update(keyResults)
      .set({ createdAt: new Date('2026-01-05T12:00:00Z') })
      .where(inArray(keyResults.id, mine.keyResultIds));
    const checkIn = (keyResultId: string | undefined, createdAt: Date) =>
      insertCheckInRow(t, {
        companyId: acme.companyId,
        keyResultId: keyResultId ?? '',
        authorId: member.id,
        value: 80,
        date: createdAt.toISOString().slice(0, 10),
        createdAt,
      });
    await checkIn(ids.monday, new Date('2026-02-26T12:00:00Z'));
    await checkIn(ids.monday, new Date('2026-03-02T12:00:00Z'));
    await checkIn(ids.sunday, new Date('2026-03-02T02:00:00Z'));
    await t.db
      .update(keyResults)
      .set({ lastCheckInAt: null })
      .where(eq(keyResults.id, ids.never ?? ''));
    // The other company's key result is never listed.
    const otherCycle = await createCycle(t, other.companyId, {
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    await createObjective(t, {
      companyId: other.companyId,
      cycleId: otherCycle.id,
      ownerId: other.user.id,
      title: 'Objetivo da outra',
      keyResults: [{ title: 'KR da outra' }],
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists only my key results, in my company', async () => {
    clock.set(MONDAY_NOON);
    const week = await myWeek(member);
    expect(week.keyResults.map((kr) => kr.title).sort()).toEqual([
      'Feito na segunda',
      'Feito no domingo',
      'Sem check-in',
    ]);
    expect(week.keyResults[0]?.objective).toEqual({ id: ids.objective, title: 'Crescer receita' });
    const otherWeek = await myWeek(other.user);
    expect(otherWeek.keyResults.map((kr) => kr.title)).toEqual(['KR da outra']);
  });

  it('tells Feito, Pendente and Atrasado around the week boundary', async () => {
    clock.set(SUNDAY_LAST_MINUTE);
    let week = await myWeek(member);
    expect(stateOf(week, ids.sunday)).toEqual({ state: 'done', dueDay: '2026-02-23', daysLate: 0 });
    expect(stateOf(week, ids.monday)?.state).toBe('pending');

    clock.set(MONDAY_MIDNIGHT);
    week = await myWeek(member);
    // Sunday's check-in belongs to last week: this week's is due today.
    expect(stateOf(week, ids.sunday)).toEqual({
      state: 'pending',
      dueDay: '2026-03-02',
      daysLate: 0,
    });
    expect(stateOf(week, ids.never)?.state).toBe('late');

    clock.set(MONDAY_NOON);
    week = await myWeek(member);
    expect(stateOf(week, ids.monday)?.state).toBe('done');
    expect(stateOf(week, ids.sunday)?.state).toBe('pending');

    clock.set(TUESDAY_MORNING);
    week = await myWeek(member);
    expect(stateOf(week, ids.monday)?.state).toBe('done');
    expect(stateOf(week, ids.sunday)).toEqual({ state: 'late', dueDay: '2026-03-02', daysLate: 1 });
    // Never checked in since January: owed since the first Monday after its creation week.
    expect(stateOf(week, ids.never)).toEqual({ state: 'late', dueDay: '2026-01-12', daysLate: 50 });
  });

  it('gives the last check-in of each key result', async () => {
    clock.set(TUESDAY_MORNING);
    const row = (await myWeek(member)).keyResults.find((kr) => kr.id === ids.monday);
    expect(row).toMatchObject({
      current: 80,
      lastCheckInAt: '2026-03-02T12:00:00.000Z',
    });
  });

  it('lists my objectives behind pace and the comments mentioning me', async () => {
    clock.set(TUESDAY_MORNING);
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId: (await createCycleIdOf(acme.companyId)) ?? '',
      ownerId: member.id,
      title: 'Objetivo parado',
    });
    const week = await myWeek(member);
    expect(week.offPaceObjectives.map((o) => o.title)).toEqual(['Objetivo parado']);
    expect(week.offPaceObjectives[0]?.expectedProgress).toBeGreaterThan(60);

    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/objectives/${ids.objective}/comments`,
      headers: acme.admin.headers,
      payload: { body: `Veja isto ${mentionToken(member.id)}` },
    });
    expect(posted.statusCode).toBe(201);
    const mentions = (await myWeek(member)).mentions;
    expect(mentions).toHaveLength(1);
    expect(mentions[0]?.objective).toEqual({ id: ids.objective, title: 'Crescer receita' });
    expect(mentions[0]?.mentions).toEqual([{ id: member.id, name: member.name }]);
    expect((await myWeek(acme.users[1] as TestUser)).mentions).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-week' })).statusCode).toBe(401);
  });

  it('leaves out mentions on objectives the caller may not see', async () => {
    clock.set(TUESDAY_MORNING);
    const secret = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: (await createCycleIdOf(acme.companyId)) ?? '',
      ownerId: acme.admin.id,
      title: 'Objetivo privado',
    });
    await t.db.update(objectives).set({ private: true }).where(eq(objectives.id, secret.id));
    // Written straight to the tables: whatever the comment routes store, the read must filter.
    const [comment] = await t.db
      .insert(comments)
      .values({
        companyId: acme.companyId,
        objectiveId: secret.id,
        authorId: acme.admin.id,
        body: `Segredo ${mentionToken(member.id)}`,
      })
      .returning();
    await t.db.insert(commentMentions).values({ commentId: comment?.id ?? '', userId: member.id });
    const titles = (await myWeek(member)).mentions.map((mention) => mention.objective.title);
    expect(titles).not.toContain('Objetivo privado');
    expect(titles).toContain('Crescer receita');
  });

  it('leaves out my key results of objectives I may not see', async () => {
    clock.set(TUESDAY_MORNING);
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId: (await createCycleIdOf(acme.companyId)) ?? '',
      ownerId: acme.admin.id,
      title: 'Aquisição sigilosa',
      private: true,
      keyResults: [{ title: 'KR meu num objetivo privado', ownerId: member.id }],
    });
    const week = await myWeek(member);
    expect(week.keyResults.map((kr) => kr.objective.title)).not.toContain('Aquisição sigilosa');
    expect(week.keyResults.map((kr) => kr.title)).not.toContain('KR meu num objetivo privado');
    expect(week.keyResults.map((kr) => kr.title)).toContain('Sem check-in');
  });

  async function createCycleIdOf(companyId: string) {
    const [row] = await t.db
      .select({ cycleId: keyResults.cycleId })
      .from(keyResults)
      .where(eq(keyResults.companyId, companyId))
      .limit(1);
    return row?.cycleId;
  }
});
