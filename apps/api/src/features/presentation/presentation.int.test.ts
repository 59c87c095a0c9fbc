import {
  PRESENTATION_PAGE,
  type Presentation,
  type PresentationSlides,
} from '@rumo/shared/presentation/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCheckInRow } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { comments } from '../comments/public';
import { objectives } from '../objectives/public';

describe('GET /api/presentation', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let other: FixtureCompany;
  let cycleId: string;
  let otherCycleId: string;
  let team: { id: string; name: string };
  let companyObjective: { id: string; keyResultIds: string[] };

  const present = (company: FixtureCompany, query: string, as = company.user) =>
    t.app.inject({ method: 'GET', url: `/api/presentation?${query}`, headers: as.headers });
  const slides = (company: FixtureCompany, query: string, as = company.user) =>
    t.app.inject({ method: 'GET', url: `/api/presentation/slides?${query}`, headers: as.headers });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Acme' });
    other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
    cycleId = (await createCycle(t, acme.companyId)).id;
    otherCycleId = (await createCycle(t, other.companyId)).id;
    team = await createTeam(t, acme.companyId, { name: 'Vendas', memberIds: [acme.user.id] });
    companyObjective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId,
      ownerId: acme.admin.id,
      title: 'Crescer a receita',
      keyResults: [
        { title: 'Receita recorrente', start: 0, target: 100, current: 40, unit: 'currency' },
        { title: 'Novos clientes', start: 0, target: 10, current: 5 },
      ],
    });
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId,
      ownerId: acme.user.id,
      title: 'Vender mais no time',
      level: 'team',
      teamId: team.id,
      keyResults: [{ title: 'Propostas', start: 0, target: 20, current: 20 }],
    });
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId,
      ownerId: acme.admin.id,
      title: 'Rascunho escondido',
      status: 'draft',
    });
    await createObjective(t, {
      companyId: other.companyId,
      cycleId: otherCycleId,
      ownerId: other.admin.id,
      title: 'Objetivo de outra empresa',
    });
    const [revenue] = companyObjective.keyResultIds;
    for (const [date, value, hour] of [
      ['2020-01-06', 10, 10],
      ['2020-01-13', 25, 10],
      ['2020-01-13', 30, 11],
      ['2020-01-20', 40, 10],
    ] as const) {
      await insertCheckInRow(t, {
        companyId: acme.companyId,
        keyResultId: revenue ?? '',
        authorId: acme.admin.id,
        value,
        date,
        createdAt: new Date(`${date}T${hour}:00:00Z`),
      });
    }
    for (const minute of [1, 2, 3, 4]) {
      await t.db.insert(comments).values({
        companyId: acme.companyId,
        objectiveId: companyObjective.id,
        authorId: acme.user.id,
        body: `Comentário ${minute} para <@${acme.admin.id}>`,
        createdAt: new Date(`2020-01-20T10:0${minute}:00Z`),
      });
    }
  });
  afterAll(() => t.close());

  it('answers the overview and one slide per visible objective, in order, for any member', async () => {
    const response = await present(acme, `cycleId=${cycleId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Presentation;
    expect(body.cycle.id).toBe(cycleId);
    expect(body.team).toBeNull();
    expect(body.objectives.map((objective) => objective.title)).toEqual([
      'Crescer a receita',
      'Vender mais no time',
    ]);
    expect(body.overview).toMatchObject({
      objectives: 2,
      keyResults: 3,
      byConfidence: { no_check_in: 2, on_track: 0, at_risk: 0, off_track: 0 },
    });
    const [first, second] = body.objectives;
    expect(body.overview.averageProgress).toBeCloseTo(
      ((first?.progress ?? 0) + (second?.progress ?? 0)) / 2,
    );
    expect(second?.team).toEqual({ id: team.id, name: 'Vendas' });
    expect(first?.owner.name).toBe('Admin 1');
    expect(first?.keyResults.map((kr) => [kr.title, kr.current, kr.target, kr.unit])).toEqual([
      ['Receita recorrente', 40, 100, 'currency'],
      ['Novos clientes', 5, 10, 'number'],
    ]);
    // The day's latest check-in counts, oldest day first.
    expect(first?.keyResults[0]?.trend).toEqual([
      { date: '2020-01-06', value: 10 },
      { date: '2020-01-13', value: 30 },
      { date: '2020-01-20', value: 40 },
    ]);
    expect(first?.keyResults[1]?.trend).toEqual([]);
    expect(first?.comments.map((comment) => comment.body.slice(0, 12))).toEqual([
      'Comentário 4',
      'Comentário 3',
      'Comentário 2',
    ]);
    expect(first?.comments[0]).toMatchObject({
      author: { id: acme.user.id, name: 'Pessoa 1' },
      mentions: [],
      keyResultTitle: null,
      createdAt: '2020-01-20T10:04:00.000Z',
    });
    expect(second?.comments).toEqual([]);
  });

  it('presents the current cycle when none is asked for', async () => {
    const body = (await present(acme, '')).json() as Presentation;
    expect(body.cycle.id).toBe(cycleId);
  });

  it('shows only the team asked for', async () => {
    const response = await present(acme, `cycleId=${cycleId}&teamId=${team.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Presentation;
    expect(body.team).toEqual({ id: team.id, name: 'Vendas' });
    expect(body.objectives.map((objective) => objective.title)).toEqual(['Vender mais no time']);
    expect(body.overview.keyResults).toBe(1);
  });

  it('answers 404 for another company’s cycle or team, and 401 signed out', async () => {
    expect((await present(acme, `cycleId=${otherCycleId}`)).statusCode).toBe(404);
    const otherTeam = await createTeam(t, other.companyId, { name: 'Deles' });
    expect((await present(acme, `cycleId=${cycleId}&teamId=${otherTeam.id}`)).statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/presentation?cycleId=${cycleId}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('shows a private objective only to those who may see it', async () => {
    const secret = await createObjective(t, {
      companyId: acme.companyId,
      cycleId,
      ownerId: acme.admin.id,
      title: 'Aquisição sigilosa',
      private: true,
      keyResults: [{ title: 'Alvo sigiloso' }, { title: 'Outro alvo' }],
    });
    const titles = async (as: FixtureCompany['admin']) =>
      ((await present(acme, `cycleId=${cycleId}`, as)).json() as Presentation).objectives.map(
        (objective) => objective.title,
      );
    try {
      expect(await titles(acme.user)).not.toContain('Aquisição sigilosa');
      expect(await titles(acme.admin)).toContain('Aquisição sigilosa');
      // Marked private on its slide ("Privado"), the others not.
      const deck = (await present(acme, `cycleId=${cycleId}`, acme.admin)).json() as Presentation;
      expect(
        deck.objectives.map((objective) => [objective.title, objective.private]),
      ).toContainEqual(['Aquisição sigilosa', true]);
      expect(deck.objectives.filter((objective) => objective.private)).toHaveLength(1);
      const body = (await present(acme, `cycleId=${cycleId}`)).json() as Presentation;
      expect(body.overview.objectives).toBe(2);
      // Its key results count only for those who see it.
      expect(body.overview.keyResults).toBe(3);
      expect(deck.overview.keyResults).toBe(5);
    } finally {
      await t.db.delete(objectives).where(eq(objectives.id, secret.id));
    }
  });

  it('counts every objective in the overview and serves the rest of the deck a page at a time', async () => {
    const big = await createCycle(t, acme.companyId, {
      name: 'Grande',
      startDate: '2020-01-01',
      endDate: '2020-03-31',
      status: 'closed',
    });
    const shown = PRESENTATION_PAGE * 3 + 4;
    await t.db.insert(objectives).values(
      Array.from({ length: shown }, (_, n) => ({
        companyId: acme.companyId,
        cycleId: big.id,
        ownerId: acme.admin.id,
        title: `Objetivo ${String(n).padStart(3, '0')}`,
        level: 'company' as const,
        progress: n % 2 === 0 ? 20 : 60,
        confidence: n % 4 === 0 ? ('off_track' as const) : null,
      })),
    );
    // Last in the slides' order: its key results count in the overview from the first read.
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId: big.id,
      ownerId: acme.admin.id,
      title: 'Zona final',
      keyResults: [{ current: 40 }, { current: 60 }],
    });
    const body = (await present(acme, `cycleId=${big.id}`)).json() as Presentation;
    expect(body.objectives).toHaveLength(PRESENTATION_PAGE);
    const offTrack = Math.ceil(shown / 4);
    expect(body.overview).toMatchObject({
      objectives: shown + 1,
      keyResults: 2,
      byConfidence: {
        on_track: 0,
        at_risk: 0,
        off_track: offTrack,
        no_check_in: shown - offTrack + 1,
      },
    });
    const even = Math.ceil(shown / 2);
    expect(body.overview.averageProgress).toBeCloseTo(
      (even * 20 + (shown - even) * 60 + 50) / (shown + 1),
    );

    const titles = body.objectives.map((objective) => objective.title);
    for (let offset = PRESENTATION_PAGE; offset <= shown + 1; offset += PRESENTATION_PAGE) {
      const response = await slides(acme, `cycleId=${big.id}&offset=${offset}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as PresentationSlides;
      expect(page.objectives.length).toBe(Math.min(PRESENTATION_PAGE, shown + 1 - offset));
      titles.push(...page.objectives.map((objective) => objective.title));
    }
    expect(titles).toEqual([
      ...Array.from({ length: shown }, (_, n) => `Objetivo ${String(n).padStart(3, '0')}`),
      'Zona final',
    ]);
    const last = (await slides(acme, `cycleId=${big.id}&offset=${shown}`)).json();
    expect(last.objectives[0]).toMatchObject({ title: 'Zona final', keyResults: [{}, {}] });
    const past = await slides(acme, `cycleId=${big.id}&offset=${shown + 1}`);
    expect(past.json()).toEqual({ objectives: [] });
  });

  it('refuses slides of another company or a bad offset', async () => {
    const cases: [string, number][] = [
      [`cycleId=${otherCycleId}&offset=10`, 404],
      [`cycleId=${cycleId}&teamId=${otherCycleId}&offset=10`, 404],
      [`cycleId=${cycleId}&offset=-1`, 400],
      [`cycleId=${cycleId}`, 400],
    ];
    for (const [query, status] of cases) {
      expect((await slides(acme, query)).statusCode, query).toBe(status);
    }
  });

  it('answers an empty deck for a cycle with no objectives', async () => {
    const empty = await createCycle(t, acme.companyId, {
      name: 'Vazio',
      startDate: '2021-01-01',
      endDate: '2021-03-31',
      status: 'closed',
    });
    const body = (await present(acme, `cycleId=${empty.id}`)).json() as Presentation;
    expect(body.objectives).toEqual([]);
    expect(body.overview).toMatchObject({ objectives: 0, keyResults: 0, averageProgress: 0 });
  });
});
