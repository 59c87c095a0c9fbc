import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { COACH_OBJECTIVES_LISTED, type CycleCoach } from '@rumo/shared/okr/coach/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createPillar,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { statementRecorder } from '../../test/statement-counter';
import { createTestApp, type TestApp } from '../../test/test-app';
import { teams } from '../teams/public';
import { getCycleCoach } from './coach.service';
import { keyResults, objectiveViewers } from './objectives.table';

let t: TestApp;
let company: FixtureCompany;
let other: FixtureCompany;
let cycle: CycleFixture;
let older: CycleFixture;
const ids: Record<string, string> = {};

const measured = (title: string, start = 40, target = 60) => ({ title, start, target });

beforeAll(async () => {
  t = await createTestApp();
  company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  const pillar = await createPillar(t, company.companyId, { name: 'Clientes' });
  const sales = await createTeam(t, company.companyId, { name: 'Vendas' });
  const marketing = await createTeam(t, company.companyId, { name: 'Marketing' });
  cycle = await createCycle(t, company.companyId);
  older = await createCycle(t, company.companyId, { status: 'closed', name: 'Velho' });
  const base = { companyId: company.companyId, cycleId: cycle.id, ownerId: company.admin.id };
  ids.sales = sales.id;
  const good = await createObjective(t, {
    ...base,
    title: 'Encantar clientes',
    pillarId: pillar.id,
    keyResults: [
      measured('Aumentar NPS de 40 para 60'),
      measured('Reduzir churn de 3% para 2%', 3, 2),
    ],
  });
  ids.good = good.id;
  ids.goodKr = good.keyResultIds[0] ?? '';
  const activity = await createObjective(t, {
    ...base,
    title: 'Novo app',
    level: 'team',
    teamId: sales.id,
    parentObjectiveId: good.id,
    keyResults: [
      { title: 'Lançar o novo app', type: 'binary', start: 0, target: 1 },
      measured('Aumentar leads qualificados de 200 para 300', 200, 300),
    ],
  });
  ids.activity = activity.id;
  ids.activityKr = activity.keyResultIds[0] ?? '';
  ids.empty = (await createObjective(t, { ...base, title: 'Sem resultados' })).id;
  ids.copy = (
    await createObjective(t, {
      ...base,
      title: 'Demanda',
      level: 'team',
      teamId: marketing.id,
      pillarId: pillar.id,
      keyResults: [measured('Aumentar os leads qualificados para 300', 150, 300)],
    })
  ).id;
  // Only the admin (and its owner) sees these: the member's coach leaves them out entirely.
  const secret = await createObjective(t, {
    ...base,
    title: 'Segredo',
    level: 'team',
    teamId: marketing.id,
    private: true,
    keyResults: [measured('Aumentar o NPS de 40 para 60')],
  });
  ids.secret = secret.id;
  await createObjective(t, { ...base, title: 'Rascunho', status: 'draft' });
  await createObjective(t, { ...base, cycleId: older.id, title: 'Antigo' });
  const theirs = await createCycle(t, other.companyId);
  await createObjective(t, {
    companyId: other.companyId,
    cycleId: theirs.id,
    ownerId: other.admin.id,
    title: 'Deles',
  });
});
afterAll(() => t.close());

const get = (url: string, who = company.user) => t.app.inject({ url, headers: who.headers });

