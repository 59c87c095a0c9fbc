import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers, createCycle, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Cycle list and current cycle are one statement each (count, current flag and total inline).
let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Acme' });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
  const dates = (year: number) => ({ startDate: `${year}-01-01`, endDate: `${year}-03-31` });
  await createCycle(t, acme.companyId, { name: '2024', status: 'closed', ...dates(2024) });
  await createCycle(t, acme.companyId, { name: '2025', status: 'active', ...dates(2025) });
  await createCycle(t, acme.companyId, { name: '2026', status: 'planning', ...dates(2026) });
  await createCycle(t, other.companyId, { name: 'Deles', status: 'active', ...dates(2027) });
});
afterAll(() => t.close());

const get = (company: FixtureCompany, url: string) =>
  t.app.inject({ url, headers: company.admin.headers }).then((response) => response.json());

describe('the cycle list statement', () => {
  it('pages newest first with the current flag and the true total, even past the end', async () => {
    const first = await get(acme, '/api/cycles?limit=2');
    expect(first.total).toBe(3);
    expect(
      first.data.map((cycle: { name: string; isCurrent: boolean }) => [
        cycle.name,
        cycle.isCurrent,
      ]),
    ).toEqual([
      ['2026', false],
      ['2025', true],
    ]);
    expect(await get(acme, '/api/cycles?limit=2&page=4')).toEqual({
      data: [],
      page: 4,
      limit: 2,
      total: 3,
    });
    const closed = await get(acme, '/api/cycles?status=closed');
    expect(closed.data.map((cycle: { name: string }) => cycle.name)).toEqual(['2024']);
    expect(closed.total).toBe(1);
  });

  it("answers the company's own current cycle", async () => {
    expect(await get(acme, '/api/cycles/current')).toMatchObject({ name: '2025', isCurrent: true });
    expect(await get(other, '/api/cycles/current')).toMatchObject({ name: 'Deles' });
  });
});
