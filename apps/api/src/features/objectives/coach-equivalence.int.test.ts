import type { KeyResultType, KeyResultUnit } from '@rumo/shared/okr/enums';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
  type FixtureCompany,
  type ObjectiveFixtureInput,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { teams } from '../teams/public';
import type { CoachObjectiveRow } from './coach.repository';
import { coachOf, getCycleCoach } from './coach.service';
import { keyResults, objectives } from './objectives.table';
import { type CompanyReader, objectiveVisibleTo } from './visibility.repository';

// The coach reads a row per objective with its key results as JSON: its answer must stay, byte for
// byte, the one the previous statement (a row per key result, kept here as the reference) gave,
// for every reader and after edits.

let t: TestApp;
let company: FixtureCompany;
let cycle: CycleFixture;
const keyResultIds: string[] = [];
const objectiveIds: Record<string, string> = {};

/** The previous read: a row per key result (or per objective without any), in the same order. */
async function referenceRead(reader: CompanyReader, cycleId: string) {
  const rows = await t.db
    .select({
      objective: {
        id: objectives.id,
        title: objectives.title,
        level: objectives.level,
        teamId: objectives.teamId,
        aligned: sql<boolean>`(${objectives.pillarId} is not null or ${objectives.parentObjectiveId} is not null)`,
      },
      teamName: teams.name,
      keyResult: {
        title: keyResults.title,
        type: keyResults.type,
        start: keyResults.startValue,
        target: keyResults.targetValue,
        unit: keyResults.unit,
        customUnit: keyResults.customUnit,
        ownerId: keyResults.ownerId,
      },
    })
    .from(objectives)
    .leftJoin(teams, eq(teams.id, objectives.teamId))
    .leftJoin(keyResults, eq(keyResults.objectiveId, objectives.id))
    .where(
      and(
        eq(objectives.cycleId, cycleId),
        eq(objectives.companyId, reader.companyId),
        objectiveVisibleTo(reader),
      ),
    )
    .orderBy(
      asc(objectives.level),
      asc(objectives.title),
      asc(objectives.id),
      asc(keyResults.position),
      asc(keyResults.id),
    );
  const byId = new Map<string, CoachObjectiveRow>();
  for (const row of rows) {
    let objective = byId.get(row.objective.id);
    if (!objective) {
      objective = { ...row.objective, teamName: row.teamName, keyResults: [] };
      byId.set(objective.id, objective);
    }
    if (row.keyResult) objective.keyResults.push(row.keyResult);
  }
  return coachOf({ cycleId, objectives: [...byId.values()] });
}

const readers = (): [string, CompanyReader][] => [
  ['admin', { id: company.admin.id, role: 'admin', companyId: company.companyId }],
  ...company.users.map((user, index): [string, CompanyReader] => [
    `member ${index}`,
    { id: user.id, role: 'user', companyId: company.companyId },
  ]),
];

async function expectSameAsReference() {
  for (const [who, reader] of readers()) {
    const coach = await getCycleCoach(t.db, reader, cycle.id);
    expect(JSON.stringify(coach), who).toBe(JSON.stringify(await referenceRead(reader, cycle.id)));
  }
}

const kr = (
  title: string,
  extra: { type?: KeyResultType; start?: number; target?: number; unit?: KeyResultUnit } = {},
) => ({ title, start: 0.1, target: 123456.789, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  company = await createCompanyWithUsers(t, { admins: 1, users: 2 });
  const [owner, outsider] = company.users;
  if (!owner || !outsider) throw new Error('fixture without members');
  const sales = await createTeam(t, company.companyId, { name: 'Vendas' });
  const support = await createTeam(t, company.companyId, { name: 'Suporte' });
  cycle = await createCycle(t, company.companyId);
  const base = { companyId: company.companyId, cycleId: cycle.id, ownerId: company.admin.id };
  const team = (teamId: string) => ({ ...base, level: 'team' as const, teamId });
  const made: [string, ObjectiveFixtureInput][] = [
    ['área', { ...base, title: 'Área de clientes', keyResults: [kr('Aumentar NPS', {})] }],
    ['zebra', { ...base, title: 'zebra', keyResults: [] }],
    [
      'sales',
      {
        ...team(sales.id),
        title: 'Vender mais',
        keyResults: [
          kr('Aumentar a receita recorrente', { start: 1e-7, target: 0.3 }),
          kr('Lançar o portal', { type: 'binary', start: 0, target: 1 }),
          kr('Reduzir o churn mensal', { type: 'decrease', start: 5, target: 5 }),
          kr('Manter a margem', { type: 'keep_above', unit: 'percent' }),
          kr('Treinar o time', {}),
          kr('Ampliar a base de clientes ativos', {}),
        ],
      },
    ],
    [
      'support',
      {
        ...team(support.id),
        title: 'Atender melhor',
        keyResults: [
          kr('Aumentar receita recorrente', { start: 1e-7, target: 0.3 }),
          kr('Ampliar base clientes ativos', {}),
          kr('Manter a margem', { type: 'keep_above', unit: 'percent' }),
        ],
      },
    ],
    [
      'private',
      {
        ...team(support.id),
        title: 'Segredo',
        ownerId: owner.id,
        private: true,
        keyResults: [kr('Aumentar a receita recorrente', { start: 1e-7, target: 0.3 })],
      },
    ],
    [
      'draft',
      {
        ...team(sales.id),
        title: 'Rascunho',
        ownerId: owner.id,
        status: 'draft',
        keyResults: [kr('Manter a margem', { type: 'keep_above', unit: 'percent' })],
      },
    ],
  ];
  for (const [name, input] of made) {
    const objective = await createObjective(t, input);
    objectiveIds[name] = objective.id;
    keyResultIds.push(...objective.keyResultIds);
  }
  // Positions written out of order: the key results' order comes from position, then id.
  await t.db
    .update(keyResults)
    .set({ position: sql`5 - ${keyResults.position}` })
    .where(eq(keyResults.objectiveId, objectiveIds.sales as string));
  await t.db
    .update(keyResults)
    .set({ unit: 'custom', customUnit: 'Clientes ÁTIVOS' })
    .where(eq(keyResults.title, 'Ampliar base clientes ativos'));
});
afterAll(() => t.close());

describe('plan coach read', () => {
  it('answers as the row-per-key-result read did, for the admin, the owner and the others', async () => {
    const admin = await getCycleCoach(
      t.db,
      { id: company.admin.id, role: 'admin', companyId: company.companyId },
      cycle.id,
    );
    expect(admin.objectiveCount).toBe(6);
    expect(admin.duplicates.length).toBeGreaterThan(0);
    await expectSameAsReference();
  });

  it('still does after edits: titles, positions, a deleted key result, a team and a private flag', async () => {
    await t.db
      .update(keyResults)
      .set({ title: 'Treinar 12 pessoas do time', position: 0 })
      .where(eq(keyResults.title, 'Treinar o time'));
    await t.db.delete(keyResults).where(eq(keyResults.id, keyResultIds[0] as string));
    await t.db
      .update(objectives)
      .set({ teamId: null, level: 'company' })
      .where(eq(objectives.id, objectiveIds.support as string));
    await t.db
      .update(objectives)
      .set({ private: false })
      .where(eq(objectives.id, objectiveIds.private as string));
    await expectSameAsReference();
  });
});