describe('GET /api/planning/coach', () => {
  it('scores each objective of the current cycle, worst first, and the cycle', async () => {
    const response = await get('/api/planning/coach');
    expect(response.statusCode).toBe(200);
    const coach: CycleCoach = response.json();
    expect(coach.cycleId).toBe(cycle.id);
    expect(coach.objectives.map((objective) => [objective.title, objective.score])).toEqual([
      ['Sem resultados', 50],
      ['Novo app', 85],
      ['Encantar clientes', 100],
      ['Demanda', 100],
    ]);
    const activity = coach.objectives.find((objective) => objective.id === ids.activity);
    expect(activity).toMatchObject({
      level: 'team',
      teamName: 'Vendas',
      band: 'good',
      findings: [{ ruleId: 'kr-activity', keyResult: { index: 0, title: 'Lançar o novo app' } }],
    });
    expect(coach.objectives[0]?.findings.map((finding) => finding.ruleId)).toEqual([
      'objective-no-key-results',
      'objective-unaligned',
    ]);
    expect(coach.duplicates).toEqual([
      {
        keyResults: [
          expect.objectContaining({ objectiveId: ids.copy, teamName: 'Marketing' }),
          expect.objectContaining({ objectiveId: ids.activity, objectiveTitle: 'Novo app' }),
        ],
      },
    ]);
    expect(coach.score).toBe(Math.round((50 + 85 + 100 + 100) / 4) - 5);
    expect(coach.band).toBe('good');
  });

  it('counts for the admin the private objective and the draft the member cannot see', async () => {
    const coach: CycleCoach = (await get('/api/planning/coach', company.admin)).json();
    expect(coach.objectives.map((objective) => objective.title)).toEqual([
      'Rascunho',
      'Sem resultados',
      'Novo app',
      'Segredo',
      'Encantar clientes',
      'Demanda',
    ]);
    expect(coach.duplicates).toHaveLength(2);
    expect(coach.score).toBe(Math.round((50 + 50 + 85 + 90 + 100 + 100) / 6) - 10);
  });

  it('reads another cycle of the company, and nothing of another company', async () => {
    const old = (await get(`/api/planning/coach?cycleId=${older.id}`, company.admin)).json();
    expect(old.objectives.map((objective: { title: string }) => objective.title)).toEqual([
      'Antigo',
    ]);
    const theirs = (await get('/api/planning/coach', other.admin)).json();
    expect(theirs.objectives.map((objective: { title: string }) => objective.title)).toEqual([
      'Deles',
    ]);
    const foreign = await get(`/api/planning/coach?cycleId=${cycle.id}`, other.admin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(cycleMessages.notFound);
    expect((await get('/api/planning/coach?cycleId=nope')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/planning/coach' })).statusCode).toBe(401);
  });

  it('answers empty without cycles', async () => {
    const lonely = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    expect((await get('/api/planning/coach', lonely.admin)).json()).toEqual({
      cycleId: null,
      score: null,
      band: null,
      objectiveCount: 0,
      objectives: [],
      duplicates: [],
    });
  });

  it('lists the lowest-scored objectives of a large cycle and scores them all', async () => {
    const large = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const largeCycle = await createCycle(t, large.companyId);
    const count = COACH_OBJECTIVES_LISTED + 5;
    for (let n = 0; n < count; n++) {
      await createObjective(t, {
        companyId: large.companyId,
        cycleId: largeCycle.id,
        ownerId: large.admin.id,
        title: `Objetivo ${n}`,
        keyResults: n === 0 ? [] : [measured(`Aumentar receita de 40 para ${60 + n}`)],
      });
    }
    const coach: CycleCoach = (await get('/api/planning/coach', large.admin)).json();
    expect(coach.objectiveCount).toBe(count);
    expect(coach.objectives).toHaveLength(COACH_OBJECTIVES_LISTED);
    expect(coach.objectives[0]?.title).toBe('Objetivo 0');
    const scores = coach.objectives.map((objective) => objective.score);
    expect(scores).toEqual([...scores].sort((left, right) => left - right));
  });

  it('keeps its answer through check-ins and computes it again when the plan changes', async () => {
    const member = { id: company.user.id, companyId: company.companyId, role: 'user' as const };
    const recorder = statementRecorder(t.db);
    const coach = () => recorder.record(() => getCycleCoach(t.db, member, undefined));
    const before = (await coach()).result;
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${ids.goodKr}/check-ins`,
      headers: company.admin.headers,
      payload: { value: 50, confidence: 'at_risk' },
    });
    expect(checkIn.statusCode).toBe(201);
    // The check-in moved progress and confidence, not the plan: one small statement, same answer.
    const kept = await coach();
    expect(kept.statements).toHaveLength(1);
    expect(kept.result).toEqual(before);

    await t.db
      .update(teams)
      .set({ name: 'Vendas B2B' })
      .where(eq(teams.id, ids.sales ?? ''));
    const renamed = await coach();
    expect(renamed.statements).toHaveLength(2);
    const team = (answer: CycleCoach) =>
      answer.objectives.find((objective) => objective.id === ids.activity)?.teamName;
    expect(team(renamed.result)).toBe('Vendas B2B');

    await t.db
      .update(keyResults)
      .set({ title: 'Lançar o novo app para 500 clientes' })
      .where(eq(keyResults.id, ids.activityKr ?? ''));
    const retitled = (await coach()).result;
    const findings = retitled.objectives.find((objective) => objective.id === ids.activity);
    expect(findings?.findings.map((finding) => finding.ruleId)).not.toContain('kr-activity');

    // Named on the private objective, the member sees it at once: the key follows the reader.
    await t.db.insert(objectiveViewers).values({
      objectiveId: ids.secret ?? '',
      userId: company.user.id,
      companyId: company.companyId,
    });
    const opened = (await coach()).result;
    expect(opened.objectives.map((objective) => objective.title)).toContain('Segredo');
  });
});
