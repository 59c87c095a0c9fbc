import { mentionToken } from '@rumo/shared/comments/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kpiBody } from '../features/kpis/kpis.test-data';
import { keyResults, objectives } from '../features/objectives/public';
import type { TestUser } from '../test/account-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createPillar,
  createTeam,
  type FixtureCompany,
} from '../test/okr-fixtures';
import { requestStatements } from '../test/statement-counter';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 23's done criteria: every read it added costs one or two SQL statements, however many
 * rows it returns. Counted at the driver (test/statement-counter.ts) on PGlite and PostgreSQL,
 * for an admin and a member, on a company with more than one row of everything each read lists.
 * Left out: the customer scope's hooks, the same for every route: the session lookup (one
 * statement per session every few seconds, cached) and the read cache's data version (one tiny
 * prepared statement per GET). Every request here is a read cache miss: its route runs.
 */
const MAX_STATEMENTS = 2;

describe('statements per read', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let member: TestUser;
  const ids: Record<string, string> = {};

  const call = async (
    who: TestUser,
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
  ): Promise<{ id?: string }> => {
    const response = await t.app.inject({ method, url, headers: who.headers, payload });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
    member = acme.user;
    const team = await createTeam(t, acme.companyId, {
      leaderId: member.id,
      memberIds: [member.id],
    });
    const pillar = await createPillar(t, acme.companyId);
    const cycle = await createCycle(t, acme.companyId);
    const next = await createCycle(t, acme.companyId, {
      name: 'Próximo',
      startDate: '2099-01-01',
      endDate: '2099-03-31',
      status: 'planning',
    });
    ids.cycle = cycle.id;
    const created = [];
    for (const [index, ownerId] of [member.id, acme.admin.id, member.id].entries()) {
      created.push(
        await createObjective(t, {
          companyId: acme.companyId,
          cycleId: cycle.id,
          ownerId,
          title: `Objetivo ${index + 1}`,
          level: 'team',
          teamId: team.id,
          pillarId: pillar.id,
          private: index === 1,
          viewerUserIds: index === 1 ? [member.id] : [],
          keyResults: [
            { title: 'Receita', current: 40 },
            { title: 'Clientes', current: 70, ownerId: acme.admin.id },
          ],
        }),
      );
    }
    const [first, second] = created as [(typeof created)[0], (typeof created)[0]];
    ids.keyResult = first.keyResultIds[0] ?? '';
    ids.carried = first.id;
    await t.db
      .update(objectives)
      .set({ approval: 'submitted', status: 'draft', submittedAt: new Date() })
      .where(eq(objectives.id, created[2]?.id ?? ''));

    for (const keyResultId of first.keyResultIds) {
      await call(acme.admin, 'PUT', `/api/key-results/${keyResultId}/score`, {
        score: 0.9,
        reason: 'Entregou mais do que o número mostra',
      });
      await call(acme.admin, 'POST', `/api/key-results/${keyResultId}/initiatives`, {
        title: 'Campanha de indicação',
        ownerId: member.id,
      });
    }
    for (const objective of [first, second]) {
      await call(acme.admin, 'PUT', `/api/objectives/${objective.id}/retrospective`, {
        worked: 'Ritmo semanal',
        learned: 'Metas menores',
        continues: null,
      });
      await call(acme.admin, 'POST', `/api/objectives/${objective.id}/comments`, {
        body: `Veja isto, ${mentionToken(member.id)}`,
      });
    }
    await call(acme.admin, 'POST', `/api/objectives/${first.id}/carry-over`, {
      cycleId: next.id,
      keyResultIds: first.keyResultIds,
    });

    for (const name of ['NPS', 'Churn']) {
      const kpi = await call(acme.admin, 'POST', '/api/kpis', kpiBody(member.id, { name }));
      ids.kpi = kpi.id ?? '';
      for (const periodStart of ['2026-01-01', '2026-02-01', '2026-03-01']) {
        await call(member, 'PUT', `/api/kpis/${ids.kpi}/values`, {
          periodStart,
          value: 42,
          note: null,
        });
      }
    }
    // Both key results move the last KPI: its detail lists them.
    await t.db
      .update(keyResults)
      .set({ kpiId: ids.kpi })
      .where(inArray(keyResults.id, [...first.keyResultIds, ...second.keyResultIds]));
  });
  afterAll(() => t.close());

  const reads = () => ({
    'Minha semana': '/api/my-week',
    'aprovações pendentes': '/api/approvals/pending',
    apresentação: `/api/presentation?cycleId=${ids.cycle}`,
    'encerramento do ciclo': `/api/cycles/${ids.cycle}/closing`,
    'relatório do ciclo': `/api/cycles/${ids.cycle}/report`,
    'continuidade do objetivo': `/api/objectives/${ids.carried}/carry-links`,
    indicadores: '/api/kpis',
    'detalhe do indicador': `/api/kpis/${ids.kpi}`,
    'iniciativas do resultado-chave': `/api/key-results/${ids.keyResult}/initiatives`,
    coach: `/api/planning/coach?cycleId=${ids.cycle}`,
    painel: `/api/dashboard?cycleId=${ids.cycle}`,
    'lista de objetivos': `/api/objectives?cycleId=${ids.cycle}`,
    times: '/api/teams',
  });

  for (const role of ['admin', 'member'] as const) {
    it(`costs at most ${MAX_STATEMENTS} statements each, for the ${role}`, async () => {
      const who = role === 'admin' ? acme.admin : member;
      const counts: Record<string, number> = {};
      for (const [name, url] of Object.entries(reads())) {
        const { response, statements } = await requestStatements(t, {
          method: 'GET',
          url,
          headers: who.headers,
        });
        expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
        counts[name] = statements.length;
        expect(statements.length, `${name}:\n${statements.join('\n---\n')}`).toBeGreaterThan(0);
      }
      expect(counts).toEqual(
        Object.fromEntries(
          Object.entries(counts).map(([name, count]) => [name, Math.min(count, MAX_STATEMENTS)]),
        ),
      );
    });
  }

  it('sets the hooks apart and counts nothing for a read served from the read cache', async () => {
    const url = '/api/my-week';
    const again = await requestStatements(t, { method: 'GET', url, headers: member.headers });
    expect(again.response.statusCode).toBe(200);
    expect(again.statements).toEqual([]);
    // The read cache's data version at least (the session lookup too if its cache has expired).
    expect(again.excluded.length).toBeGreaterThan(0);
  });
});
