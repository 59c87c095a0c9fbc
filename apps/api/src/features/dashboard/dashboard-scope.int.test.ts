import type { Dashboard } from '@rumo/shared/dashboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCheckInRow, setKeyResultState } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The dashboard reads key results through copies of their objective's cycle and status: these
 * prove each card stays inside the chosen cycle and company, and follows an objective that is
 * closed or moved to another cycle.
 */
describe('GET /api/dashboard scope', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let other: FixtureCompany;
  const cycles: Record<string, string> = {};
  const objectives: Record<string, string> = {};

  const dashboard = async (company: FixtureCompany, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard${query}`,
      headers: company.admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Dashboard;
  };

  /** An active objective whose one key result is owned by the admin, at risk, never checked in. */
  async function riskyObjective(company: FixtureCompany, cycleId: string, title: string) {
    const objective = await createObjective(t, {
      companyId: company.companyId,
      cycleId,
      ownerId: company.admin.id,
      title,
      keyResults: [{ title: `${title} RC`, start: 0, target: 100 }],
    });
    const keyResultId = objective.keyResultIds[0] ?? '';
    await insertCheckInRow(t, {
      companyId: company.companyId,
      keyResultId,
      authorId: company.admin.id,
      value: 0,
      confidence: 'at_risk',
      previousConfidence: 'on_track',
      date: '2020-01-01',
      createdAt: new Date('2020-01-01T12:00:00Z'),
    });
    await setKeyResultState(t, keyResultId, { confidence: 'at_risk' });
    return objective.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Acme' });
    other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
    cycles.current = (await createCycle(t, acme.companyId, { name: 'Atual' })).id;
    cycles.past = (
      await createCycle(t, acme.companyId, {
        name: 'Passado',
        startDate: '2020-01-01',
        endDate: '2020-03-31',
        status: 'closed',
      })
    ).id;
    cycles.other = (await createCycle(t, other.companyId, { name: 'Deles' })).id;
    objectives.current = await riskyObjective(acme, cycles.current, 'Objetivo atual');
    objectives.past = await riskyObjective(acme, cycles.past, 'Objetivo passado');
    objectives.other = await riskyObjective(other, cycles.other, 'Objetivo deles');
  });
  afterAll(() => t.close());

  const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

  it('shows only the current cycle, and only the company’s own rows', async () => {
    const body = await dashboard(acme);
    expect(body.cycle?.id).toBe(cycles.current);
    expect(body.cycle?.objectiveCount).toBe(1);
    expect(body.objectivesByStatus).toEqual({ draft: 0, active: 1, closed: 0 });
    expect(titles(body.atRisk)).toEqual(['Objetivo atual RC']);
    expect(titles(body.confidenceDrops)).toEqual(['Objetivo atual RC']);
    expect(titles(body.myKeyResults)).toEqual(['Objetivo atual RC']);
    expect(body.missingCheckIns).toEqual([
      { id: acme.admin.id, name: acme.admin.name, avatar: null, pendingCount: 1 },
    ]);

    const theirs = await dashboard(other);
    expect(titles(theirs.atRisk)).toEqual(['Objetivo deles RC']);
    expect(theirs.missingCheckIns.map((person) => person.id)).toEqual([other.admin.id]);
  });

  it('shows a chosen past cycle without owing check-ins in it', async () => {
    const body = await dashboard(acme, `?cycleId=${cycles.past}`);
    expect(body.cycle).toMatchObject({ id: cycles.past, isCurrent: false, objectiveCount: 1 });
    expect(titles(body.atRisk)).toEqual(['Objetivo passado RC']);
    expect(body.missingCheckIns).toEqual([]);
  });

  it('follows an objective that is closed, reopened or moved to another cycle', async () => {
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/objectives/${objectives.current}/close`,
      headers: acme.admin.headers,
      payload: { result: 'partial', comment: null },
    });
    expect(close.statusCode).toBe(200);
    let body = await dashboard(acme);
    expect(body.objectivesByStatus).toEqual({ draft: 0, active: 0, closed: 1 });
    expect(body.atRisk).toEqual([]);
    expect(body.myKeyResults).toEqual([]);
    expect(body.missingCheckIns).toEqual([]);

    const reopen = await t.app.inject({
      method: 'POST',
      url: `/api/objectives/${objectives.current}/reopen`,
      headers: acme.admin.headers,
    });
    expect(reopen.statusCode).toBe(200);
    const next = await createCycle(t, acme.companyId, { name: 'Próximo', status: 'planning' });
    const move = await t.app.inject({
      method: 'PUT',
      url: `/api/objectives/${objectives.current}`,
      headers: acme.admin.headers,
      payload: {
        cycleId: next.id,
        title: 'Objetivo atual',
        level: 'company',
        ownerId: acme.admin.id,
      },
    });
    expect(move.statusCode).toBe(200);
    body = await dashboard(acme);
    expect(body.atRisk).toEqual([]);
    expect(body.cycle?.objectiveCount).toBe(0);
    body = await dashboard(acme, `?cycleId=${next.id}`);
    expect(titles(body.atRisk)).toEqual(['Objetivo atual RC']);
  });
});
